import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './workQueue.ts';

describe('createWorkQueue', () => {
  it('never runs more than its concurrency at once, and runs every task in arrival order', async () => {
    const queue = createWorkQueue(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates: Array<() => void> = [];
    const tasks = Array.from({ length: 6 }, (_, n) =>
      queue.run(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return n * 10;
      }),
    );
    while (started.length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(queue.active).toBeLessThanOrEqual(2);
      gates.shift()?.();
    }
    for (const gate of gates) gate();
    await expect(Promise.all(tasks)).resolves.toEqual([0, 10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees its place when a task fails', async () => {
    const queue = createWorkQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('image illisible')))).rejects.toThrow('image illisible');
    await expect(queue.run(async () => 'suivante')).resolves.toBe('suivante');
    expect([queue.active, queue.pending]).toEqual([0, 0]);
  });
});
