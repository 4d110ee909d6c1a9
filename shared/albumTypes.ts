// Request and response shapes of the album calls (spec §7 Media and the admin album calls). The
// server validates bodies with these schemas; the client imports the same types.
import { Type, type Static } from '@sinclair/typebox';
import { albumLimits } from './albumLimits.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });
/** An album name as a client sends it: only ever looked up in the database, never used as a path. */
const AlbumName = Type.String({ maxLength: 400 });
/** A server-generated image name (a UUID); anything else is refused by the schema. */
const ImageName = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const LoadTilesBody = Type.Object(
  { token: Token, count: Type.Integer({ minimum: 0, maximum: 1_000_000 }) },
  { additionalProperties: false },
);
export type LoadTilesBody = Static<typeof LoadTilesBody>;

/** `thumbnail` is the URL of the cover's 400 px rendition (shared/photoUrls.ts). */
export const AlbumTile = Type.Object({ albumName: Type.String(), thumbnail: Type.String() });
export type AlbumTile = Static<typeof AlbumTile>;

/** `count` is the paging offset to send for the next page. */
export const TilesReply = Type.Object({ tiles: Type.Array(AlbumTile), count: Type.Integer() });
export type TilesReply = Static<typeof TilesReply>;

export const AlbumImagesBody = Type.Object({ token: Token, album: AlbumName }, { additionalProperties: false });
export type AlbumImagesBody = Static<typeof AlbumImagesBody>;

/** `image` is base64 JPEG data (the screen rendition); `description` 'none' means no overlay. */
/** `image` is the URL of the photo's 1600 px rendition (shared/photoUrls.ts). */
export const SlideshowItem = Type.Object({ image: Type.String(), description: Type.String() });
export type SlideshowItem = Static<typeof SlideshowItem>;
export const SlideshowItems = Type.Array(SlideshowItem);

/** `image` is the server-generated file name. */
export const MediaItem = Type.Object({ image: Type.String(), comment: Type.String() });
export type MediaItem = Static<typeof MediaItem>;
export const MediaItems = Type.Array(MediaItem);

export const Album = Type.Object({ albumName: Type.String(), media: Type.Array(MediaItem) });
export type Album = Static<typeof Album>;
export const Albums = Type.Array(Album);

export const AdminTokenBody = Type.Object({ token: Token }, { additionalProperties: false });
export type AdminTokenBody = Static<typeof AdminTokenBody>;

export const CreateAlbumBody = Type.Object({ token: Token, folderName: AlbumName }, { additionalProperties: false });
export type CreateAlbumBody = Static<typeof CreateAlbumBody>;

export const MediaRefBody = Type.Object(
  { token: Token, folder: AlbumName, image: ImageName },
  { additionalProperties: false },
);
export type MediaRefBody = Static<typeof MediaRefBody>;

export const ChangeCommentBody = Type.Object(
  { token: Token, folder: AlbumName, image: ImageName, comment: Type.String({ maxLength: albumLimits.maxCommentLength }) },
  { additionalProperties: false },
);
export type ChangeCommentBody = Static<typeof ChangeCommentBody>;

/** `image` is base64 JPEG data of the thumbnail rendition. */
export const ImageReply = Type.Object({ image: Type.String() });
export type ImageReply = Static<typeof ImageReply>;

export const DoneReply = Type.Object({ status: Type.Literal('success') });
export type DoneReply = Static<typeof DoneReply>;
