// Inside the client a member has a pseudo and an album holds photos; the spec names them otherwise
// on the wire and on the device. Those names are read and written here only (eslint.config.js
// keeps them so), each beside the code's name it maps to:
//   firstName  (register body, login and refresh replies, getUsers rows) → pseudo
//   media      (an album of /api/admin/getAlbums and createAlbum, a member's upload reply) → photos
//   mediaTiles (the Media state saved on the device under lapin.media)                  → tiles
// userInfo keeps the login reply's shape: the device saved it under the spec's names.
import type { AccountRow, UserInfo, UserRow } from '../../shared/accountTypes.ts';
import type { Album, AlbumItem, PhotoAlbum } from '../../shared/albumTypes.ts';

export function pseudoFromWire(user: Pick<UserInfo, 'firstName'>): string {
  return user.firstName;
}

export function withWirePseudo<T extends { pseudo: string }>({ pseudo, ...rest }: T): Omit<T, 'pseudo'> & { firstName: string } {
  return { ...rest, firstName: pseudo };
}

export function accountRowFromWire({ firstName, ...rest }: UserRow): AccountRow {
  return { ...rest, pseudo: firstName };
}

export function photoAlbumFromWire({ media, ...rest }: Album): PhotoAlbum {
  return { ...rest, photos: media };
}

export function photosFromWire(reply: { media: AlbumItem[] }): AlbumItem[] {
  return reply.media;
}

/** The names the albums' Media state is saved under on the device, by the store's field. */
export const albumsSavedAs = { tiles: 'mediaTiles' } as const;
