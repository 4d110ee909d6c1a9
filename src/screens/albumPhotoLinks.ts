import type { SlideshowItem } from '../../shared/albumTypes.ts';
import type { ViewerPhoto } from '../components/PhotoViewer.tsx';

// Addresses the album screen derives from the items of getalbumimages: each item's `image` is its
// screen rendition, /media/albums/<folder>/<uuid>.screen.jpg (shared/photoUrls.ts).

const SCREEN_URL = /^\/media\/albums\/([^/]+)\/([^/]+)\.screen\.jpg$/;

/** The 400 px rendition beside a screen rendition; any other address (a data URL) is kept. */
export function thumbnailUrl(screenUrl: string): string {
  const match = SCREEN_URL.exec(screenUrl);
  return match ? `/media/albums/${match[1]}/${match[2]}.thumb.jpg` : screenUrl;
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
export function viewerPhotos(items: readonly SlideshowItem[], canChange: (item: SlideshowItem) => boolean = () => false): ViewerPhoto[] {
  return items.map((item) => ({
    src: item.image,
    caption: item.description,
    addedBy: item.addedBy,
    original: item.original,
    editable: item.name !== undefined && canChange(item),
  }));
}
