import type { Kysely } from 'kysely';
import type { Article, ArticleComment } from '../../shared/articleTypes.ts';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { reactionEmoji, videoCommentReactionId, type Reaction, type ReactionKind, type ReactionToggleBody } from '../../shared/reactionTypes.ts';
import { VIDEO_ID_PATTERN, type Video } from '../../shared/videoTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { createAccountBuckets, type TokenBucketOptions } from '../chat/tokenBucket.ts';
import { albumMessages } from '../albums/albumMessages.ts';
import { articleMessages } from '../articles/articleMessages.ts';
import { chatMessages } from '../chat/chatMessages.ts';
import { commentMessages } from '../comments/commentMessages.ts';
import type { LiveEvents } from '../live/liveEvents.ts';
import type { DB } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { videoAudience } from '../videos/videoAudience.ts';
import { videoMessages } from '../videos/videoMessages.ts';
import { reactionMessages } from './reactionMessages.ts';
import { reactionsRepository, type ItemColumn, type ItemKeys, type ReactionRow } from './reactionsRepository.ts';
import { toggleBatch } from './toggleBatch.ts';

export interface ReactionsServiceDeps {
  db: Kysely<DB>;
  /** Told after each toggle commits, for the live connections of every node. */
  events?: LiveEvents;
  now?: () => number;
  /** Per account: a burst of toggles, then a steady rate. */
  rate?: TokenBucketOptions;
}

// Thirty toggles in a row, then one a second: a relative going through an album never waits; a
// script toggling in a loop (2,000 in 2 s, each one a write and a live fan-out) does.
export const defaultReactionRate: TokenBucketOptions = { burst: 30, perSecond: 1 };

/** An item found, as the table keys it, with who may see it (null: every relative). */
interface FoundItem {
  item: string;
  column: ItemColumn;
  audience: number[] | null;
}

const NUMBER_ID = /^[1-9]\d{0,14}$/;
/** A video's comment, as `comment` reactions name it (videoCommentReactionId). */
const VIDEO_COMMENT_ID = /^v([1-9]\d{0,14})$/;
const VIDEO_ID = new RegExp(VIDEO_ID_PATTERN);
/** An album item's server-made name; anything else never reaches a query. */
const ITEM_NAME = VIDEO_ID;
const CONTROL = /\p{Cc}/u;

/** The number of the video's comment a `comment` reaction's id names, if it names one. */
export function videoCommentIdOf(id: string): number | undefined {
  const match = VIDEO_COMMENT_ID.exec(id);
  return match === null ? undefined : Number(match[1]);
}

const emojiOrder = new Map<string, number>(reactionEmoji.map((emoji, index) => [emoji, index]));

/** The reactions of one item as `reader` sees them: the six's order, pseudos in the order they came. */
export function toReactions(rows: readonly Pick<ReactionRow, 'emoji' | 'account_id' | 'pseudo'>[], reader: number): Reaction[] {
  const byEmoji = new Map<string, Reaction>();
  for (const row of rows) {
    let reaction = byEmoji.get(row.emoji);
    if (reaction === undefined) {
      reaction = { emoji: row.emoji, count: 0, mine: false, by: [] };
      byEmoji.set(row.emoji, reaction);
    }
    reaction.count += 1;
    reaction.by.push(row.pseudo);
    if (row.account_id === reader) reaction.mine = true;
  }
  return [...byEmoji.values()].sort((a, b) => (emojiOrder.get(a.emoji) ?? 99) - (emojiOrder.get(b.emoji) ?? 99));
}

/** Rows grouped by `kind:item`, for replies that carry many items. */
export function groupRows<Row extends Pick<ReactionRow, 'kind' | 'item'>>(rows: readonly Row[], key: (row: Row) => string = (row) => `${row.kind}:${row.item}`) {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [row]);
    else group.push(row);
  }
  return groups;
}

