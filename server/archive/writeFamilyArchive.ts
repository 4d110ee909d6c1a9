import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { lstat } from 'node:fs/promises';
import { articleVideoIds, parseArticleStructure } from '../../shared/articleStructure.ts';
import { renditionFileName, type PhotoFormat } from '../../shared/photoUrls.ts';
import type { DatabaseLocation } from '../platform/db/database.ts';
import { videoFileNames } from '../videos/videoFiles.ts';
import { CHAT_PHOTO_COLLECTION } from '../chat/chatPhotosRepository.ts';
import { albumImages, articlesNewestFirst, chatMessagesInOrder, readArchiveSnapshot, readyVideosNewestFirst } from './archiveReader.ts';
import type { ArchiveRepository } from './archiveRepository.ts';
import {
  albumLink,
  albumPage,
  albumsIndexPage,
  albumTile,
  articleFigure,
  articleListItem,
  articleListPage,
  articlePage,
  articleText,
  articleVideo,
  articleVideoMissing,
  chatDayHeading,
  chatIndexPage,
  chatLine,
  chatMonthLink,
  chatMonthPage,
  exportTexts as texts,
  frenchDateTime,
  frenchDay,
  frenchMonth,
  homePage,
  stylesheet,
  videoCard,
  videosPage,
  type ArchiveCounts,
} from './archivePages.ts';
import { openArchiveZip, type ArchiveZip } from './archiveZip.ts';

const ARTICLES_PER_PAGE = 20;
const formats: readonly PhotoFormat[] = ['jpeg', 'png', 'gif'];

export interface FamilyArchiveOptions {
  /** Adds every photo's kept original beside its screen copy, linked from it. Off by default:
   * the originals make the archive many times heavier. */
  originals?: boolean;
  now?: Date;
}

/** Adds the original of `name` kept in `folder` (in whichever format it was sent), if it is there. */
async function addOriginal(zip: ArchiveZip, diskFolder: string, zipFolder: string, name: string, format?: string): Promise<string | undefined> {
  for (const candidate of formats.filter((one) => format === undefined || one === format)) {
    const file = renditionFileName(name, 'original', candidate);
    const added = await zip.addFile(join(diskFolder, file), `${zipFolder}/${file}`);
    if (added) return added;
  }
  return undefined;
}

/**
 * The offline family archive: a zip holding a static website (index.html, the articles newest
 * first with their photos and comments, each album as a gallery, the chat by month and day,
 * Lapintube's videos playing in place) that
 * opens by double-click, with no server, no network and no JavaScript. It reads a consistent
 * snapshot (archiveReader.ts), so it can run while the server writes, and streams into `output`.
 */
export async function writeFamilyArchive(
  location: DatabaseLocation,
  output: Writable,
  { originals = false, now = new Date() }: FamilyArchiveOptions = {},
): Promise<ArchiveCounts> {
  return readArchiveSnapshot(location, async (rows) => {
    const media = join(location.dataDir, 'media');
    const zip = openArchiveZip(output);
    zip.addPage('style.css', stylesheet);
    const articles = await writeArticles(rows, zip, media, originals);
    const { albums, photos } = await writeAlbums(rows, zip, media, originals);
    const messages = await writeChat(rows, zip, media);
    const videos = await writeVideos(rows, zip, media);
    const counts = { articles, albums, photos, messages, videos };
    zip.addPage('index.html', homePage(now, counts));
    await zip.finish();
    return counts;
  });
}

/** Articles, newest first, ARTICLES_PER_PAGE to a list page and one page each. Answers how many. */
async function writeArticles(rows: ArchiveRepository, zip: ArchiveZip, media: string, originals: boolean): Promise<number> {
  const pages = Math.max(1, Math.ceil((await rows.countArticles()) / ARTICLES_PER_PAGE));
  let listed: string[] = [];
  let pageNumber = 1;
  const flushList = () => {
    zip.addPage(`articles/page-${pageNumber}.html`, articleListPage(pageNumber, pages, listed));
    listed = [];
    pageNumber += 1;
  };
  let count = 0;
  for await (const article of articlesNewestFirst(rows)) {
    const heading = { ...article, when: frenchDateTime(Number(article.ts)) };
    const parts: string[] = [];
    const structure = parseArticleStructure(article.structure);
    const videos = new Map((await rows.videosOf(articleVideoIds(structure))).map((video) => [video.id, video]));
    for (const element of structure) {
      if (element.type === 'text') parts.push(articleText(element.content));
      else if (element.type === 'video') parts.push(await articleVideoPart(videos.get(element.content), media));
      else {
        const file = renditionFileName(element.content, 'screen');
        const src = await zip.addFile(join(media, 'articles', file), `media/articles/${file}`);
        // Article rows do not record the format: the original is looked for under each name.
        const original = src && originals ? await addOriginal(zip, join(media, 'articles'), 'media/articles', element.content) : undefined;
        if (src) parts.push(articleFigure(src, element.name, original));
      }
    }
    const comments = article.comments.map((comment) => ({ writer: comment.writer, ts: Number(comment.ts), text: comment.text }));
    zip.addPage(`articles/${article.id}.html`, articlePage(heading, parts, comments));
    listed.push(articleListItem(heading));
    count += 1;
    if (listed.length === ARTICLES_PER_PAGE) flushList();
  }
  if (listed.length > 0 || count === 0) flushList();
  return count;
}

