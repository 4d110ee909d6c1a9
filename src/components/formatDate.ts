// Spec §9: dd/mm/yyyy in lists, dd/mm/yyyy hh:mm where a time matters. Local time, zero-padded.
const pad = (value: number) => String(value).padStart(2, '0');

export function formatDay(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatDayTime(ms: number): string {
  const date = new Date(ms);
  return `${formatDay(ms)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
