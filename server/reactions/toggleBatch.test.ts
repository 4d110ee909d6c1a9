import { describe, expect, it } from 'vitest';
import type { ReactionToggle } from './reactionsRepository.ts';
import { toggleBatch } from './toggleBatch.ts';

const toggle = (accountId: number): ReactionToggle => ({ kind: 'message', item: '1', accountId, emoji: '❤️', ts: 1, column: { message_ts: 1 } });

describe('toggleBatch', () => {
  it('writes the toggles of one turn together, and those of a later turn apart', async () => {
    const applied: number[][] = [];
    const soon = toggleBatch(async (toggles) => {
      applied.push(toggles.map((one) => one.accountId));
    });
    await Promise.all([soon(toggle(1)), soon(toggle(2)), soon(toggle(3))]);
    await soon(toggle(4));
    expect(applied).toEqual([[1, 2, 3], [4]]);
  });

  it('tries each toggle alone when their batch fails, so only the refused one hears of it', async () => {
    const applied: number[][] = [];
    const soon = toggleBatch(async (toggles) => {
      applied.push(toggles.map((one) => one.accountId));
      if (toggles.some((one) => one.accountId === 2)) throw new Error('FOREIGN KEY constraint failed');
    });
    const results = await Promise.allSettled([soon(toggle(1)), soon(toggle(2)), soon(toggle(3))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(applied).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
