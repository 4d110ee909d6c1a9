/** No slot came free in time, or too many wait already: the caller answers 503 with Retry-After. */
export class SlotsBusyError extends Error {
  constructor() {
    super('every probe slot is taken');
    this.name = 'SlotsBusyError';
  }
}

export interface ProbeSlotsOptions {
  /** Probes running at once (VIDEO_CONCURRENCY). */
  slots: number;
  /** Callers waiting at most; one more is refused at once. */
  maxWaiting: number;
  /** A caller waits at most this long for a slot. */
  maxWaitMs: number;
}

/**
 * The uploads' probes of one node, at most `slots` at once: ten hostile files arriving together
 * run one ffprobe each in turn, never ten side by side, so the node's memory is bounded by the
 * slots times VIDEO_MAX_MEMORY_MB. The others wait their turn in order, and past `maxWaiting` or
 * `maxWaitMs` are refused (SlotsBusyError) rather than kept waiting without end.
 */
export class ProbeSlots {
  private readonly options: ProbeSlotsOptions;
  private free: number;
  private readonly waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(options: ProbeSlotsOptions) {
    this.options = options;
    this.free = options.slots;
  }

  /** Runs `task` in a slot. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      return await task();
    } finally {
      this.give();
    }
  }

  private take(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(new SlotsBusyError());
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new SlotsBusyError());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private give(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next caller: `free` stays as it is.
    if (next) next.grant();
    else this.free += 1;
  }
}
