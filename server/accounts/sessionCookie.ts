import { product } from '../../shared/product.ts';

/** The session cookie that lets `<img>` fetch photos: the same token as the API's, sent only to /media. */
export const SESSION_COOKIE = product.sessionCookie;
const MEDIA_PATH = '/media';

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Behind HTTPS: the browser then never sends it over plain HTTP. */
  secure: boolean;
}

/**
 * HttpOnly so page scripts never read it, SameSite=Strict so no other site's page makes the
 * browser send it, and Path=/media so the API keeps taking its token from the body only.
 */
export function sessionCookie(token: string, options: CookieOptions): string {
  return cookieFor(MEDIA_PATH, token, options);
}

function cookieFor(path: string, token: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const attributes = [`${SESSION_COOKIE}=${token}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The path of the archive download (archive/archiveRoutes.ts). */
export const EXPORT_PATH = '/api/admin/export';

/**
 * The archive link is followed by the browser as a plain navigation, which carries no body
 * token: the session that asked for the link travels in this cookie instead, only to the
 * download's path and only while the link lives, so a copied link alone opens nothing.
 */
export function exportSessionCookie(token: string, options: CookieOptions): string {
  return cookieFor(EXPORT_PATH, token, options);
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', { maxAgeSeconds: 0, secure });
}

/** The session token from a Cookie header, or undefined. */
export function readSessionCookie(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === SESSION_COOKIE) {
      const value = pair.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
