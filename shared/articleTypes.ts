// Request and response shapes of the article calls (spec §7). The server validates bodies with
// these schemas and the client imports the same types (type-only, so nothing ships to the browser).
import { Type, type Static } from '@sinclair/typebox';
import { Reaction } from './reactionTypes.ts';
import { articleLimits } from './articleLimits.ts';
import { ClientId } from './clientId.ts';
import { Place } from './tripTypes.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });
const ArticleId = Type.Integer({ minimum: 1 });

export const ElementType = Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('video')]);
export type ElementType = Static<typeof ElementType>;

/** What a client sends for one element. For an image, `content` is the file name of an `images`
 * part of the same request, or (editor) the stored name of an image the article already has, or,
 * with `photo: true` (issue 40), the id of a photo the writer uploaded ahead with
 * `POST /api/article/photo`. For a video (issue 23), `content` is the id of one of Lapintube's videos. */
export const StructureElementInput = Type.Object(
  {
    type: ElementType,
    name: Type.String({ maxLength: articleLimits.elementName }),
    content: Type.String(),
    photo: Type.Optional(Type.Literal(true)),
    /** Issue 40: image elements, the line under the photo. Optional and extra to the spec's
     * element, which clients of the spec ignore: every spec view shows the article unchanged. */
    caption: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type StructureElementInput = Static<typeof StructureElementInput>;

/** The `structure` field of publish and edit, JSON-encoded in the multipart body. */
export const ArticleDraftInput = Type.Object(
  {
    title: Type.String(),
    bandeau: Type.String(),
    structure: Type.Array(StructureElementInput, { maxItems: articleLimits.elements }),
  },
  { additionalProperties: false },
);
export type ArticleDraftInput = Static<typeof ArticleDraftInput>;

/** A stored element. Image elements name a server-generated image; their pixels come from
 * `/api/article/image`, so lists stay small (docs/articles.md). */
export const StructureElement = Type.Object({
  type: ElementType,
  name: Type.String(),
  content: Type.String(),
  /** Image elements: the URL of the 1600 px rendition (shared/photoUrls.ts). */
  url: Type.Optional(Type.String()),
  /**
   * Image elements: the upright size of the original in pixels, so a page keeps its place before
   * the photo arrives. Absent for photos stored before it was recorded.
   */
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
  /**
   * Video elements (issue 23), as the video is when the article is read: `deleted` once it is gone
   * from Lapintube (the element stays, the page says so). `url` and `poster` exist once it is
   * `ready`; `width` and `height` once probed. Optional, so clients of before issue 23 keep working.
   */
  status: Type.Optional(Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed'), Type.Literal('deleted')])),
  progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** Video elements: seconds. */
  duration: Type.Optional(Type.Number()),
  poster: Type.Optional(Type.String()),
  /** Video elements: the video's title on Lapintube. */
  title: Type.Optional(Type.String()),
  /** Image elements (issue 40): the line under the photo, absent without one. */
  caption: Type.Optional(Type.String()),
});
export type StructureElement = Static<typeof StructureElement>;

export const ArticleContent = Type.Object({
  title: Type.String(),
  // The spec's word for the article's summary line under its title. It has no other name: the
  // wire, the code and the database column all say `bandeau`, so there is nothing to map.
  bandeau: Type.String(),
  structure: Type.Array(StructureElement),
});
export type ArticleContent = Static<typeof ArticleContent>;

/** One comment under an article; `text` is plain text, shown as such, never as HTML. */
export const ArticleComment = Type.Object({
  id: Type.Integer(),
  /** The writer's firstName (pseudo). */
  writer: Type.String(),
  /** Epoch milliseconds. */
  ts: Type.Number(),
  text: Type.String(),
  /** The id the writer's device gave it (issue 24's outbox), in the live event of a comment just
   * added: the writer's other screen settles its waiting copy by it, its answer being lost. */
  clientId: Type.Optional(Type.String()),
  /** Issue 25: its reactions as the reader sees them (absent in live events). */
  reactions: Type.Optional(Type.Array(Reaction)),
});
export type ArticleComment = Static<typeof ArticleComment>;

export const Article = Type.Object({
  id: Type.Integer(),
  /** The writer's firstName (pseudo). */
  writer: Type.String(),
  /** Epoch milliseconds of the publication or of the last edit. */
  ts: Type.Number(),
  content: ArticleContent,
  /** Oldest first. */
  comments: Type.Array(ArticleComment),
  /** The URL of the first photo's 400 px rendition, for the feed tile; without photos, the first
   * ready video's 400 px thumbnail (issue 23); absent without either. */
  thumbnail: Type.Optional(Type.String()),
  /** Issue 25: its reactions as the reader sees them. */
  reactions: Type.Optional(Type.Array(Reaction)),
  /** Issue 39: where it was written (its `place` field, else its first located photo), null when
   * unknown, hidden or in a home zone; always sent by the server. */
  place: Type.Optional(Type.Union([Place, Type.Null()])),
  /** Issue 39: its day in its trip (1 = the trip's start), null outside every trip. */
  day: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
});
export type Article = Static<typeof Article>;

export const LoadBody = Type.Object({ token: Token }, { additionalProperties: false });
export type LoadBody = Static<typeof LoadBody>;

export const LoadMoreBody = Type.Object(
  { token: Token, lastid: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type LoadMoreBody = Static<typeof LoadMoreBody>;

export const LoadLatestBody = Type.Object(
  { token: Token, firstid: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type LoadLatestBody = Static<typeof LoadLatestBody>;

export const ArticleIdBody = Type.Object({ token: Token, id: ArticleId }, { additionalProperties: false });
export type ArticleIdBody = Static<typeof ArticleIdBody>;

/** `/api/admin/deletearticle`, moderation: an admin removes any article, with its images and comments. */
export const DeleteArticleBody = Type.Object({ token: Token, id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type DeleteArticleBody = Static<typeof DeleteArticleBody>;

export const ImageBody = Type.Object(
  { token: Token, id: ArticleId, name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type ImageBody = Static<typeof ImageBody>;

// The server checks the length and blankness itself, to answer in French rather than with a schema error.
export const CommentBody = Type.Object(
  { token: Token, id: ArticleId, text: Type.String({ maxLength: 20_000 }), clientId: Type.Optional(ClientId) },
  { additionalProperties: false },
);
export type CommentBody = Static<typeof CommentBody>;

export const UncommentBody = Type.Object(
  { token: Token, id: ArticleId, commentId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type UncommentBody = Static<typeof UncommentBody>;

export const CommentReply = Type.Object({ comment: ArticleComment });
export type CommentReply = Static<typeof CommentReply>;

export const UncommentReply = Type.Literal('done');
export type UncommentReply = Static<typeof UncommentReply>;

/** `firstid` is the newest id of the page and `lastid` the oldest; both 0 when there is none. */
export const LoadReply = Type.Object({
  articles: Type.Array(Article),
  firstid: Type.Integer(),
  lastid: Type.Integer(),
});
export type LoadReply = Static<typeof LoadReply>;

export const LoadMoreReply = Type.Object({ articles: Type.Array(Article), lastid: Type.Integer() });
export type LoadMoreReply = Static<typeof LoadMoreReply>;

export const LoadLatestReply = Type.Object({ articles: Type.Array(Article), firstid: Type.Integer() });
export type LoadLatestReply = Static<typeof LoadLatestReply>;

export const ArticleReply = Type.Object({ article: Article });
export type ArticleReply = Static<typeof ArticleReply>;

export const PublishReply = Type.Object({ status: Type.Literal('success'), article: Article });
export type PublishReply = Static<typeof PublishReply>;

export const EditReply = Type.Object({ status: Type.Literal('success'), article: Article });
export type EditReply = Static<typeof EditReply>;

export const DeleteReply = Type.Literal('done');
export type DeleteReply = Static<typeof DeleteReply>;

/** Issue 40: `POST /api/article/photo` → the id an image element names with `photo: true`. */
export const ArticlePhotoReply = Type.Object({ id: Type.String() }, { additionalProperties: false });
export type ArticlePhotoReply = Static<typeof ArticlePhotoReply>;

/** The screen rendition (JPEG, long side ≤ 1600 px) of one image of an article, in base64. */
export const ImageReply = Type.Object({ b64: Type.String() });
export type ImageReply = Static<typeof ImageReply>;


/** What the publisher and the editor hand to the API client. */
export interface ArticleSubmission {
  title: string;
  bandeau: string;
  structure: StructureElementInput[];
  /** New images; each is sent under its element's `content` as the part's file name. */
  files: { content: string; file: Blob }[];
  /** Issue 40, publish only: the device's id for this story, so that a repeat makes no second article. */
  clientId?: string;
  /** Issue 39's place field, sent only when given. */
  place?: string;
}
