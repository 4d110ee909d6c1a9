import { describe, expect, it } from 'vitest';
import { albumDayGroups, formatAlbumDay } from './albumDays.ts';

describe('albumDayGroups', () => {
  it('orders by capture time, then by arrival, a group per day, the undated last by arrival', () => {
    const groups = albumDayGroups([
      { takenAt: 5_000, day: '2026-08-05' },
      undefined,
      { takenAt: 1_000, day: '2026-08-04' },
      { takenAt: 3_000, day: '2026-08-04' },
      {},
      // Taken at the same instant as the first: arrival decides.
      { takenAt: 1_000, day: '2026-08-04' },
    ]);
    expect(groups).toEqual([
      { day: '2026-08-04', indexes: [2, 5, 3] },
      { day: '2026-08-05', indexes: [0] },
      { day: undefined, indexes: [1, 4] },
    ]);
  });

  it('keeps an album the server sent in capture order as it is, so tile n is the viewer\'s photo n', () => {
    const groups = albumDayGroups([
      { takenAt: 1_000, day: '2026-08-04' },
      { takenAt: 1_000, day: '2026-08-04' },
      { takenAt: 3_000, day: '2026-08-05' },
      {},
      undefined,
    ]);
    expect(groups?.flatMap((group) => group.indexes)).toEqual([0, 1, 2, 3, 4]);
    expect(groups?.map((group) => group.day)).toEqual(['2026-08-04', '2026-08-05', undefined]);
  });

  it('keeps one block in the album order when no item has a day', () => {
    expect(albumDayGroups([undefined, {}, {}])).toBeNull();
    expect(albumDayGroups([])).toBeNull();
  });

  it('starts a new heading when a later day comes back to an earlier date (a flight east then west)', () => {
    const groups = albumDayGroups([
      { takenAt: 1, day: '2026-08-10' },
      { takenAt: 2, day: '2026-08-11' },
      { takenAt: 3, day: '2026-08-10' },
    ]);
    expect(groups?.map((group) => group.day)).toEqual(['2026-08-10', '2026-08-11', '2026-08-10']);
  });
});

describe('formatAlbumDay', () => {
  it('reads « mardi 4 août », with the year when it is not this one', () => {
    expect(formatAlbumDay('2026-08-04', 2026)).toBe('mardi 4 août');
    expect(formatAlbumDay('2025-12-31', 2026)).toBe('mercredi 31 décembre 2025');
  });
});
