import type { Article, ArticleComment, StructureElement } from '../../shared/articleTypes.ts';
import { parseArticleStructure } from '../../shared/articleStructure.ts';
import { videoUrls } from '../../shared/videoTypes.ts';
import { articlePhotoUrl } from '../../shared/photoUrls.ts';
import type { ArticleRecord, ArticleVideoRecord } from './articlesRepository.ts';
import type { Place } from '../../shared/tripTypes.ts';

/**
 * A video element as its reader needs it, from the video as it is now: a video deleted since the
 * article was written stays in the structure as `deleted`, so the page says so instead of breaking.
 */
function toVideoElement(element: StructureElement, video: ArticleVideoRecord | undefined): StructureElement {
  const { type, name, content } = element;
  if (video === undefined) return { type, name, content, status: 'deleted' };
  const ready = video.status === 'ready';
  return {
    type,
    name,
    content,
    title: video.title,
    status: video.status,
    progress: ready ? 100 : video.progress,
    duration: Number(video.duration),
    // 0 until the probe has run: no size is better than a wrong one.
    ...(video.width > 0 && video.height > 0 && { width: video.width, height: video.height }),
    ...(ready && videoUrls(video.id)),
  };
}

/** What a reader gets: the stored structure, each photo with the URL of its screen rendition, each
 * video as it is now, and the first photo's thumbnail (or the first ready video's) for the feed tile. */
export function toArticle(
  record: ArticleRecord,
  comments: ArticleComment[],
  videos: ReadonlyMap<string, ArticleVideoRecord>,
  placed: { place: Place | null; day: number | null } | undefined = undefined,
): Article {
  const structure = parseArticleStructure(record.structure).map((element) => {
    if (element.type === 'image') return { ...element, url: articlePhotoUrl(element.content, 'screen') };
    if (element.type === 'video') return toVideoElement(element, videos.get(element.content));
    return element;
  });
  const cover = structure.find((element) => element.type === 'image');
  // Without a photo, the first ready video's 400 px thumbnail (server/videos/posterFrame.ts) makes the tile.
  const film = cover === undefined ? structure.find((element) => element.type === 'video' && element.status === 'ready') : undefined;
  return {
    id: record.id,
    writer: record.writer,
    ts: Number(record.ts),
    content: { title: record.title, bandeau: record.bandeau, structure },
    comments,
    ...(cover !== undefined && { thumbnail: articlePhotoUrl(cover.content, 'thumb') }),
    ...(film !== undefined && { thumbnail: `/media/videos/${film.content}.thumb.jpg` }),
    // Issue 39: beside the spec's fields, never in place of one.
    place: placed?.place ?? null,
    day: placed?.day ?? null,
  };
}
