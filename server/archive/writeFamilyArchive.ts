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
import { exportTexts as texts, frenchDateTime, frenchDay, frenchMonth, videoPageHref } from './archiveTexts.ts';
import { stylesheet } from './archiveStylesheet.ts';
import { openArchiveSite, type ArchiveSite } from './archiveSite.ts';
import { AlbumPage, AlbumsIndexPage, type AlbumLink, type AlbumTile } from './pages/AlbumPages.tsx';
import { ArticleListPage, ArticlePage, type ArticleHeading, type ArticlePart } from './pages/ArticlePages.tsx';
import { ChatIndexPage, ChatMonthPage, type ChatLine, type ChatMonthLink } from './pages/ChatPages.tsx';
import { HomePage, type ArchiveCounts } from './pages/HomePage.tsx';
import { VideosPage, type VideoCard } from './pages/VideosPage.tsx';
import type { ArchiveZip } from './archiveZip.ts';
import { writeTrips } from './archiveTrips.ts';
import { ArchiveSearchFiles } from './search/archiveSearchFiles.ts';

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
    const zip = await openArchiveSite(output);
    zip.addPage('style.css', stylesheet);
    // Issue 41: every page's items also go to the search page's index.
    const search = new ArchiveSearchFiles();
    const articles = await writeArticles(rows, zip, media, originals, search);
    const { albums, photos } = await writeAlbums(rows, zip, media, originals, search);
    const messages = await writeChat(rows, zip, media, search);
    const videos = await writeVideos(rows, zip, media, search);
    await writeTrips(rows.snapshot, zip, media, now);
    await search.write(zip);
    const counts = { articles, albums, photos, messages, videos };
    zip.addArchivePage('index.html', HomePage, { now, counts });
    await zip.finish();
    return counts;
  });
}

