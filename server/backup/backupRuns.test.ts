import { describe, expect, it } from 'vitest';
import type { BackupProgress } from './createBackup.ts';
import { BackupRuns } from './backupRuns.ts';

/** A backup the test moves on by hand: its progress, then its end. */
function heldBackup() {
  const held: { report?: (progress: BackupProgress) => void; finish?: (bytes: number) => void; fail?: (error: unknown) => void; starts: number } = { starts: 0 };
  const take = (onProgress: (progress: BackupProgress) => void) =>
    new Promise<number>((resolve, reject) => {
      held.starts += 1;
      held.report = onProgress;
      held.finish = resolve;
      held.fail = reject;
    });
  return { held, take };
}

describe('the backup under way', () => {
  it('reports its progress, then its size, and a second start meanwhile joins it', async () => {
    let clock = 1_000;
    const runs = new BackupRuns(() => clock);
    const { held, take } = heldBackup();

    const first = runs.start(take, () => 'échec');
    const second = runs.start(take, () => 'échec');
    expect(held.starts).toBe(1);
    expect(runs.run).toMatchObject({ state: 'running', done: 0, total: 0, startedAt: 1_000 });
    held.report!({ done: 2, total: 5 });
    expect(runs.run).toMatchObject({ state: 'running', done: 2, total: 5 });

    held.report!({ done: 5, total: 5 });
    clock = 4_000;
    held.finish!(123_456);

    await expect(Promise.all([first, second])).resolves.toEqual([123_456, 123_456]);
    expect(runs.run).toEqual({ state: 'done', done: 5, total: 5, startedAt: 1_000, finishedAt: 4_000, bytes: 123_456, message: null });
    expect(runs.busy).toBe(false);
  });

  it('keeps the French reason of a failure, and lets the next start run', async () => {
    const runs = new BackupRuns();
    const { held, take } = heldBackup();
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

    const failed = runs.start(take, (error) => ((error as { code?: string }).code === 'ENOSPC' ? 'Le disque du serveur est plein' : 'autre'));
    held.fail!(full);
    await expect(failed).rejects.toBe(full);
    expect(runs.run).toMatchObject({ state: 'failed', message: 'Le disque du serveur est plein', bytes: null });

    await runs.settled();
    const again = runs.start(take, () => 'échec');
    expect(held.starts).toBe(2);
    held.finish!(1);
    await expect(again).resolves.toBe(1);
  });
});
