import { tripNewsTexts } from '../texts/tripNewsTexts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const localDayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long' });

/** « il y a 2 h », seen from `now`: minutes, hours, days, then the date itself past a week. */
export function formatRelativeTime(at: number, now: number): string {
  const { relative } = tripNewsTexts;
  const elapsed = now - at;
  // A clock a little ahead of this device's is still « now ».
  if (elapsed < MINUTE) return relative.now;
  if (elapsed < HOUR) return relative.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return relative.hours(Math.floor(elapsed / HOUR));
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return relative.yesterday;
  if (days < 7) return relative.days(days);
  return relative.on(localDayMonth.format(at));
}
