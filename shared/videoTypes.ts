// Request and response shapes of Lapintube's calls (issue 23). The server validates bodies with
// these schemas; the client imports the same types.
import { Type, type Static } from '@sinclair/typebox';
import { Reaction } from './reactionTypes.ts';
import { ArticleComment, CommentBody } from './articleTypes.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });
/** A server-made video id (a UUID); anything else is refused by the schema. */
export const VIDEO_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const VideoId = Type.String({ pattern: VIDEO_ID_PATTERN });

export const videoLimits = {
  maxTitleLength: 200,
  maxDescriptionLength: 5000,
} as const;

export const VideoTitle = Type.String({ maxLength: videoLimits.maxTitleLength });
export const VideoDescription = Type.String({ maxLength: videoLimits.maxDescriptionLength });

export const videoStatuses = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/**
 * A video as every call returns it. `width` and `height` are as displayed (rotation applied) and
 * 0 until the probe has run; `poster` and `url` exist once it is `ready`; `message` (French) once
 * it has `failed`. `comments` is the thread (the same rules as article comments).
 */
export const Video = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  uploader: Type.String(),
  ts: Type.Number(),
  status: Type.Union(videoStatuses.map((status) => Type.Literal(status))),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  duration: Type.Number(),
  width: Type.Integer(),
  height: Type.Integer(),
  poster: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  comments: Type.Array(ArticleComment),
  /** Issue 25: its reactions as the reader sees them. */
  reactions: Type.Optional(Type.Array(Reaction)),
});
export type Video = Static<typeof Video>;

export const VideoReply = Type.Object({ video: Video });
export type VideoReply = Static<typeof VideoReply>;
export const VideosReply = Type.Object({ videos: Type.Array(Video) });
export type VideosReply = Static<typeof VideosReply>;

export const VideoListBody = Type.Object({ token: Token }, { additionalProperties: false });
export type VideoListBody = Static<typeof VideoListBody>;
export const VideoRefBody = Type.Object({ token: Token, id: VideoId }, { additionalProperties: false });
export type VideoRefBody = Static<typeof VideoRefBody>;
export const VideoEditBody = Type.Object(
  { token: Token, id: VideoId, title: VideoTitle, description: VideoDescription },
  { additionalProperties: false },
);
export type VideoEditBody = Static<typeof VideoEditBody>;

/** The files of a ready video, under `/media/videos/`. */
export const videoUrls = (id: string) => ({ url: `/media/videos/${id}.mp4`, poster: `/media/videos/${id}.poster.jpg` });

/** `/api/video/comment` and `/api/video/uncomment`: the article calls' bodies, with a video's id. */
export const VideoCommentBody = Type.Object(
  { token: Token, id: VideoId, text: CommentBody.properties.text, clientId: CommentBody.properties.clientId },
  { additionalProperties: false },
);
export type VideoCommentBody = Static<typeof VideoCommentBody>;
export const VideoUncommentBody = Type.Object(
  { token: Token, id: VideoId, commentId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type VideoUncommentBody = Static<typeof VideoUncommentBody>;
