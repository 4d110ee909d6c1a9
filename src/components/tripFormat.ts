import { tripTexts } from '../texts/tripTexts.ts';

// How the trip's dates, times and figures read in French (issue 39).
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
// A trip date names a calendar day at its place; read in UTC it never shifts with the reader's zone.
const weekdayDayMonth = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function utcDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

/** « mardi 4 août » for the trip date `2026-08-04`. */
export function formatTripDate(date: string): string {
  return weekdayDayMonth.format(utcDate(date));
}

/** « 4 août 2026 », for the trip's start and end. */
export function formatTripDay(date: string): string {
  return dayMonthYear.format(utcDate(date));
}

/** « 4 août », short. */
export function formatTripDayShort(date: string): string {
  return dayMonth.format(utcDate(date));
}

/** The town of « Annecy, France »: the country is the last part. */
export function townOf(place: string): string {
  const cut = place.lastIndexOf(', ');
  return cut > 0 ? place.slice(0, cut) : place;
}

/** « Annecy → Chamonix »: the towns of the day in order, a town met twice in a row named once. */
export function dayRoute(places: readonly string[]): string {
  const towns = places.map(townOf).filter((town, index, all) => index === 0 || town !== all[index - 1]);
  return towns.join(' → ');
}

/** « Jour 3 · mardi 4 août · Annecy → Chamonix ». */
export function formatDayTitle(day: { day: number; date: string; places: readonly string[] }): string {
  return tripTexts.dayTitle(day.day, formatTripDate(day.date), dayRoute(day.places));
}

/** « 12 jours · 3 pays · 2 430 km ». */
export function formatFigures(figures: { days: number; countries: number; distanceKm: number }): string {
  const { days, countries, distance } = tripTexts.figures;
  return [days(figures.days), countries(figures.countries), distance(number.format(Math.round(figures.distanceKm)))].join(' · ');
}
