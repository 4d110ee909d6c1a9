import { writeSync } from 'node:fs';
import type pino from 'pino';

export interface BlockLogOptions {
  /** The file descriptor the lines go to: stdout unless a test says otherwise. */
  fd?: number;
  /** Lines are written once this many bytes wait. */
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

function writeAll(fd: number, bytes: Buffer): void {
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
 * The server's log destination: lines are encoded one by one into a block and written once it
 * holds about 16 KB, one write(2) for a hundred access lines, and at least every `flushMs` (a
 * second). Writes are synchronous, like pino's default destination: nothing is ever half-written
 * in a worker thread when the process exits, and memory cannot grow behind a stalled reader.
 * pino's asynchronous writer (sonic-boom) joined the lines into one string and turned every block
 * it had written back into bytes to count them, which cost a busy feed more than the write
 * itself. Every waiting line is written before the process exits, whether it stops cleanly, is
 * stopped by `process.exit` or dies of an exception.
 */
export function blockLogDestination({ fd = 1, blockChars = 16 * 1024, flushMs = 1000 }: BlockLogOptions = {}): BlockLogDestination {
  // Room for a whole block more: a line of up to `blockChars` UTF-16 units always fits after the
  // threshold (3 bytes each at most), and a longer one is written on its own.
  const block = Buffer.allocUnsafe(4 * blockChars);
  let used = 0;
  let closed = false;
  const flushSync = () => {
    if (used === 0) return;
    const bytes = block.subarray(0, used);
    used = 0;
    tryWrite(bytes);
  };
  const tryWrite = (bytes: Buffer) => {
    try {
      writeAll(fd, bytes);
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
      if (3 * line.length > block.length - used) {
        flushSync();
        if (3 * line.length > block.length) return tryWrite(Buffer.from(line));
      }
      used += block.write(line, used);
      if (closed || used >= blockChars) flushSync();
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
