// A video's length as players show it: m:ss under an hour, h:mm:ss beyond. Whole seconds, rounded down.
const pad = (value: number) => String(value).padStart(2, '0');

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** The same length in words, for screen readers ('1 minute 23 secondes'). */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (count: number, one: string) => `${count} ${one}${count > 1 ? 's' : ''}`;
  if (minutes === 0) return unit(rest, 'seconde');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'seconde')}`;
}
