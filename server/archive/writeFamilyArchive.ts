import { chmod, lstat, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import yazl from 'yazl';
import { product } from '../../shared/product.ts';
import type { DB } from '../platform/db/schema.ts';
import { DATABASE_FILE, openPostgresDatabase, type DatabaseLocation } from '../platform/db/database.ts';
import { makeWorkDir, sweepWorkFiles } from '../backup/workFiles.ts';
import { archiveRepository } from './archiveRepository.ts';
import { escape, exportTexts as texts, frenchDateTime, frenchDay, frenchMonth, frenchTime, page, stylesheet } from './archivePages.ts';

export interface ExportCounts {
  articles: number;
  albums: number;
  photos: number;
  messages: number;
}

const ARTICLES_PER_PAGE = 20;
// Rows are read in batches: the archive's size never decides how much is held in memory.
const BATCH = 200;

interface StoredElement {
  type: 'text' | 'image';
  name: string;
  content: string;
}

const isFile = async (path: string) => (await lstat(path).catch(() => undefined))?.isFile() ?? false;

/**
 * The offline family archive: a zip holding a static website (index.html, the articles newest
 * first with their photos and comments, each album as a gallery, the chat by month and day) that
 * opens by double-click, with no server, no network and no JavaScript. It reads a consistent
 * snapshot, so it can run while the server writes, and streams into `output`: on SQLite a copy
 * taken with SQLite's backup API, on PostgreSQL one repeatable-read, read-only transaction.
 */
export async function writeFamilyArchive(location: DatabaseLocation, output: Writable, now = new Date()): Promise<ExportCounts> {
  if (location.databaseUrl !== null) {
    const db = openPostgresDatabase(location.databaseUrl, 1);
    try {
      return await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute((trx) => writeArchive(trx, location.dataDir, output, now));
    } finally {
      await db.destroy();
    }
  }
  // The snapshot holds every password hash: in a work folder of DATA_DIR for the owner only,
  // never /tmp; what a killed export leaves, the next export or server start removes.
  await sweepWorkFiles(location.dataDir);
  const work = await makeWorkDir(location.dataDir, 'export');
  try {
    const snapshotPath = join(work, DATABASE_FILE);
    const source = new SQLite(join(location.dataDir, DATABASE_FILE), { fileMustExist: true });
    try {
      await source.backup(snapshotPath);
    } finally {
      source.close();
    }
    await chmod(snapshotPath, 0o600);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: new SQLite(snapshotPath, { readonly: true }) }) });
    try {
      return await writeArchive(db, location.dataDir, output, now);
    } finally {
      await db.destroy();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function writeArchive(db: Kysely<DB>, dataDir: string, output: Writable, now: Date): Promise<ExportCounts> {
  const rows = archiveRepository(db);
  const media = join(dataDir, 'media');
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, output);
  const addPage = (path: string, html: string) => zip.addBuffer(Buffer.from(html, 'utf8'), path);
  /** Adds a rendition from disk if it is there; answers the archive path to link to. */
  const addImage = async (diskPath: string, zipPath: string) => {
    if (!(await isFile(diskPath))) return undefined;
    zip.addFile(diskPath, zipPath, { compress: false });
    return zipPath;
  };
  const counts: ExportCounts = { articles: 0, albums: 0, photos: 0, messages: 0 };

  zip.addBuffer(Buffer.from(stylesheet, 'utf8'), 'style.css');

  // Articles, newest first, ARTICLES_PER_PAGE to a list page and one page each.
  const total = await rows.countArticles();
  const pages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  let listed: string[] = [];
  let pageNumber = 1;
  const flushList = () => {
    const links = pages > 1
      ? `<nav aria-label="${escape(texts.pageOf(pageNumber, pages))}"><ul class="pages">${Array.from({ length: pages }, (_, n) => `<li><a href="page-${n + 1}.html"${n + 1 === pageNumber ? ' aria-current="page"' : ''}>${n + 1}</a></li>`).join('')}</ul></nav>`
      : '';
    const body = `<h1>Articles</h1><p class="meta">${escape(texts.pageOf(pageNumber, pages))}</p>${listed.length ? listed.join('\n') : `<p>${texts.noArticle}</p>`}${links}`;
    addPage(`articles/page-${pageNumber}.html`, page({ title: `Articles, page ${pageNumber}`, root: '../', body }));
    listed = [];
    pageNumber += 1;
  };
  let lastId: number | undefined;
  for (;;) {
    const batch = await rows.articlesBefore(lastId, BATCH);
    if (batch.length === 0) break;
    const comments = await rows.commentsOf(batch.map((article) => article.id));
    for (const article of batch) {
      const when = frenchDateTime(Number(article.ts));
      const parts: string[] = [];
      for (const element of JSON.parse(article.structure) as StoredElement[]) {
        if (element.type === 'text') parts.push(`<p class="text">${escape(element.content)}</p>`);
        else {
          const src = await addImage(join(media, 'articles', `${element.content}.screen.jpg`), `media/articles/${element.content}.screen.jpg`);
          if (src) parts.push(`<figure><img src="../${src}" alt="${escape(element.name)}" loading="lazy"></figure>`);
        }
      }
      const thread = comments.filter((comment) => comment.article_id === article.id);
      const commentsHtml = thread.length
        ? `<h2>${texts.comments}</h2><ul>${thread.map((comment) => `<li><strong>${escape(comment.writer)}</strong> <span class="meta">${escape(frenchDateTime(Number(comment.ts)))}</span><p class="text">${escape(comment.text)}</p></li>`).join('')}</ul>`
        : '';
      const body = `<article class="card"><h1>${escape(article.title)}</h1><p><strong>${escape(article.bandeau)}</strong></p><p class="meta">${escape(texts.by(article.writer, when))}</p>${parts.join('\n')}${commentsHtml}</article>`;
      addPage(`articles/${article.id}.html`, page({ title: article.title, root: '../', body }));
      listed.push(`<div class="card"><h2><a href="${article.id}.html">${escape(article.title)}</a></h2><p>${escape(article.bandeau)}</p><p class="meta">${escape(texts.by(article.writer, when))}</p></div>`);
      counts.articles += 1;
      if (listed.length === ARTICLES_PER_PAGE) flushList();
    }
    lastId = batch[batch.length - 1]!.id;
  }
  if (listed.length > 0 || counts.articles === 0) flushList();

  // Albums: a gallery of thumbnails each, opening the screen-size photo.
  const albums = await rows.albums();
  const albumLinks: string[] = [];
  for (const album of albums) {
    const tiles: string[] = [];
    let lastImage = 0;
    for (;;) {
      const images = await rows.albumImagesAfter(album.id, lastImage, BATCH);
      if (images.length === 0) break;
      for (const image of images) {
        const base = join(media, 'albums', album.folder, image.name);
        const thumb = await addImage(`${base}.thumb.jpg`, `media/albums/${album.id}/${image.name}.thumb.jpg`);
        const screen = await addImage(`${base}.screen.jpg`, `media/albums/${album.id}/${image.name}.screen.jpg`);
        if (!thumb || !screen) continue;
        counts.photos += 1;
        const caption = image.comment && image.comment !== 'none' ? image.comment : '';
        const alt = caption || texts.photoOf(album.name, tiles.length + 1);
        tiles.push(`<li><figure><a href="../${screen}"><img src="../${thumb}" alt="${escape(alt)}" loading="lazy"></a>${caption ? `<figcaption>${escape(caption)}</figcaption>` : ''}</figure></li>`);
      }
      lastImage = images[images.length - 1]!.id;
    }
    addPage(`albums/${album.id}.html`, page({ title: album.name, root: '../', body: `<h1>${escape(album.name)}</h1><ul class="gallery">${tiles.join('\n')}</ul>` }));
    albumLinks.push(`<li><a href="${album.id}.html">${escape(album.name)}</a> <span class="meta">(${tiles.length} photo${tiles.length > 1 ? 's' : ''})</span></li>`);
    counts.albums += 1;
  }
  addPage('albums/index.html', page({ title: 'Albums', root: '../', body: `<h1>Albums</h1>${albumLinks.length ? `<ul>${albumLinks.join('\n')}</ul>` : `<p>${texts.noAlbum}</p>`}` }));

  // The chat: one page per month, a heading per day.
  const months: string[] = [];
  let month = '';
  let monthKey = '';
  let day = '';
  let lines: string[] = [];
  const flushMonth = () => {
    if (!monthKey) return;
    lines.push('</ul>');
    addPage(`chat/${monthKey}.html`, page({ title: `Discussion, ${month}`, root: '../', body: `<h1>Discussion, ${escape(month)}</h1>${lines.join('\n')}` }));
    months.push(`<li><a href="${monthKey}.html">${escape(month)}</a></li>`);
    lines = [];
  };
  let lastTs = 0;
  for (;;) {
    const batch = await rows.chatMessagesAfter(lastTs, BATCH);
    if (batch.length === 0) break;
    for (const message of batch) {
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
        lines.push(`${day ? '</ul>' : ''}<h2>${escape(thisDay)}</h2><ul class="chat">`);
        day = thisDay;
      }
      lines.push(`<li><span class="meta">${escape(frenchTime(ts))}</span> <strong>${escape(message.sender)}</strong> : <span class="text">${escape(message.message)}</span></li>`);
      counts.messages += 1;
    }
    lastTs = Number(batch[batch.length - 1]!.ts);
  }
  flushMonth();
  addPage('chat/index.html', page({ title: 'Discussion', root: '../', body: `<h1>Discussion</h1>${months.length ? `<ul>${months.join('\n')}</ul>` : `<p>${texts.noMessage}</p>`}` }));

  addPage(
    'index.html',
    page({
      title: 'Accueil',
      root: '',
      body: `<h1>${escape(product.title)}</h1><p>${escape(texts.homeIntro(frenchDay(now.getTime())))}</p><p>${escape(texts.counts(counts.articles, counts.albums, counts.photos, counts.messages))}</p>`,
    }),
  );
  zip.end();
  await written;
  return counts;
}
