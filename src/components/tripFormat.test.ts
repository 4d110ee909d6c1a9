import { describe, expect, it } from 'vitest';
import { dayRoute, formatDayTitle, formatFigures, formatTripDate } from './tripFormat.ts';
import { formatRelativeTime } from './relativeTime.ts';

const at = new Date(2026, 7, 6, 12, 0).getTime();
const minute = 60_000;
const hour = 60 * minute;

describe('trip formatting', () => {
  it('titles a day with its number, its date at its place and its towns in order', () => {
    expect(formatDayTitle({ day: 3, date: '2026-08-04', places: ['Annecy, France', 'Chamonix, France'] })).toBe('Jour 3 · mardi 4 août · Annecy → Chamonix');
  });

  it('titles a day without places by its number and date alone', () => {
    expect(formatDayTitle({ day: 4, date: '2026-08-05', places: [] })).toBe('Jour 4 · mercredi 5 août');
  });

  it('reads a trip date as a calendar day, whatever the reader’s time zone', () => {
    // Read at midnight UTC, 2026-01-01 would be 31 December west of Greenwich.
    expect(formatTripDate('2026-01-01')).toBe('jeudi 1 janvier');
  });

  it('names a town met twice in a row once, and keeps a return to it', () => {
    expect(dayRoute(['Annecy, France', 'Annecy, France', 'Chamonix, France', 'Annecy, France'])).toBe('Annecy → Chamonix → Annecy');
    expect(dayRoute(['Reykjavik, Islande'])).toBe('Reykjavik');
  });

  it('writes the figures in French, the distance rounded and grouped by thousands', () => {
    expect(formatFigures({ days: 12, countries: 3, distanceKm: 2430.4 })).toBe('12 jours · 3 pays · 2\u202f430 km');
    expect(formatFigures({ days: 1, countries: 1, distanceKm: 0.4 })).toBe('1 jour · 1 pays · 0 km');
  });

  it('says how long ago in minutes, hours, days, then by date', () => {
    expect(formatRelativeTime(at - 20_000, at)).toBe('à l’instant');
    expect(formatRelativeTime(at + 5 * minute, at)).toBe('à l’instant');
    expect(formatRelativeTime(at - 5 * minute, at)).toBe('il y a 5 min');
    expect(formatRelativeTime(at - 2 * hour - 10 * minute, at)).toBe('il y a 2 h');
    expect(formatRelativeTime(at - 30 * hour, at)).toBe('hier');
    expect(formatRelativeTime(at - 3 * 24 * hour, at)).toBe('il y a 3 jours');
    expect(formatRelativeTime(new Date(2026, 6, 14, 9, 0).getTime(), at)).toBe('le 14 juillet');
  });
});
