import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
