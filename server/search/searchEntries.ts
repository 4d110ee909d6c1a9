import type { Kysely } from 'kysely';
import type { StructureElement } from '../../shared/articleTypes.ts';
import { product } from '../../shared/product.ts';
import type { DB } from '../platform/db/schema.ts';
import { indexTerms } from '../../shared/searchText.ts';
import { insertSearchEntries, removeSearchEntries, replaceSearchEntry, tsvectorLiteral, type SearchEntry } from './searchIndex.ts';

// Issue 41: what each item gives the index, and the calls the content repositories make on the
// handle they write with (a transaction when they are in one, else one of their own), so the item
// and its index row commit together.

const chatTitle = 'Message du chat';
const urls = {
  article: (id: number) => `${product.routes.article}/${id}`,
  articleComment: (articleId: number, id: number) => `${product.routes.article}/${articleId}?comment=${id}`,
  video: (id: string) => `${product.routes.tube}/${encodeURIComponent(id)}`,
  videoComment: (videoId: string, id: number) => `${product.routes.tube}/${encodeURIComponent(videoId)}?comment=${id}`,
  message: (ts: number) => `${product.routes.chat}?message=${ts}`,
  album: (name: string) => `${product.routes.gramViewer}/${encodeURIComponent(name)}`,
  photo: (name: string, id: number) => `${product.routes.gramViewer}/${encodeURIComponent(name)}?photoId=${id}`,
};

