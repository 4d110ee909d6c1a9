// Where the browser fetches a photo: image bytes, cached for good (server/media/photoRoutes.ts).
// `thumb` is the 400 px rendition for tiles, `screen` the 1600 px one for the article view and
// the slideshow. Names are server-made UUIDs, so a URL never changes what it shows.

export type PhotoSize = 'thumb' | 'screen';

export function articlePhotoUrl(name: string, size: PhotoSize): string {
  return `/media/articles/${name}.${size}.jpg`;
}

export function albumPhotoUrl(folder: string, name: string, size: PhotoSize): string {
  return `/media/albums/${folder}/${name}.${size}.jpg`;
}
