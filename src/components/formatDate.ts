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

/** hh:mm alone, in local time: under a group of chat messages (issue 25). */
export function formatTime(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local calendar day of `ms`, as a number that two moments of the same day share. */
export function dayKey(ms: number): number {
  const date = new Date(ms);
  return date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
}

const weekdayDayMonth = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });
const weekdayDayMonthYear = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The chat's day heading, seen from `now` (issue 25): `today`/`yesterday` as given, else
 * 'lundi 24 novembre', with the year when it is not this year's. */
export function formatChatDay(ms: number, now: number, words: { today: string; yesterday: string }): string {
  if (dayKey(ms) === dayKey(now)) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (dayKey(ms) === dayKey(yesterday.getTime())) return words.yesterday;
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return (sameYear ? weekdayDayMonth : weekdayDayMonthYear).format(ms);
}
