import pino from 'pino';

export interface BlockLogOptions {
  /** The file descriptor the lines go to: stdout unless a test says otherwise. */
  fd?: number;
  /** Lines are handed on once this many characters wait. */
  blockChars?: number;
  /** What waits is handed on at least this often, so a quiet server's lines still show. */
  flushMs?: number;
}

export interface BlockLogDestination extends pino.DestinationStream {
  /** Writes every line received so far before returning (at exit, and for tests). */
  flushSync(): void;
  /**
   * At a stop: what waits, and every later line, goes to sonic-boom at once, and is written when
   * the process exits.
   */
  close(): void;
}

/**
 * The server's log destination: lines are gathered here and handed to pino's asynchronous
 * writer (sonic-boom) in blocks of about 4 KB, which writes them once 12 KB wait. sonic-boom
 * measures the UTF-8 length of all the text it holds at every line it is given, which cost a busy
 * feed as much as writing the lines; a block is measured once. Lines wait at most `flushMs` (a
 * second), and are written before the process exits, whether it stops cleanly, is stopped by
 * `process.exit` or dies of an exception: what sonic-boom holds is then written synchronously.
 */
export function blockLogDestination({ fd = 1, blockChars = 4 * 1024, flushMs = 1000 }: BlockLogOptions = {}): BlockLogDestination {
  let waiting: string[] = [];
  let waitingChars = 0;
  let closed = false;
  // Once pino's writer is ended (at a natural exit), nothing more can be handed to it.
  let ended = false;
  const handOn = () => {
    if (waitingChars === 0 || ended) return;
    const block = waiting.length === 1 ? waiting[0]! : waiting.join('');
    waiting = [];
    waitingChars = 0;
    sonic.write(block);
  };
  const flushSync = () => {
    handOn();
    if (!ended) sonic.flushSync();
  };
  // Registered before pino's own exit handler (which the destination below registers), so the
  // last block is handed on before pino writes out what sonic-boom holds.
  process.once('beforeExit', handOn);
  process.once('exit', flushSync);
  const sonic = pino.destination({ dest: fd, sync: false, minLength: Math.min(3 * blockChars, 12 * 1024) });
  sonic.once('close', () => {
    ended = true;
  });
  const timer = setInterval(() => {
    if (waitingChars === 0) return;
    handOn();
    if (!ended) sonic.flush();
  }, flushMs);
  timer.unref();
  return {
    write(line: string) {
      waiting.push(line);
      waitingChars += line.length;
      if (closed || waitingChars >= blockChars) handOn();
    },
    flushSync,
    close() {
      // From here on lines go straight to sonic-boom, whose exit handler writes what it holds.
      closed = true;
      clearInterval(timer);
      process.off('beforeExit', handOn);
      process.off('exit', flushSync);
      handOn();
    },
  };
}
