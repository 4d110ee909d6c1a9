import { describe, expect, it } from 'vitest';
import { formatChatDay, formatDay, formatDayTime, formatTime } from './formatDate.ts';

// Dates are built in local time, so the tests hold in any time zone.
const local = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month, day, hours, minutes).getTime();

describe('formatDate', () => {
  it('writes a day as dd/mm/yyyy with zero padding', () => {
    expect(formatDay(local(2025, 0, 5))).toBe('05/01/2025');
  });

  it('writes two-digit days and months as they are', () => {
    expect(formatDay(local(2024, 11, 31, 23, 59))).toBe('31/12/2024');
  });

  it('adds hh:mm in 24-hour local time, zero-padded', () => {
    expect(formatDayTime(local(2025, 8, 1, 7, 3))).toBe('01/09/2025 07:03');
    expect(formatDayTime(local(2025, 5, 15, 18, 45))).toBe('15/06/2025 18:45');
  });

  it('shows midnight as 00:00 on the new day', () => {
    expect(formatDayTime(local(2025, 2, 10, 0, 0))).toBe('10/03/2025 00:00');
  });

  it('writes the time alone as hh:mm', () => {
    expect(formatTime(local(2025, 8, 1, 7, 3))).toBe('07:03');
  });

  it("names the chat's days: today, yesterday across a month, a weekday, and the year when not this year's", () => {
    const words = { today: "Aujourd'hui", yesterday: 'Hier' };
    const now = local(2026, 11, 1, 8, 30);
    expect(formatChatDay(local(2026, 11, 1, 0, 0), now, words)).toBe("Aujourd'hui");
    expect(formatChatDay(local(2026, 10, 30, 23, 59), now, words)).toBe('Hier');
    expect(formatChatDay(local(2026, 10, 24, 12, 0), now, words)).toBe('mardi 24 novembre');
    expect(formatChatDay(local(2025, 10, 24, 12, 0), now, words)).toBe('lundi 24 novembre 2025');
  });
});
