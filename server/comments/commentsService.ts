import type { Kysely } from 'kysely';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { createTokenBucket, type TokenBucketOptions } from '../chat/tokenBucket.ts';
import type { DB } from '../platform/db/schema.ts';
import type { LiveEvents } from '../live/liveEvents.ts';
import { HttpError } from '../platform/errors.ts';
import { articlesRepository } from '../articles/articlesRepository.ts';
import { commentsRepository, type CommentRecord } from './commentsRepository.ts';
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

export function toComment(record: CommentRecord): ArticleComment {
  return { id: record.id, writer: record.writer, ts: Number(record.ts), text: record.text };
}

export function createCommentsService({ db, events, now = Date.now, rate = defaultCommentRate }: CommentsServiceDeps) {
  const comments = commentsRepository(db);
  const buckets = new Map<number, ReturnType<typeof createTokenBucket>>();

  function takeTurn(userId: number): void {
    let bucket = buckets.get(userId);
    if (!bucket) {
      bucket = createTokenBucket(rate, now);
      buckets.set(userId, bucket);
    }
    if (!bucket.take()) throw new HttpError(429, commentMessages.tooManyComments);
  }

  return {
    async add(user: AuthUser, articleId: number, raw: string): Promise<ArticleComment> {
      const text = readCommentText(raw);
      takeTurn(user.id);
      const id = await db.transaction().execute(async (trx) => {
        // In the same transaction as the insert: a comment never lands under a deleted article.
        if (!(await articlesRepository(trx).findById(articleId))) throw new HttpError(404, articleMessages.articleNotFound);
        return commentsRepository(trx).insert({ article_id: articleId, writer_id: user.id, ts: now(), text });
      });
      const record = await comments.findById(id);
      if (!record) throw new HttpError(404, commentMessages.commentNotFound);
      const comment = toComment(record);
      events?.emit('commentadded', articleId, comment);
      return comment;
    },

    async remove(user: AuthUser, articleId: number, commentId: number): Promise<void> {
      const record = await comments.findById(commentId);
      if (!record || record.article_id !== articleId) throw new HttpError(404, commentMessages.commentNotFound);
      // Rights follow the account id, as for articles; an admin moderates every thread.
      if (record.writer_id !== user.id && user.role !== 'admin') throw new HttpError(403, commentMessages.notCommentWriter);
      await comments.remove(commentId);
      events?.emit('commentdeleted', articleId, commentId);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
