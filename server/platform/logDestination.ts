import pino from 'pino';

export interface LogDestinationOptions {
  /** The file descriptor the lines go to: stdout unless a test says otherwise. */
  fd?: number;
  /** Lines wait until this many bytes are buffered, so a busy server writes them in blocks. */
  minLength?: number;
  /** Past this many bytes waiting for a reader, new lines are dropped. */
  maxLength?: number;
  /** What waits is written at least this often, so a quiet server's lines still show. */
  flushMs?: number;
}

export interface LogDestination {
  stream: ReturnType<typeof pino.destination>;
  /**
   * Called once a logger writes to the stream: the lines dropped while the reader stalled are
   * then counted in one warning, as soon as the reader has caught up.
   */
  reportDropsTo(logger: { warn(fields: object, message: string): void }): void;
}

/** 4 MB: two to ten seconds of a busy feed's access lines, and a bounded cost in memory. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * The server's log destination: pino's own asynchronous writer (sonic-boom) with a bounded
 * buffer. A write to stdout never blocks the event loop: when its reader stalls (a busy journald,
 * a full pipe, `npm start | less`), lines wait in memory up to `maxLength`, and past it they are
 * dropped and counted rather than the server frozen; once the reader has taken everything
 * waiting, one warning says how many were lost. The lines still waiting when the process exits
 * are written then (pino flushes its asynchronous destinations at exit), unless the reader is
 * still stalled: the exit does not wait for it.
 */
let exiting: boolean | undefined;

// The default fd is asked of process.stdout, which makes Node open it as a stream: that puts a pipe
// in non-blocking mode, so a write to a full pipe answers EAGAIN (sonic-boom tries again later)
// instead of holding a thread of libuv's pool until the reader reads, and the flush at exit can
// give up on a reader that does not read.
export function logDestination({ fd = process.stdout.fd, minLength = 4096, maxLength = LOG_BUFFER_BYTES, flushMs = 1000 }: LogDestinationOptions = {}): LogDestination {
  if (exiting === undefined) {
    exiting = false;
    // Registered before pino's own exit flush (pino.destination registers it), so it runs first.
    process.once('exit', () => {
      exiting = true;
    });
  }
  const stream = pino.destination({
    dest: fd,
    sync: false,
    minLength,
    maxLength,
    periodicFlush: flushMs,
    // At exit, a reader that does not read would hold the process forever.
    retryEAGAIN: () => !exiting,
  });
  let dropped = 0;
  stream.on('drop', () => {
    dropped += 1;
  });
  return {
    stream,
    reportDropsTo(logger) {
      // 'drain': everything buffered was written, the reader is reading again.
      stream.on('drain', () => {
        if (dropped === 0) return;
        const count = dropped;
        dropped = 0;
        logger.warn({ dropped: count }, 'log lines dropped: stdout was not read');
      });
    },
  };
}