export function createReactionsService({ db, events, now = Date.now, rate = defaultReactionRate }: ReactionsServiceDeps) {
  const reactions = reactionsRepository(db);
  const buckets = createAccountBuckets(rate, now);

  function takeTurn(userId: number): void {
    if (!buckets.take(userId)) throw new HttpError(429, reactionMessages.tooManyReactions);
  }
  const toggleSoon = toggleBatch((toggles) => reactions.applyToggles(toggles));

  const numberId = (id: string, notFound: string): number => {
    if (!NUMBER_ID.test(id)) throw new HttpError(404, notFound);
    return Number(id);
  };

  /** The item the client names, or a 404 (403 when it is there but not for this relative). */
  async function find(user: AuthUser, kind: ReactionKind, id: string): Promise<FoundItem> {
    switch (kind) {
      case 'article': {
        const found = await reactions.findArticle(numberId(id, articleMessages.articleNotFound));
        if (!found) throw new HttpError(404, articleMessages.articleNotFound);
        return { item: String(found.id), column: { article_id: found.id }, audience: null };
      }
      case 'comment': {
        const videoCommentId = videoCommentIdOf(id);
        if (videoCommentId !== undefined) {
          const found = await reactions.findVideoComment(videoCommentId);
          if (!found) throw new HttpError(404, commentMessages.commentNotFound);
          return { item: videoCommentReactionId(found.id), column: { video_comment_id: found.id }, audience: videoAudience(user, found, reactionMessages.videoNotReady) };
        }
        const found = await reactions.findComment(numberId(id, commentMessages.commentNotFound));
        if (!found) throw new HttpError(404, commentMessages.commentNotFound);
        return { item: String(found.id), column: { comment_id: found.id }, audience: null };
      }
      case 'video': {
        const found = VIDEO_ID.test(id) ? await reactions.findVideo(id) : undefined;
        if (!found) throw new HttpError(404, videoMessages.videoNotFound);
        return { item: found.id, column: { video_id: found.id }, audience: videoAudience(user, found, reactionMessages.videoNotReady) };
      }
      case 'photo': {
        // `<album>/<image>`: an album's name may hold a slash, an item's name never does.
        const slash = id.lastIndexOf('/');
        const album = id.slice(0, slash).normalize('NFC');
        const name = id.slice(slash + 1);
        const found = slash > 0 && ITEM_NAME.test(name) && !CONTROL.test(album) ? await reactions.findPhoto(album, name) : undefined;
        if (!found) throw new HttpError(404, albumMessages.photoNotFound);
        return { item: String(found.id), column: { photo_id: found.id }, audience: null };
      }
      case 'message': {
        const found = await reactions.findMessage(numberId(id, chatMessages.messageNotFound));
        if (!found) throw new HttpError(404, chatMessages.messageNotFound);
        return { item: id, column: { message_ts: Number(found.ts) }, audience: null };
      }
    }
  }

  /** The rows a toggle just read, while it tells the live connections (see toggle). */
  const justRead = new Map<string, Promise<ReactionRow[]>>();

  return {
    async toggle(user: AuthUser, { kind, id, emoji }: ReactionToggleBody): Promise<Reaction[]> {
      if (!emojiOrder.has(emoji)) throw new HttpError(400, reactionMessages.emojiUnknown);
      const found = await find(user, kind, id);
      // Counted once the toggle is one that writes: a 404 or a 403 costs no turn.
      takeTurn(user.id);
      try {
        await toggleSoon({ kind, item: found.item, accountId: user.id, emoji, ts: now(), column: found.column });
      } catch (error) {
        // The item went between the look-up and the insert (its foreign key refused the row).
        await find(user, kind, id);
        throw error;
      }
      // One read serves the reply and this node's live fan-out, which asks for it (rowsOf) within
      // the emit; the other nodes read their own.
      const key = `${kind}:${found.item}`;
      const rows = reactions.forItems({ [kind]: [found.item] });
      justRead.set(key, rows);
      try {
        events?.emit('reaction', kind, id, found.item, found.audience);
      } finally {
        justRead.delete(key);
      }
      return toReactions(await rows, user.id);
    },

    /** The rows of one item, for the live fan-out: one read per toggle and node. */
    rowsOf: (kind: ReactionKind, item: string) => justRead.get(`${kind}:${item}`) ?? reactions.forItems({ [kind]: [item] }),

    /** The rows of the articles and of their comments, in one query. */
    rowsOfArticles(articles: readonly Article[]): Promise<ReactionRow[]> {
      const keys: ItemKeys = {
        article: articles.map((article) => String(article.id)),
        comment: articles.flatMap((article) => article.comments.map((comment) => String(comment.id))),
      };
      return reactions.forItems(keys);
    },

    /** Articles and their comments, each with its reactions as `reader` sees them. */
    async onArticles(articles: readonly Article[], reader: number): Promise<Article[]> {
      return withArticleReactions(articles, await this.rowsOfArticles(articles), reader);
    },

    /** Videos and their comments, each with its reactions as `reader` sees them, in one query. */
    async onVideos(videos: readonly Video[], reader: number): Promise<Video[]> {
      const commentKey = (comment: ArticleComment) => videoCommentReactionId(comment.id);
      const keys: ItemKeys = { video: videos.map((video) => video.id), comment: videos.flatMap((video) => video.comments.map(commentKey)) };
      const groups = groupRows(await reactions.forItems(keys));
      return videos.map((video) => ({
        ...video,
        reactions: toReactions(groups.get(`video:${video.id}`) ?? [], reader),
        comments: video.comments.map((comment) => ({ ...comment, reactions: toReactions(groups.get(`comment:${commentKey(comment)}`) ?? [], reader) })),
      }));
    },

    /** An album's items: a photo's reactions as `photo`, a video's as the Lapintube video's. */
    async onSlideshow(albumName: string, items: readonly SlideshowItem[], reader: number): Promise<SlideshowItem[]> {
      const videoIds = items.flatMap((item) => (item.kind === 'video' && item.name !== undefined ? [item.name] : []));
      const rows = await reactions.forAlbum(albumName.normalize('NFC'), videoIds);
      const groups = groupRows(rows, (row) => (row.kind === 'video' ? `video:${row.item}` : `photo:${row.name ?? ''}`));
      return items.map((item) => ({ ...item, reactions: toReactions(groups.get(`${item.kind === 'video' ? 'video' : 'photo'}:${item.name ?? ''}`) ?? [], reader) }));
    },

    async onMessages(messages: readonly ChatMessage[], reader: number): Promise<ChatMessage[]> {
      if (messages.length === 0) return [];
      const groups = groupRows(await reactions.forItems({ message: messages.map((message) => message.ts) }));
      // Only where there are some: a message nobody reacted to reads exactly as the spec's chat
      // sends it, to a client that knows nothing of reactions as to one that does.
      return messages.map((message) => {
        const rows = groups.get(`message:${message.ts}`);
        return rows === undefined ? message : { ...message, reactions: toReactions(rows, reader) };
      });
    },
  };
}

/** Articles with their reactions and their comments', from rows read for them beforehand. */
export function withArticleReactions(articles: readonly Article[], rows: readonly ReactionRow[], reader: number): Article[] {
  const groups = groupRows(rows);
  return articles.map((article) => ({
    ...article,
    reactions: toReactions(groups.get(`article:${article.id}`) ?? [], reader),
    comments: article.comments.map((comment) => ({ ...comment, reactions: toReactions(groups.get(`comment:${comment.id}`) ?? [], reader) })),
  }));
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
