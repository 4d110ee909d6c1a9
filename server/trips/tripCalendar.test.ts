import { describe, expect, it } from 'vitest';
import { dayNumber, localDate } from './tripCalendar.ts';

describe('localDate', () => {
  it('reads an unknown zone as the server\'s, and the same instant twice alike', () => {
    const at = Date.UTC(2026, 7, 10, 14, 30);
    expect(localDate(at, 'Pas/Une_Zone')).toBe(localDate(at, null));
    expect(localDate(at, 'Asia/Tokyo')).toBe('2026-08-10');
    expect(localDate(at + 10 * 3_600_000, 'Asia/Tokyo')).toBe('2026-08-11');
    expect(localDate(at + 10 * 3_600_000, 'Asia/Tokyo')).toBe('2026-08-11');
  });
});

describe('dayNumber', () => {
  it('counts day 1 from the start, before it 0 or less', () => {
    expect(dayNumber('2026-08-01', '2026-08-01')).toBe(1);
    expect(dayNumber('2026-08-01', '2026-08-31')).toBe(31);
    expect(dayNumber('2026-08-01', '2026-07-31')).toBe(0);
    expect(dayNumber('2026-03-28', '2026-03-30')).toBe(3);
  });
});
