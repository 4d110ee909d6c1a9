import type { FastifyRequest } from 'fastify';
import { HttpError } from '../platform/errors.ts';

/**
 * Refuses a body whose declared size is past what the route could ever accept, before a byte of
 * it is read: an oversized publish or upload costs the server neither memory nor time. Streaming
 * limits still apply to bodies that lie about their size or send no length.
 */
export function refuseDeclaredOversize(request: FastifyRequest, maxBodyBytes: number, message: string): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw new HttpError(413, message);
}

/** The body's Content-Length, or 0 when it sent none (chunked): a spool then checks as it writes. */
export function declaredBodyBytes(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > 0 ? declared : 0;
}

/** Room in a multipart body for its text fields and part headers, next to its files. */
export const multipartOverheadBytes = (fieldBytes: number, parts: number) => fieldBytes + parts * 1024 + 64 * 1024;
