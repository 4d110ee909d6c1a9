// Issue 38: what members added to the albums, for the feed's lines and Lapingram's count. Not in
// the spec: /api/article/load keeps its shape, and the feed asks for these beside it.
import { Type, type Static } from '@sinclair/typebox';

const Millis = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });

/** `before`: the `at` of the oldest line shown, for the next page. `since`: the `upTo` of the
 * newest addition the reader saw in Lapingram; the reply then counts what others added after it. */
export const AlbumAdditionsBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), before: Type.Optional(Millis), since: Type.Optional(Millis) },
  { additionalProperties: false },
);
export type AlbumAdditionsBody = Static<typeof AlbumAdditionsBody>;

/** `at`: when the line's newest item was added (epoch ms). Items deleted since are not counted. */
export const AlbumAddition = Type.Object({
  pseudo: Type.String(),
  album: Type.String(),
  photos: Type.Integer({ minimum: 0 }),
  videos: Type.Integer({ minimum: 0 }),
  at: Type.Integer(),
});
export type AlbumAddition = Static<typeof AlbumAddition>;

/** `newCount`: items others added after `since` (0 without it). `upTo`: the newest item's time,
 * 0 when the albums are empty. */
export const AlbumAdditionsReply = Type.Object({
  additions: Type.Array(AlbumAddition),
  newCount: Type.Integer({ minimum: 0 }),
  upTo: Type.Integer({ minimum: 0 }),
});
export type AlbumAdditionsReply = Static<typeof AlbumAdditionsReply>;

/** The live event: items were added to `album` (on any node). */
export type AlbumAddedEvent = { album: string };
