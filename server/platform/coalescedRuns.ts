/**
 * Runs `work` one at a time. A call while it runs does not start a second run beside it: it makes
 * the run go once more when it ends, so that what arrived meanwhile is not left to the next poll.
 * The job queue (platform/jobs/JobQueue.ts) claims its due rows this way.
 */
export function coalescedRuns(work: () => Promise<void>, onError: (error: unknown) => void, onIdle: () => void = () => undefined) {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    work()
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) run();
        else onIdle();
      });
  };
  return {
    run,
    get running(): boolean {
      return running;
    },
  };
}
