export type ContentCoding = 'br' | 'gzip';

function qualityOf(token: string): number {
  const match = /;\s*q\s*=\s*([^\s;]*)/i.exec(token);
  if (match === null) return 1;
  const q = Number(match[1]);
  // A malformed weight counts as a refusal rather than as full acceptance.
  return match[1] !== '' && Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
}

/**
 * The coding to answer with, from an Accept-Encoding header (RFC 9110 §12.5.3): brotli when it is
 * acceptable at least as much as gzip, gzip next, and none when neither is acceptable (q=0, or
 * not named and no `*`).
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const token of acceptEncoding.split(',')) {
    const name = token.split(';', 1)[0]!.trim().toLowerCase();
    if (name === 'br') br = qualityOf(token);
    else if (name === 'gzip' || name === 'x-gzip') gzip = qualityOf(token);
    else if (name === '*') any = qualityOf(token);
  }
  const brQuality = br ?? any ?? 0;
  const gzipQuality = gzip ?? any ?? 0;
  if (brQuality > 0 && brQuality >= gzipQuality) return 'br';
  if (gzipQuality > 0) return 'gzip';
  return undefined;
}
