// Where the browser fetches a photo: image bytes, cached for good (server/media/photoRoutes.ts).
// `thumb` is the 400 px rendition for tiles, `screen` the 1600 px one for the article view and
// the slideshow. Names are server-made UUIDs, so a URL never changes what it shows.

export type PhotoSize = 'thumb' | 'screen';

/** A rendition's file name, on disk (server/media/imageStore.ts), in a URL and in the family archive. */
export function renditionFileName(name: string, size: PhotoSize): string {
  return `${name}.${size}.jpg`;
}

export function articlePhotoUrl(name: string, size: PhotoSize): string {
  return `/media/articles/${renditionFileName(name, size)}`;
}

export function albumPhotoUrl(folder: string, name: string, size: PhotoSize): string {
  return `/media/albums/${folder}/${renditionFileName(name, size)}`;
}
