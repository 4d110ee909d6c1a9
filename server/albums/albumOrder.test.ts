import { describe, expect, it } from 'vitest';
import { inCaptureOrder } from './albumOrder.ts';

describe('inCaptureOrder', () => {
  it('goes by capture time, then by arrival, those without a time last by arrival', () => {
    const items = [
      { name: 'late', at: 5_000 },
      { name: 'undated-1', at: null },
      { name: 'early', at: 1_000 },
      { name: 'undated-2', at: undefined },
      // Taken at the same instant as `early`: arrival decides.
      { name: 'early-too', at: 1_000 },
      { name: 'middle', at: 3_000 },
    ];
    expect(inCaptureOrder(items, (item) => item.at).map((item) => item.name)).toEqual(['early', 'early-too', 'middle', 'late', 'undated-1', 'undated-2']);
  });

  it('leaves the items it is given as they were', () => {
    const items = [{ at: 2 }, { at: 1 }];
    expect(inCaptureOrder(items, (item) => item.at)).toEqual([{ at: 1 }, { at: 2 }]);
    expect(items).toEqual([{ at: 2 }, { at: 1 }]);
    expect(inCaptureOrder([], () => 0)).toEqual([]);
  });
});
