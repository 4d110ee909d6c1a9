import { describe, expect, it } from 'vitest';
import { HeldDeliveries } from './heldDeliveries.ts';

describe('HeldDeliveries', () => {
  it('names the sockets that already hold a ts, until a newer one passes', () => {
    const held = new HeldDeliveries();
    held.hold('lecteur', 30);
    held.hold('autre', 40);
    expect(held.holding(25)).toEqual(['lecteur', 'autre']);
    expect(held.holding(31)).toEqual(['autre']);
    // Retired by 31: deliveries come in ts order, so nothing it holds comes after.
    expect(held.holding(30)).toEqual(['autre']);
    held.forget('autre');
    expect(held.holding(35)).toEqual([]);
  });
});
