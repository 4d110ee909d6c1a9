import { randomBytes } from 'node:crypto';

export const EXPORT_LINK_LIFETIME_MS = 60_000;

/**
 * One-time download links for the admin's « Télécharger l'archive ». The browser follows a plain
 * link, so the download streams to disk instead of filling the page's memory; the link carries a
 * random key instead of the session token, works once, for one minute, and only with the session
 * that asked for it (its cookie comes with the navigation). Kept in memory: a restart simply means
 * asking again.
 */
export function createExportLinks(now: () => number = Date.now) {
  const links = new Map<string, { userId: number; sessionId: string; originals: boolean; expires: number }>();
  const prune = () => {
    for (const [key, link] of links) if (link.expires <= now()) links.delete(key);
  };
  return {
    /** `originals`: the archive this link downloads holds the photos' originals. */
    issue(userId: number, sessionId: string, originals = false): string {
      prune();
      const key = randomBytes(24).toString('hex');
      links.set(key, { userId, sessionId, originals, expires: now() + EXPORT_LINK_LIFETIME_MS });
      return key;
    },
    /** The session the key was issued to; undefined when unknown, used or expired. */
    sessionOf(key: string): string | undefined {
      prune();
      return links.get(key)?.sessionId;
    },
    /** The admin the key was issued to and what the archive holds, once; undefined when
     * unknown, used or expired. */
    redeem(key: string): { userId: number; originals: boolean } | undefined {
      prune();
      const link = links.get(key);
      links.delete(key);
      return link && { userId: link.userId, originals: link.originals };
    },
  };
}