/**
 * The Lapintube page adds each ready video's files to the zip (writeVideos); an article's video
 * refers to the same entries, when the MP4 is there to be added.
 */
async function articleVideoPart(video: { id: string; title: string; status: string } | undefined, media: string): Promise<string> {
  if (video === undefined) return articleVideoMissing(true);
  const files = videoFileNames(video.id);
  const isFile = async (name: string) => (await lstat(join(media, 'videos', name)).catch(() => undefined))?.isFile() ?? false;
  if (video.status !== 'ready' || !(await isFile(files.mp4))) return articleVideoMissing(false);
  const poster = (await isFile(files.poster)) ? `media/videos/${files.poster}` : undefined;
  return articleVideo(video.id, video.title, `media/videos/${files.mp4}`, poster);
}

/** Albums: a gallery of thumbnails each, opening the screen-size photo (and the original when asked). */
async function writeAlbums(rows: ArchiveRepository, zip: ArchiveZip, media: string, originals: boolean): Promise<{ albums: number; photos: number }> {
  const links: string[] = [];
  let photos = 0;
  for (const album of await rows.albums()) {
    const tiles: string[] = [];
    for await (const image of albumImages(rows, album.id)) {
      const [thumbFile, screenFile] = [renditionFileName(image.name, 'thumb'), renditionFileName(image.name, 'screen')];
      const thumb = await zip.addFile(join(media, 'albums', album.folder, thumbFile), `media/albums/${album.id}/${thumbFile}`);
      const screen = await zip.addFile(join(media, 'albums', album.folder, screenFile), `media/albums/${album.id}/${screenFile}`);
      if (!thumb || !screen) continue;
      const original = originals ? await addOriginal(zip, join(media, 'albums', album.folder), `media/albums/${album.id}`, image.name, image.format) : undefined;
      photos += 1;
      const caption = image.comment && image.comment !== 'none' ? image.comment : '';
      tiles.push(albumTile(thumb, screen, caption || texts.photoOf(album.name, tiles.length + 1), caption, original));
    }
    zip.addPage(`albums/${album.id}.html`, albumPage(album.name, tiles));
    links.push(albumLink(album.id, album.name, tiles.length));
  }
  zip.addPage('albums/index.html', albumsIndexPage(links));
  return { albums: links.length, photos };
}

/**
 * Lapintube: one page of the ready videos, newest first, each playing its MP4 with its poster, and its comments
 * (both stored, not deflated: they are compressed already). A video whose MP4 is gone (deleted
 * after the snapshot) is left out. Answers how many.
 */
async function writeVideos(rows: ArchiveRepository, zip: ArchiveZip, media: string): Promise<number> {
  const cards: string[] = [];
  for await (const video of readyVideosNewestFirst(rows)) {
    const files = videoFileNames(video.id);
    const src = await zip.addFile(join(media, 'videos', files.mp4), `media/videos/${files.mp4}`);
    if (!src) continue;
    const poster = await zip.addFile(join(media, 'videos', files.poster), `media/videos/${files.poster}`);
    const comments = (await rows.videoCommentsOf(video.id)).map((comment) => ({ ...comment, ts: Number(comment.ts) }));
    cards.push(videoCard({ ...video, duration: Number(video.duration), when: frenchDateTime(Number(video.ts)) }, src, poster, comments));
  }
  zip.addPage('videos/index.html', videosPage(cards));
  return cards.length;
}

/** The chat: one page per month, a heading per day. Answers how many messages. */
async function writeChat(rows: ArchiveRepository, zip: ArchiveZip, media: string): Promise<number> {
  // Issue 25: each message's photos, their screen copies added beside the pages.
  const photosOf = new Map<number, string[]>();
  for (const image of await rows.chatPhotos()) {
    const file = renditionFileName(image.id, 'screen');
    const src = await zip.addFile(join(media, CHAT_PHOTO_COLLECTION, file), `media/${CHAT_PHOTO_COLLECTION}/${file}`);
    const ts = Number(image.message_ts);
    if (src) photosOf.set(ts, [...(photosOf.get(ts) ?? []), src]);
  }
  const months: string[] = [];
  let month = '';
  let monthKey = '';
  let day = '';
  let lines: string[] = [];
  const flushMonth = () => {
    if (!monthKey) return;
    lines.push('</ul>');
    zip.addPage(`chat/${monthKey}.html`, chatMonthPage(month, lines));
    months.push(chatMonthLink(monthKey, month));
    lines = [];
  };
  let count = 0;
  for await (const message of chatMessagesInOrder(rows)) {
    const ts = Number(message.ts);
    const key = new Date(ts).toISOString().slice(0, 7);
    if (key !== monthKey) {
      flushMonth();
      monthKey = key;
      month = frenchMonth(ts);
      day = '';
    }
    const thisDay = frenchDay(ts);
    if (thisDay !== day) {
      lines.push(chatDayHeading(thisDay, day));
      day = thisDay;
    }
    lines.push(chatLine(ts, message.sender, message.message, photosOf.get(ts)));
    count += 1;
  }
  flushMonth();
  zip.addPage('chat/index.html', chatIndexPage(months));
  return count;
}
