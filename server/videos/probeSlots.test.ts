import { describe, expect, it } from 'vitest';
import { ProbeSlots, SlotsBusyError } from './probeSlots.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('ProbeSlots', () => {
  it('runs at most `slots` tasks at once, the others in their order of arrival', async () => {
    const slots = new ProbeSlots({ slots: 2, maxWaiting: 10, maxWaitMs: 10_000 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let active = 0;
    let most = 0;
    const runs = gates.map((g, index) =>
      slots.run(async () => {
        started.push(index);
        active += 1;
        most = Math.max(most, active);
        await g.opened;
        active -= 1;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('refuses at once past `maxWaiting`, and after `maxWaitMs` of waiting', async () => {
    const slots = new ProbeSlots({ slots: 1, maxWaiting: 1, maxWaitMs: 50 });
    const hold = gate();
    const running = slots.run(() => hold.opened);
    const waiting = slots.run(async () => 'turn');
    await expect(slots.run(async () => 'third')).rejects.toBeInstanceOf(SlotsBusyError);
    await expect(waiting).rejects.toBeInstanceOf(SlotsBusyError);
    hold.open();
    await running;
    // The slot came back: the next caller runs at once.
    expect(await slots.run(async () => 'again')).toBe('again');
  });

  it('gives the slot back when a task throws', async () => {
    const slots = new ProbeSlots({ slots: 1, maxWaiting: 0, maxWaitMs: 50 });
    await expect(slots.run(() => Promise.reject(new Error('ffprobe')))).rejects.toThrow('ffprobe');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
