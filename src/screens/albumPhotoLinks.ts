import type { SlideshowItem } from '../../shared/albumTypes.ts';
import type { ViewerPhoto } from '../components/PhotoViewer.tsx';
import type { AlbumItemVideo } from '../components/AlbumVideo.tsx';

// Addresses the album screen derives from the items of getalbumimages: each item's `image` is its
// screen rendition, /media/albums/<folder>/<uuid>.screen.jpg (shared/photoUrls.ts).

// A video item's `image` is its poster, /media/videos/<uuid>.poster.jpg.

const SCREEN_URL = /^\/media\/albums\/([^/]+)\/([^/]+)\.screen\.jpg$/;
const POSTER_URL = /^\/media\/videos\/([^/]+)\.poster\.jpg$/;

/** The 400 px rendition beside a screen rendition or a poster; any other address (a data URL) is kept. */
export function thumbnailUrl(screenUrl: string): string {
  const match = SCREEN_URL.exec(screenUrl);
  if (match) return `/media/albums/${match[1]}/${match[2]}.thumb.jpg`;
  const poster = POSTER_URL.exec(screenUrl);
  return poster ? `/media/videos/${poster[1]}.thumb.jpg` : screenUrl;
}

/** What a video is now, when the device heard more recent news of it than the album's list. */
export type LiveVideo = Pick<AlbumItemVideo, 'status' | 'progress' | 'message'>;

/** A video item's video, its state the live one when known; undefined for a photo. */
export function itemVideo(item: SlideshowItem, live?: LiveVideo): AlbumItemVideo | undefined {
  if (item.kind !== 'video' || item.video === undefined) return undefined;
  const state = live ?? { status: item.status ?? 'processing', progress: item.progress ?? 0, message: item.message };
  return { url: item.video, duration: item.duration ?? 0, ...state };
}

/** GET /media/albums/<folder>/album.zip, the zip of the album's originals; undefined when no item
 * carries a server address to read the folder from. */
export function albumZipUrl(items: readonly SlideshowItem[]): string | undefined {
  for (const item of items) {
    const match = SCREEN_URL.exec(item.image);
    if (match) return `/media/albums/${match[1]}/album.zip`;
  }
  return undefined;
}

/** `canChange`: whether the reader may change this photo (the server checks it again). */
export function viewerPhotos(
  items: readonly SlideshowItem[],
  canChange: (item: SlideshowItem) => boolean = () => false,
  live: (item: SlideshowItem) => LiveVideo | undefined = () => undefined,
): ViewerPhoto[] {
  return items.map((item) => ({
    video: itemVideo(item, live(item)),
    src: item.image,
    caption: item.description,
    addedBy: item.addedBy,
    original: item.original,
    editable: item.name !== undefined && canChange(item),
  }));
}
