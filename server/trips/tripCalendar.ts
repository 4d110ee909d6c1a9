// A trip's days are calendar dates read where each item was: a photo taken at 23:30 in Tokyo
// belongs to that Tokyo day, whatever the server's zone. Dates are `YYYY-MM-DD` strings, which
// sort and compare as text.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dayMs = 24 * 60 * 60 * 1000;
/** The widest offsets from UTC (Kiribati +14, Baker Island −12): bounds of a date's instants. */
const widestOffsetMs = 14 * 60 * 60 * 1000;

let known: { tz: string | undefined; zone: string } | undefined;

/** Asked for each unlocated item of a trip: resolving it costs a formatter, kept while TZ stays. */
export function serverZone(): string {
  const tz = process.env.TZ;
  if (known === undefined || known.tz !== tz) known = { tz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return known.zone;
}

function dateFormat(zone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(zone, format);
  }
  return format;
}

/** The date the clocks of `zone` showed at `at` (an unknown zone reads as the server's). */
export function localDate(at: number, zone: string | null): string {
  try {
    return dateFormat(zone ?? serverZone()).format(at);
  } catch {
    return dateFormat(serverZone()).format(at);
  }
}

const midnights = new Map<string, number>();
/** A date's midnight in UTC: a trip's few dates are parsed once, not twice per item. */
function utcMidnight(date: string): number {
  let at = midnights.get(date);
  if (at === undefined) {
    at = Date.parse(`${date}T00:00:00Z`);
    if (midnights.size > 10_000) midnights.clear();
    midnights.set(date, at);
  }
  return at;
}

/** Day 1 is `start`; a date before it gives 0 or less. */
export function dayNumber(start: string, date: string): number {
  return Math.round((utcMidnight(date) - utcMidnight(start)) / dayMs) + 1;
}

export function dateOfDay(start: string, day: number): string {
  return new Date(utcMidnight(start) + (day - 1) * dayMs).toISOString().slice(0, 10);
}

/** Every instant whose local date, somewhere on Earth, falls within [start, end]. */
export function tripWindow(start: string, end: string | null): { from: number; to: number } {
  return {
    from: utcMidnight(start) - widestOffsetMs,
    to: end === null ? Number.MAX_SAFE_INTEGER : utcMidnight(end) + dayMs + widestOffsetMs,
  };
}
