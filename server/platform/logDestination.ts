import { writeSync } from 'node:fs';
import type pino from 'pino';

export interface BlockLogOptions {
  /** The file descriptor the lines go to: stdout unless a test says otherwise. */
  fd?: number;
  /** Lines are written once this many characters wait. */
  blockChars?: number;
  /** What waits is written at least this often, so a quiet server's lines still show. */
  flushMs?: number;
}

export interface BlockLogDestination extends pino.DestinationStream {
  /** Writes every line received so far before returning (at exit, and for tests). */
  flushSync(): void;
  /** At a stop: what waits is written, and every later line as it comes. */
  close(): void;
}

// A full pipe (stdout read by a slow journald, say) answers EAGAIN when it is non-blocking:
// the write is tried again after a short wait, as pino's own writer does.
const AGAIN_WAIT_MS = 10;
const pause = new Int32Array(new SharedArrayBuffer(4));

function writeAll(fd: number, text: string): void {
  let bytes = Buffer.from(text);
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAGAIN' && code !== 'EBUSY') throw error;
      Atomics.wait(pause, 0, 0, AGAIN_WAIT_MS);
    }
  }
}

/**
 * The server's log destination: lines are gathered here and written in blocks of about 16 KB,
 * one write(2) for a hundred access lines, and at least every `flushMs` (a second). Writes are
 * synchronous, like pino's default destination: nothing is ever half-written in a worker thread
 * when the process exits, and memory cannot grow behind a stalled reader. pino's asynchronous
 * writer (sonic-boom) turned every block it had written back into bytes to count them, which
 * cost a busy feed more than the write itself. Every waiting line is written before the process
 * exits, whether it stops cleanly, is stopped by `process.exit` or dies of an exception.
 */
export function blockLogDestination({ fd = 1, blockChars = 16 * 1024, flushMs = 1000 }: BlockLogOptions = {}): BlockLogDestination {
  let waiting: string[] = [];
  let waitingChars = 0;
  let closed = false;
  const flushSync = () => {
    if (waitingChars === 0) return;
    const block = waiting.length === 1 ? waiting[0]! : waiting.join('');
    waiting = [];
    waitingChars = 0;
    try {
      writeAll(fd, block);
    } catch {
      // stdout is gone (its reader closed it): the lines have nowhere to go, and the server
      // goes on serving.
    }
  };
  process.once('exit', flushSync);
  const timer = setInterval(flushSync, flushMs);
  timer.unref();
  return {
    write(line: string) {
      waiting.push(line);
      waitingChars += line.length;
      if (closed || waitingChars >= blockChars) flushSync();
    },
    flushSync,
    close() {
      closed = true;
      clearInterval(timer);
      process.off('exit', flushSync);
      flushSync();
    },
  };
}
