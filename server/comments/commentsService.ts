import type { Kysely } from 'kysely';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { createAccountBuckets, type TokenBucketOptions } from '../chat/tokenBucket.ts';
import type { DB } from '../platform/db/schema.ts';
import type { LiveEvents } from '../live/liveEvents.ts';
import { HttpError } from '../platform/errors.ts';
import { articlesRepository } from '../articles/articlesRepository.ts';
import { commentsRepository, videoCommentsRepository, type CommentRecord } from './commentsRepository.ts';
import { videoAudience } from '../videos/videoAudience.ts';
import { videoMessages } from '../videos/videoMessages.ts';
import { articleMessages } from '../articles/articleMessages.ts';
import { commentMessages } from './commentMessages.ts';
import { readCommentText } from './commentText.ts';

export interface CommentsServiceDeps {
  db: Kysely<DB>;
  /** Told after each write commits, for the live connection. */
  events?: LiveEvents;
  now?: () => number;
  /** Per account: a burst of comments, then a steady rate. */
  rate?: TokenBucketOptions;
}

// Ten comments in a row, then one every six seconds: a lively thread never waits, a script does.
export const defaultCommentRate: TokenBucketOptions = { burst: 10, perSecond: 1 / 6 };

/** What a comment row of any thread holds. */
type AnyCommentRecord = Pick<CommentRecord, 'id' | 'writer' | 'writer_id' | 'ts' | 'text'>;

/** One kind of thread (an article's, a video's): where its comments live and what they hang under. */
interface Thread<Target> {
  /** Inside the insert's transaction (a comment never lands under a deleted article or video):
   * throws 404 when the target is gone, 403 when `user` may not comment on it. */
  admit(trx: Kysely<DB>, target: Target, user: AuthUser): Promise<void>;
  insert(trx: Kysely<DB>, target: Target, values: { writer_id: number; ts: number; text: string; client_id: string | null }): Promise<number>;
  find(commentId: number): Promise<(AnyCommentRecord & { target: Target }) | undefined>;
  byClientId(writerId: number, clientId: string): Promise<AnyCommentRecord | undefined>;
  remove(commentId: number): Promise<void>;
  added?(target: Target, comment: ArticleComment): void;
  deleted?(target: Target, commentId: number): void;
}

export function toComment(record: AnyCommentRecord): ArticleComment {
  return { id: record.id, writer: record.writer, ts: Number(record.ts), text: record.text };
}

export function createCommentsService({ db, events, now = Date.now, rate = defaultCommentRate }: CommentsServiceDeps) {
  const comments = commentsRepository(db);
  const buckets = createAccountBuckets(rate, now);

  function takeTurn(userId: number): void {
    if (!buckets.take(userId)) throw new HttpError(429, commentMessages.tooManyComments);
  }

  const articleThread: Thread<number> = {
    admit: async (trx, articleId) => {
      if ((await articlesRepository(trx).findById(articleId)) === undefined) throw new HttpError(404, articleMessages.articleNotFound);
    },
    insert: (trx, articleId, values) => commentsRepository(trx).insert({ ...values, article_id: articleId }),
    find: async (commentId) => {
      const record = await comments.findById(commentId);
      return record && { ...record, target: record.article_id };
    },
    byClientId: (writerId, clientId) => comments.byClientId(writerId, clientId),
    remove: (commentId) => comments.remove(commentId),
    added: (articleId, comment) => events?.emit('commentadded', articleId, comment),
    deleted: (articleId, commentId) => events?.emit('commentdeleted', articleId, commentId),
  };

  const videoComments = videoCommentsRepository(db);
  // No live event: a video's page reads its thread when it opens, and after each of its own writes.
  const videoThread: Thread<string> = {
    admit: async (trx, videoId, user) => {
      const video = await videoCommentsRepository(trx).findVideo(videoId);
      if (video === undefined) throw new HttpError(404, videoMessages.videoNotFound);
      videoAudience(user, video, videoMessages.notReadyForComments);
    },
    insert: (trx, videoId, values) => videoCommentsRepository(trx).insert({ ...values, video_id: videoId }),
    find: async (commentId) => {
      const record = await videoComments.findById(commentId);
      return record && { ...record, target: record.video_id };
    },
    byClientId: (writerId, clientId) => videoComments.byClientId(writerId, clientId),
    remove: (commentId) => videoComments.remove(commentId),
  };

  // Exactly once (issue 24's outbox): a device sends a comment again, under the id it made when
  // the relative sent it, until it hears the answer; the same (writer, clientId) may even come
  // twice at once, on one node or two. The unique index refuses the second row, and the first
  // one's comment is the answer: not stored, counted against the rate or announced again.
  const storedBefore = <Target>(thread: Thread<Target>, user: AuthUser, clientId: string | undefined) =>
    clientId === undefined ? Promise.resolve(undefined) : thread.byClientId(user.id, clientId);

  async function add<Target>(thread: Thread<Target>, user: AuthUser, target: Target, raw: string, clientId?: string): Promise<ArticleComment> {
    const before = await storedBefore(thread, user, clientId);
    if (before) return toComment(before);
    const text = readCommentText(raw);
    takeTurn(user.id);
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        await thread.admit(trx, target, user);
        return thread.insert(trx, target, { writer_id: user.id, ts: now(), text, client_id: clientId ?? null });
      });
    } catch (error) {
      const first = error instanceof HttpError ? undefined : await storedBefore(thread, user, clientId).catch(() => undefined);
      if (first) return toComment(first);
      throw error;
    }
    const record = await thread.find(id);
    if (!record) throw new HttpError(404, commentMessages.commentNotFound);
    const comment = toComment(record);
    thread.added?.(target, clientId === undefined ? comment : { ...comment, clientId });
    return comment;
  }

  async function remove<Target>(thread: Thread<Target>, user: AuthUser, target: Target, commentId: number): Promise<void> {
    const record = await thread.find(commentId);
    if (!record || record.target !== target) throw new HttpError(404, commentMessages.commentNotFound);
    // Rights follow the account id, as for articles; an admin moderates every thread.
    if (record.writer_id !== user.id && user.role !== 'admin') throw new HttpError(403, commentMessages.notCommentWriter);
    await thread.remove(commentId);
    thread.deleted?.(target, commentId);
  }

  return {
    add: (user: AuthUser, articleId: number, raw: string, clientId?: string) => add(articleThread, user, articleId, raw, clientId),
    remove: (user: AuthUser, articleId: number, commentId: number) => remove(articleThread, user, articleId, commentId),
    /** Lapintube's threads: the same rules, the same per-account rate as the articles' ones. */
    addToVideo: (user: AuthUser, videoId: string, raw: string, clientId?: string) => add(videoThread, user, videoId, raw, clientId),
    removeFromVideo: (user: AuthUser, videoId: string, commentId: number) => remove(videoThread, user, videoId, commentId),
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