/** Runs on the caller's transaction, or in one of its own. */
export function inTransaction<T>(db: Kysely<DB>, run: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

function articleTexts(structure: string): string[] {
  let elements: Array<Partial<StructureElement>>;
  try {
    elements = JSON.parse(structure) as Array<Partial<StructureElement>>;
  } catch {
    return [];
  }
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((element) => {
    if (element.type === 'text' && typeof element.content === 'string') return [element.content];
    if (element.type === 'image' && typeof element.caption === 'string') return [element.caption];
    return [];
  });
}

export function articleEntry(row: { id: number; writer_id: number; ts: number; title: string; bandeau: string; structure: string }): SearchEntry {
  return {
    kind: 'article',
    item: String(row.id),
    scope: null,
    authorId: row.writer_id,
    ts: Number(row.ts),
    title: row.title,
    body: [row.bandeau, ...articleTexts(row.structure)].filter((text) => text.trim() !== '').join('\n'),
    url: urls.article(row.id),
  };
}

export function articleCommentEntry(row: { id: number; article_id: number; writer_id: number; ts: number; text: string }, articleTitle: string): SearchEntry {
  return { kind: 'comment', item: `a${row.id}`, scope: null, authorId: row.writer_id, ts: Number(row.ts), title: articleTitle, body: row.text, url: urls.articleComment(row.article_id, row.id) };
}

export function videoCommentEntry(row: { id: number; video_id: string; writer_id: number; ts: number; text: string }, videoTitle: string): SearchEntry {
  return { kind: 'comment', item: `v${row.id}`, scope: row.video_id, authorId: row.writer_id, ts: Number(row.ts), title: videoTitle, body: row.text, url: urls.videoComment(row.video_id, row.id) };
}

export function messageEntry(row: { ts: number; sender_id: number | null; message: string }): SearchEntry {
  return { kind: 'message', item: String(row.ts), scope: null, authorId: row.sender_id, ts: Number(row.ts), title: chatTitle, body: row.message, url: urls.message(Number(row.ts)) };
}

/** Only messages with words are indexed: a photo alone, or the chat's own notices, have none to find. */
export function isIndexedMessage(row: { sender: string; message: string }): boolean {
  return row.sender !== product.systemSender && row.message.trim() !== '';
}

/** PostgreSQL's chat appends in one statement (chatRepository.ts): the entry's columns, but its ts. */
export function messageIndexColumns(row: { sender: string; message: string }): { indexed: boolean; title: string; urlPrefix: string; tsv: string; words: string[] } {
  const terms = indexTerms([row.message]);
  // Sorted, as searchIndex.ts's keepWords writes them.
  const words = [...new Set(terms.folded)].sort();
  return { indexed: isIndexedMessage(row), title: chatTitle, urlPrefix: urls.message(0).slice(0, -1), tsv: tsvectorLiteral(terms.folded, terms.stems), words };
}

export function albumEntry(row: { id: number; name: string; created_at: number }): SearchEntry {
  return { kind: 'photo', item: `album${row.id}`, scope: null, authorId: null, ts: Number(row.created_at), title: row.name, body: '', url: urls.album(row.name) };
}

/** A photo is found by its caption (and its album's name with it); one without a caption is found through its album. */
export function photoEntry(row: { id: number; comment: string; created_at: number; added_by: number | null }, albumName: string): SearchEntry {
  return { kind: 'photo', item: String(row.id), scope: null, authorId: row.added_by, ts: Number(row.created_at), title: albumName, body: row.comment, url: urls.photo(albumName, row.id) };
}

export function videoEntry(row: { id: string; title: string; description: string; uploader_id: number; ts: number }): SearchEntry {
  return { kind: 'video', item: row.id, scope: row.id, authorId: row.uploader_id, ts: Number(row.ts), title: row.title, body: row.description, url: urls.video(row.id) };
}

const articleColumns = ['id', 'writer_id', 'ts', 'title', 'bandeau', 'structure'] as const;

/** After an article is written or edited, on the same handle. */
export async function indexArticle(db: Kysely<DB>, id: number): Promise<void> {
  const row = await db.selectFrom('articles').select(articleColumns).where('id', '=', id).executeTakeFirst();
  if (row) await replaceSearchEntry(db, articleEntry(row));
}

export async function indexArticleComment(db: Kysely<DB>, id: number): Promise<void> {
  const row = await db
    .selectFrom('comments')
    .innerJoin('articles', 'articles.id', 'comments.article_id')
    .select(['comments.id', 'comments.article_id', 'comments.writer_id', 'comments.ts', 'comments.text', 'articles.title'])
    .where('comments.id', '=', id)
    .executeTakeFirst();
  if (row) await insertSearchEntries(db, [articleCommentEntry(row, row.title)]);
}

export async function indexVideoComment(db: Kysely<DB>, id: number): Promise<void> {
  const row = await db
    .selectFrom('video_comments')
    .innerJoin('videos', 'videos.id', 'video_comments.video_id')
    .select(['video_comments.id', 'video_comments.video_id', 'video_comments.writer_id', 'video_comments.ts', 'video_comments.text', 'videos.title'])
    .where('video_comments.id', '=', id)
    .executeTakeFirst();
  if (row) await insertSearchEntries(db, [videoCommentEntry(row, row.title)]);
}

export async function indexAlbum(db: Kysely<DB>, id: number): Promise<void> {
  const row = await db.selectFrom('albums').select(['id', 'name', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (row) await replaceSearchEntry(db, albumEntry(row));
}

/** Photos just added, or a caption changed: the captioned ones in, the others out. */
export async function indexPhotos(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('album_images')
    .innerJoin('albums', 'albums.id', 'album_images.album_id')
    .select(['album_images.id', 'album_images.comment', 'album_images.created_at', 'album_images.added_by', 'albums.name'])
    .where('album_images.id', 'in', [...ids])
    .where('album_images.kind', '=', 'image')
    .execute();
  await removeSearchEntries(db, 'photo', ids.map(String));
  await insertSearchEntries(db, rows.filter((row) => row.comment.trim() !== '').map((row) => photoEntry(row, row.name)));
}

export async function indexVideo(db: Kysely<DB>, id: string): Promise<void> {
  const row = await db.selectFrom('videos').select(['id', 'title', 'description', 'uploader_id', 'ts']).where('id', '=', id).executeTakeFirst();
  if (row) await replaceSearchEntry(db, videoEntry(row));
}
