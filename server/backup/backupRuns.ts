import type { BackupRun } from '../../shared/storageTypes.ts';
import type { BackupProgress } from './createBackup.ts';

export const idleRun: BackupRun = { state: 'idle', done: 0, total: 0, startedAt: null, finishedAt: null, bytes: null, message: null };

/**
 * The backup under way, or the last one, as the admin screen follows it. One runs at a time: a
 * second start while one runs joins it (the schedule's and the button's alike). Backups are only
 * taken on SQLite, where a single node serves DATA_DIR (platform/jobs/JobQueue.ts, `singleNode`),
 * so one at a time in this process is one at a time for the family.
 */
export class BackupRuns {
  run: BackupRun = idleRun;
  private running: Promise<number> | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Runs `take` unless a backup already runs, and answers that run's archive size. */
  start(take: (onProgress: (progress: BackupProgress) => void) => Promise<number>, failure: (error: unknown) => string): Promise<number> {
    if (this.running) return this.running;
    this.run = { ...idleRun, state: 'running', startedAt: this.now() };
    const onProgress = ({ done, total }: BackupProgress) => {
      this.run = { ...this.run, done, total };
    };
    this.running = take(onProgress).then(
      (bytes) => {
        this.run = { ...this.run, state: 'done', finishedAt: this.now(), bytes };
        return bytes;
      },
      (error: unknown) => {
        this.run = { ...this.run, state: 'failed', finishedAt: this.now(), message: failure(error) };
        throw error;
      },
    );
    const settled = () => {
      this.running = undefined;
    };
    this.running.then(settled, settled);
    return this.running;
  }

  /** Waits for the run under way, whatever its end. */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }
}
