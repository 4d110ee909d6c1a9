import { describe, expect, it } from 'vitest';
import { stepGroups } from './stepGroups.ts';

describe('stepGroups', () => {
  it('puts together the steps that would cover each other, and leaves the others apart', () => {
    const steps = [
      { index: 0, x: 100, y: 100, count: 12 },
      { index: 1, x: 110, y: 104, count: 3 },
      { index: 2, x: 300, y: 100, count: 27 },
      { index: 3, x: 340, y: 100, count: 1 },
    ];
    expect(stepGroups(steps, 44)).toEqual([[2, 3], [0, 1]]);
    expect(stepGroups(steps, 8)).toEqual([[2], [0], [1], [3]]);
  });

  it('gives each step its own marker when none is near another', () => {
    expect(stepGroups([{ index: 0, x: 0, y: 0, count: 1 }], 44)).toEqual([[0]]);
    expect(stepGroups([], 44)).toEqual([]);
  });
});
