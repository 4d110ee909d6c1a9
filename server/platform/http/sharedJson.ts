import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentCoding } from './preferredEncoding.ts';

/** Answers below this go out as they are, as with every other JSON answer. */
const COMPRESS_FROM_BYTES = 1024;

/** One JSON answer sent to many clients, with each compressed form made the first time it is asked for. */
export interface SharedJson {
  /** Bytes rather than a string: neither its length nor its UTF-8 is worked out again per send. */
  readonly json: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function sharedJson(json: string): SharedJson {
  return { json: Buffer.from(json) };
}

/** The coding a shared answer goes out in for this Accept-Encoding; none for a short one. */
export function sharedJsonCoding(shared: SharedJson, acceptEncoding: string | undefined): ContentCoding | undefined {
  return shared.json.length < COMPRESS_FROM_BYTES ? undefined : preferredEncoding(acceptEncoding);
}

/**
 * Sends a shared answer in the coding the client prefers. The route opts out of the compression
 * plugin: compressing the same newest-articles page for every relative (and every poll) cost more
 * CPU than answering it, so it is compressed once per change instead, a little harder. On zlib's
 * threads, not the event loop: a trip's 1.8 MB of JSON takes ~150 ms to compress, which every
 * other request of the family would otherwise wait behind. Readers who come meanwhile share it.
 */
export async function sendSharedJson(request: FastifyRequest, reply: FastifyReply, shared: SharedJson): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const coding = sharedJsonCoding(shared, request.headers['accept-encoding']);
  if (coding === undefined) return reply.send(shared.json);
  const bytes = await (shared[coding] ??=
    coding === 'br' ? brotli(shared.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } }) : gzipped(shared.json, { level: 9 }));
  return reply.header('content-encoding', coding).send(bytes);
}
