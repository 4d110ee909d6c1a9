import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange.ts';

describe('parseByteRange', () => {
  it('reads the three forms of a single range', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
  });

  it('stops a range at the end of the file, and a suffix at its start', () => {
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('cannot serve a range past the end or an empty suffix', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=5000-6000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers with the whole file when there is no header, or one it does not take', () => {
    for (const header of [undefined, 'bytes=-', 'items=0-5', 'bytes=0-5,10-20', 'bytes=9-3']) {
      expect(parseByteRange(header, 1000)).toEqual({ kind: 'whole' });
    }
  });
});
