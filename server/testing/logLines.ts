import { Writable } from 'node:stream';

/** A log destination for buildApp's `logStream` that keeps each line written to it, in order. */
export function logLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter((line) => line !== ''));
      done();
    },
  });
  return { stream, lines };
}
