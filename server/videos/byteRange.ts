import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { videoMessages } from './videoMessages.ts';

/** What a Range header asks of a file of `size` bytes: all of it, one part, or nothing it has. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * RFC 9110 §14: `bytes=a-b`, `bytes=a-` and `bytes=-n`. A header this does not understand, or
 * that asks for several parts, is answered with the whole file, as the RFC allows; a range that
 * starts past the end, or a zero-length suffix, cannot be served (416).
 */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}

/**
 * A file of `size` bytes sent as the Range header asks: whole (200) or one part (206) with the
 * file's `headers` (type, cache), or a 416 in French that carries none of them.
 */
export function sendByteRange(reply: FastifyReply, rangeHeader: string | undefined, path: string, size: number, headers: Record<string, string>): FastifyReply {
  const range = parseByteRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send({ message: videoMessages.rangeNotSatisfiable });
  }
  reply.headers(headers).header('accept-ranges', 'bytes');
  if (range.kind === 'whole') return reply.header('content-length', size).send(createReadStream(path));
  const { start, end } = range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(createReadStream(path, { start, end }));
}
