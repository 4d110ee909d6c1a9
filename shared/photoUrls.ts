// Where the browser fetches a photo: image bytes, cached for good (server/photos/photoRoutes.ts).
// `thumb` is the 400 px rendition for tiles, `screen` the 1600 px one for the article view and
// the slideshow, `original` the full-size photo kept as uploaded (upright, no metadata), in the
// upload's format. Names are server-made UUIDs, so a URL never changes what it shows.

export type PhotoSize = 'thumb' | 'screen';
export type Rendition = PhotoSize | 'original';
/** The formats an upload may have; the original keeps it, the other renditions are JPEG. */
export type PhotoFormat = 'jpeg' | 'png' | 'gif';

const extensions: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };
const formatOfExtension = new Map(Object.entries(extensions).map(([format, extension]) => [extension, format as PhotoFormat]));

/**
 * A rendition's file name, on disk (server/photos/photoStore.ts), in a URL and in the family
 * archive: `<name>.thumb.jpg`, `<name>.screen.jpg`, `<name>.orig.<jpg|png|gif>`.
 */
export function renditionFileName(name: string, size: PhotoSize): string;
export function renditionFileName(name: string, size: 'original', format: PhotoFormat): string;
export function renditionFileName(name: string, size: Rendition, format: PhotoFormat = 'jpeg'): string {
  return size === 'original' ? `${name}.orig.${extensions[format]}` : `${name}.${size}.jpg`;
}

/** The file extension of a rendition in `format` (`jpg`, `png`, `gif`). */
export function photoExtension(format: PhotoFormat): string {
  return extensions[format];
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const renditionFile = new RegExp(`^(${uuid})\\.(?:(thumb|screen)\\.jpg|orig\\.(jpg|png|gif))$`);

/** The inverse of renditionFileName: what a file name asks for, or undefined for any other name. */
export function parseRenditionFileName(file: string): { name: string; rendition: Rendition; format: PhotoFormat } | undefined {
  const match = renditionFile.exec(file);
  if (!match) return undefined;
  const [, name, size, extension] = match;
  if (size !== undefined) return { name: name!, rendition: size as PhotoSize, format: 'jpeg' };
  return { name: name!, rendition: 'original', format: formatOfExtension.get(extension!)! };
}

/**
 * The 1600 px picture beside a tile's 400 px thumbnail, by the naming rule above: a photo's
 * `<name>.thumb.jpg` has its `<name>.screen.jpg`, a video's `<id>.thumb.jpg` its `<id>.poster.jpg`
 * (server/videos/videoFiles.ts). Issue 38: a 340 px tile on a 2× phone needs 680 pixels, more
 * than the thumbnail has, and the feed's JSON stays as small as it is. Undefined for other URLs.
 */
export function tileLargeUrl(thumbnail: string): string | undefined {
  if (!thumbnail.startsWith('/media/') || !thumbnail.endsWith('.thumb.jpg')) return undefined;
  const base = thumbnail.slice(0, -'.thumb.jpg'.length);
  return thumbnail.startsWith('/media/videos/') ? `${base}.poster.jpg` : `${base}.screen.jpg`;
}

export function articlePhotoUrl(name: string, size: PhotoSize): string {
  return `/media/articles/${renditionFileName(name, size)}`;
}

export function albumPhotoUrl(folder: string, name: string, size: PhotoSize): string {
  return `/media/albums/${folder}/${renditionFileName(name, size)}`;
}

/** The kept original of an album photo (`original` in `getalbumimages`). Add `?download=1` for a
 * download under a readable name rather than a view. */
export function albumOriginalUrl(folder: string, name: string, format: PhotoFormat): string {
  return `/media/albums/${folder}/${renditionFileName(name, 'original', format)}`;
}

/** The download URL of a photo: the same bytes, sent as an attachment with a readable name. */
export function photoDownloadUrl(photoUrl: string): string {
  return `${photoUrl}?download=1`;
}

/** A zip of every original in the album, streamed ("Télécharger l'album"). */
export function albumZipUrl(folder: string): string {
  return `/media/albums/${folder}/album.zip`;
}

const albumPhotoPath = new RegExp(`^/media/albums/(${uuid})/[^/]+$`);

/** The zip URL of the album holding this photo (any of its `getalbumimages` URLs), or undefined
 * for a URL that is not an album photo's: the client knows albums by name, the URLs by folder. */
export function albumZipUrlOf(photoUrl: string): string | undefined {
  const folder = albumPhotoPath.exec(photoUrl)?.[1];
  return folder === undefined ? undefined : albumZipUrl(folder);
}
