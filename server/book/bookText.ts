// French typography and dates as the book prints them.

/** U+202F, the thin no-break space French sets before « ; : ! ? » and inside guillemets. */
export const THIN = '\u202f';

/**
 * French typography where the writer typed none: a thin no-break space before « ; ! ? » and
 * before a « : » that ends a clause (not in 10:30 or https://), an ordinary or no-break space
 * there made thin; "straight quotes" made « guillemets »; a run such as « ?! » takes one space.
 */
export function frenchTypography(text: string): string {
  let quoteOpen = false;
  const quoted = text.replace(/"/g, () => {
    quoteOpen = !quoteOpen;
    return quoteOpen ? `«${THIN}` : `${THIN}»`;
  });
  // An odd quote was not a pair: the text stays as the writer typed it.
  const paired = quoteOpen ? text : quoted;
  return paired
    .replace(/«[ \u00a0\u202f]?/g, `«${THIN}`)
    .replace(/[ \u00a0\u202f]?»/g, `${THIN}»`)
    .replace(/([^\s\u202f;!?:])[ \u00a0]?([;!?]+)/g, `$1${THIN}$2`)
    .replace(/([^\s\u202f\d:/])[ \u00a0]?:(?=\s|$)/g, `$1${THIN}:`);
}

/**
 * Roboto (the embedded font) has no U+202F glyph: before a closing sign the thin space U+2009 is
 * set instead, which never breaks there (UAX 14: no break before « ; : ! ? » nor before a
 * break-after space), and after « the no-break space U+00A0, where a thin space could break.
 */
export function typeset(text: string): string {
  return frenchTypography(text).replace(/«\u202f/g, '«\u00a0').replace(/\u202f/g, '\u2009');
}

const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
const at = (date: string) => new Date(`${date}T12:00:00Z`);
// French writes the first of the month « 1er ».
const first = (text: string) => text.replace(/^1 /, '1er ');

/** « mardi 4 août », « samedi 1er août ». */
export function dayDate(date: string): string {
  return `${weekday.format(at(date))} ${first(dayMonth.format(at(date)))}`;
}

/** « Jour 3 · mardi 4 août ». */
export function dayTitle(day: number, date: string): string {
  return `Jour ${day} · ${dayDate(date)}`;
}

/** « du 1er au 15 août 2026 », « du 28 juillet au 3 août 2026 », « 4 août 2026 ». */
export function tripDates(start: string, end: string): string {
  const year = (date: string) => date.slice(0, 4);
  const full = (date: string) => `${first(dayMonth.format(at(date)))} ${year(date)}`;
  if (start === end) return full(start);
  if (year(start) !== year(end)) return `du ${full(start)} au ${full(end)}`;
  if (start.slice(0, 7) === end.slice(0, 7)) return `du ${first(`${Number(start.slice(8))} `)}au ${full(end)}`;
  return `du ${first(dayMonth.format(at(start)))} au ${full(end)}`;
}

/** « 29 novembre 2026 ». */
export function madeOn(epochMs: number): string {
  return first(new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(epochMs)));
}

/** « 1 234 » with a no-break space between thousands (Roboto has no thin one). */
export function frenchNumber(value: number): string {
  return new Intl.NumberFormat('fr-FR').format(value).replace(/[\u00a0\u202f]/g, '\u00a0');
}