/** Articles, newest first, ARTICLES_PER_PAGE to a list page and one page each. Answers how many. */
async function writeArticles(rows: ArchiveRepository, zip: ArchiveSite, media: string, originals: boolean, search: ArchiveSearchFiles): Promise<number> {
  const pages = Math.max(1, Math.ceil((await rows.countArticles()) / ARTICLES_PER_PAGE));
  let listed: ArticleHeading[] = [];
  let pageNumber = 1;
  const flushList = () => {
    zip.addArchivePage(`articles/page-${pageNumber}.html`, ArticleListPage, { pageNumber, pages, articles: listed });
    listed = [];
    pageNumber += 1;
  };
  let count = 0;
  for await (const article of articlesNewestFirst(rows)) {
    const heading: ArticleHeading = { ...article, when: frenchDateTime(Number(article.ts)) };
    const parts: ArticlePart[] = [];
    const structure = parseArticleStructure(article.structure);
    const videos = new Map((await rows.videosOf(articleVideoIds(structure))).map((video) => [video.id, video]));
    for (const element of structure) {
      if (element.type === 'text') parts.push({ type: 'text', content: element.content });
      else if (element.type === 'video') parts.push(await articleVideoPart(videos.get(element.content), media));
      else {
        const file = renditionFileName(element.content, 'screen');
        const src = await zip.addFile(join(media, 'articles', file), `media/articles/${file}`);
        // Article rows do not record the format: the original is looked for under each name.
        const original = src && originals ? await addOriginal(zip, join(media, 'articles'), 'media/articles', element.content) : undefined;
        if (src) parts.push({ type: 'photo', src, alt: element.name, original });
      }
    }
    const comments = article.comments.map((comment) => ({ writer: comment.writer, ts: Number(comment.ts), text: comment.text }));
    const href = `articles/${article.id}.html`;
    const texts = structure.flatMap((element) => (element.type === 'text' || element.type === 'image' ? [element.type === 'text' ? element.content : (element.name ?? '')] : []));
    search.add({ id: `a${article.id}`, kind: 'article', title: article.title, text: [article.bandeau ?? '', ...texts].filter(Boolean).join('\n'), author: article.writer, ts: Number(article.ts), href });
    comments.forEach((comment, index) => search.add({ id: `a${article.id}c${index}`, kind: 'comment', title: article.title, text: comment.text, author: comment.writer, ts: comment.ts, href }));
    zip.addArchivePage(`articles/${article.id}.html`, ArticlePage, { article: heading, parts, comments });
    listed.push(heading);
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
async function articleVideoPart(video: { id: string; title: string; status: string } | undefined, media: string): Promise<ArticlePart> {
  if (video === undefined) return { type: 'missingVideo', deleted: true };
  const files = videoFileNames(video.id);
  const isFile = async (name: string) => (await lstat(join(media, 'videos', name)).catch(() => undefined))?.isFile() ?? false;
  if (video.status !== 'ready' || !(await isFile(files.mp4))) return { type: 'missingVideo', deleted: false };
  const poster = (await isFile(files.poster)) ? `media/videos/${files.poster}` : undefined;
  return { type: 'video', id: video.id, title: video.title, src: `media/videos/${files.mp4}`, poster };
}

/** Albums: a gallery of thumbnails each, opening the screen-size photo (and the original when asked). */
async function writeAlbums(rows: ArchiveRepository, zip: ArchiveSite, media: string, originals: boolean, search: ArchiveSearchFiles): Promise<{ albums: number; photos: number }> {
  const links: AlbumLink[] = [];
  let photos = 0;
  for (const album of await rows.albums()) {
    const tiles: AlbumTile[] = [];
    for await (const image of albumImages(rows, album.id)) {
      const [thumbFile, screenFile] = [renditionFileName(image.name, 'thumb'), renditionFileName(image.name, 'screen')];
      const thumb = await zip.addFile(join(media, 'albums', album.folder, thumbFile), `media/albums/${album.id}/${thumbFile}`);
      const screen = await zip.addFile(join(media, 'albums', album.folder, screenFile), `media/albums/${album.id}/${screenFile}`);
      if (!thumb || !screen) continue;
      const original = originals ? await addOriginal(zip, join(media, 'albums', album.folder), `media/albums/${album.id}`, image.name, image.format) : undefined;
      photos += 1;
      const caption = image.comment && image.comment !== 'none' ? image.comment : '';
      tiles.push({ thumb, screen, alt: caption || texts.photoOf(album.name, tiles.length + 1), caption, original });
      if (caption) search.add({ id: `p${album.id}/${image.name}`, kind: 'photo', title: album.name, text: caption, author: '', ts: 0, href: screen });
    }
    zip.addArchivePage(`albums/${album.id}.html`, AlbumPage, { name: album.name, tiles });
    links.push({ id: album.id, name: album.name, photos: tiles.length });
  }
  zip.addArchivePage('albums/index.html', AlbumsIndexPage, { albums: links });
  return { albums: links.length, photos };
}

/**
 * Lapintube: one page of the ready videos, newest first, each playing its MP4 with its poster, and its comments
 * (both stored, not deflated: they are compressed already). A video whose MP4 is gone (deleted
 * after the snapshot) is left out. Answers how many.
 */
async function writeVideos(rows: ArchiveRepository, zip: ArchiveSite, media: string, search: ArchiveSearchFiles): Promise<number> {
  const cards: VideoCard[] = [];
  for await (const video of readyVideosNewestFirst(rows)) {
    const files = videoFileNames(video.id);
    const src = await zip.addFile(join(media, 'videos', files.mp4), `media/videos/${files.mp4}`);
    if (!src) continue;
    const poster = await zip.addFile(join(media, 'videos', files.poster), `media/videos/${files.poster}`);
    const comments = (await rows.videoCommentsOf(video.id)).map((comment) => ({ ...comment, ts: Number(comment.ts) }));
    const href = videoPageHref('', video.id);
    search.add({ id: `v${video.id}`, kind: 'video', title: video.title, text: video.description, author: video.uploader, ts: Number(video.ts), href });
    comments.forEach((comment, index) => search.add({ id: `v${video.id}c${index}`, kind: 'comment', title: video.title, text: comment.text, author: comment.writer, ts: comment.ts, href }));
    cards.push({ video: { ...video, duration: Number(video.duration), when: frenchDateTime(Number(video.ts)) }, src, poster, comments });
  }
  zip.addArchivePage('videos/index.html', VideosPage, { cards });
  return cards.length;
}

/** The chat: one page per month, a heading per day. Answers how many messages. */
async function writeChat(rows: ArchiveRepository, zip: ArchiveSite, media: string, search: ArchiveSearchFiles): Promise<number> {
  // Issue 25: each message's photos, their screen copies added beside the pages.
  const photosOf = new Map<number, string[]>();
  for (const image of await rows.chatPhotos()) {
    const file = renditionFileName(image.id, 'screen');
    const src = await zip.addFile(join(media, CHAT_PHOTO_COLLECTION, file), `media/${CHAT_PHOTO_COLLECTION}/${file}`);
    const ts = Number(image.message_ts);
    if (src) photosOf.set(ts, [...(photosOf.get(ts) ?? []), src]);
  }
  const months: ChatMonthLink[] = [];
  let month = '';
  let monthKey = '';
  let days: { day: string; lines: ChatLine[] }[] = [];
  const flushMonth = () => {
    if (!monthKey) return;
    zip.addArchivePage(`chat/${monthKey}.html`, ChatMonthPage, { month, days });
    months.push({ key: monthKey, month });
    days = [];
  };
  let count = 0;
  for await (const message of chatMessagesInOrder(rows)) {
    const ts = Number(message.ts);
    const key = new Date(ts).toISOString().slice(0, 7);
    if (key !== monthKey) {
      flushMonth();
      monthKey = key;
      month = frenchMonth(ts);
    }
    const day = frenchDay(ts);
    if (days.at(-1)?.day !== day) days.push({ day, lines: [] });
    search.add({ id: `m${ts}`, kind: 'message', title: texts.chatMonth(month), text: message.message, author: message.sender, ts, href: `chat/${key}.html#m${ts}` });
    days.at(-1)!.lines.push({ ts, sender: message.sender, message: message.message, photos: photosOf.get(ts) ?? [] });
    count += 1;
  }
  flushMonth();
  zip.addArchivePage('chat/index.html', ChatIndexPage, { months });
  return count;
}
