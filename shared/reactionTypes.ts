// Issue 25's reactions: six emoji, one of each per relative per item, toggled. Types and plain
// constants only, so the server, the client and the stories all import the same contract.
import { Type, type Static } from '@sinclair/typebox';

/** The six, in the order the picker shows them. */
export const reactionEmoji = ['❤️', '😂', '😮', '😢', '👏', '👍'] as const;
export type ReactionEmoji = (typeof reactionEmoji)[number];

export const ReactionKind = Type.Union([
  Type.Literal('article'),
  Type.Literal('comment'),
  Type.Literal('photo'),
  Type.Literal('video'),
  Type.Literal('message'),
]);
export type ReactionKind = Static<typeof ReactionKind>;

/** One emoji on one item: how many, whether the reader is among them, and who (pseudos). */
export const Reaction = Type.Object({
  emoji: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  mine: Type.Boolean(),
  by: Type.Array(Type.String()),
});
export type Reaction = Static<typeof Reaction>;

/**
 * `POST /api/reaction/toggle`. `id` is the article's or comment's number as a string, the
 * video's id, `<album>/<image>` for a photo, and the ts for a chat message. A comment under a
 * Lapintube video is kind `comment` too, its id `v<number>` (videoCommentReactionId).
 */
export const ReactionToggleBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    kind: ReactionKind,
    id: Type.String({ minLength: 1, maxLength: 600 }),
    emoji: Type.String({ minLength: 1, maxLength: 16 }),
  },
  { additionalProperties: false },
);
export type ReactionToggleBody = Static<typeof ReactionToggleBody>;

/** The `id` of a video's comment in a reaction: numbered apart from the articles' comments, so
 * marked with a `v` (`v12`); an article's comment keeps its plain number. */
export const videoCommentReactionId = (commentId: number) => `v${commentId}`;

export const ReactionToggleReply = Type.Object({ reactions: Type.Array(Reaction) });
export type ReactionToggleReply = Static<typeof ReactionToggleReply>;

/** Live `reaction` (on `/live`, and on the chat's sockets for messages). The `mine` of each
 * reaction is the receiver's own: the server sends each connection its own copy. */
export type ReactionEvent = { kind: ReactionKind; id: string; reactions: Reaction[] };
