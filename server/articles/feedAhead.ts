import type { IncomingMessage } from 'node:http';
import type { Authenticator } from '../accounts/authTypes.ts';
import type { AheadAnswer, AheadRoute } from '../platform/http/answerAhead.ts';
import { sharedJsonCoding } from '../platform/http/sharedJson.ts';
import type { FeedReactions } from '../reactions/feedReactions.ts';
import type { ArticlesService } from './articlesService.ts';

/** `{"token":"…"}` with a token of at most 200 characters (shared/accountTypes.ts), escapes included. */
const MAX_BODY_BYTES = 2048;

const json = ['vary', 'accept-encoding', 'content-type', 'application/json; charset=utf-8'];
const headersByCoding = { identity: json, br: [...json, 'content-encoding', 'br'], gzip: [...json, 'content-encoding', 'gzip'] };

/** The token of a body that is exactly `{ token: string }`, as the route's schema wants it. */
function tokenOf(body: Buffer): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  // A `__proto__` or any other key besides the token is Fastify's to refuse.
  const keys = Object.keys(parsed);
  if (keys.length !== 1 || keys[0] !== 'token') return undefined;
  const { token } = parsed as { token: unknown };
  return typeof token === 'string' ? token : undefined;
}

export interface FeedAheadDeps {
  authenticator: Authenticator;
  articles: ArticlesService;
  feedReactions: FeedReactions;
}

/**
 * `POST /api/article/load` answered ahead of Fastify (platform/http/answerAhead.ts) when all it
 * needs is in memory: a session checked moments ago (the same check as `requireUser`'s first
 * one), the newest page still current, and its JSON for this reader already made, in the coding
 * the client wants. Anything else (a first poll, a new page, a new set of own reactions, an
 * unknown or revoked session, a body the schema would refuse) is Fastify's route's, which makes
 * and keeps what the next poll reuses.
 */
export function feedAhead({ authenticator, articles, feedReactions }: FeedAheadDeps): AheadRoute {
  return {
    method: 'POST',
    url: '/api/article/load',
    maxBodyBytes: MAX_BODY_BYTES,
    answer(body: Buffer, raw: IncomingMessage): AheadAnswer | undefined {
      const token = tokenOf(body);
      if (token === undefined || token === '') return undefined;
      const user = authenticator.recentlyAuthenticated(token);
      if (user === undefined) return undefined;
      const page = articles.firstPageIfFresh();
      const shared = page === undefined ? undefined : feedReactions.made(page, user.id);
      if (shared === undefined) return undefined;
      const coding = sharedJsonCoding(shared, raw.headers['accept-encoding']);
      const bytes = coding === undefined ? shared.json : shared[coding];
      if (bytes === undefined) return undefined;
      return { body: bytes, headers: headersByCoding[coding ?? 'identity'] };
    },
  };
}
