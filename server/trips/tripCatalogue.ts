import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { articleImageNames, parseArticleStructure } from '../../shared/articleStructure.ts';
import { albumPhotoUrl, articlePhotoUrl, renditionFileName } from '../../shared/photoUrls.ts';
import { product } from '../../shared/product.ts';
import { albumPositions } from '../albums/albumOrder.ts';
import { tripsRepository, type ArticlePlaceRecord } from './tripsRepository.ts';

/** Where and when an item was taken, as item_places keeps it. */
export interface KnownCapture {
  lat: number | null;
  lon: number | null;
  takenAt: number | null;
  tz: string | null;
  hidden: boolean;
}

/** A photo or a video of any slice, with what the trip pages show of it. */
export interface CatalogueMedia {
  kind: 'photo' | 'video';
  id: string;
  by: string;
  /** When it reached Lapin: its time when its original said none. */
  arrivedAt: number;
  capture: KnownCapture | undefined;
  thumbnail: string;
  url: string;
}

export interface CatalogueArticle {
  id: number;
  title: string;
  author: string;
  ts: number;
  photoNames: string[];
  place: ArticlePlaceRecord | undefined;
}

export interface Catalogue {
  media: CatalogueMedia[];
  articles: CatalogueArticle[];
  /** Article photos' captures, by image name (an article's place comes from its first located one). */
  articlePhotos: Map<string, KnownCapture | undefined>;
  chatTimes: number[];
}

type PlaceColumns = { lat: number | string | null; lon: number | string | null; taken_at: number | string | null; tz: string | null; hidden: number | null };

const num = (value: number | string | null) => (value === null ? null : Number(value));
function captureOf(row: PlaceColumns): KnownCapture | undefined {
  if (row.hidden === null) return undefined;
  return { lat: num(row.lat), lon: num(row.lon), takenAt: num(row.taken_at), tz: row.tz, hidden: row.hidden === 1 };
}

const videoThumb = (id: string) => `/media/videos/${id}.poster.jpg`;
const SLICE = 500;

/**
 * Everything that may fall within [from, to]: an item counts by its capture time, or by its arrival
 * when its original said none. Articles are read from their publication; an article cannot hold a
 * photo taken after it was last written, so those written before `from` are never needed.
 */
export async function readCatalogue(db: Kysely<DB>, from: number, to: number): Promise<Catalogue> {
  const placeColumns = ['item_places.lat', 'item_places.lon', 'item_places.taken_at', 'item_places.tz', 'item_places.hidden'] as const;
  const albumRows = await db
    .selectFrom('album_images')
    .innerJoin('albums', 'albums.id', 'album_images.album_id')
    .leftJoin('users', 'users.id', 'album_images.added_by')
    .leftJoin('item_places', 'item_places.item', 'album_images.name')
    .select(['album_images.id', 'album_images.name', 'album_images.album_id', 'album_images.created_at', 'albums.name as album', 'albums.folder', 'users.first_name', ...placeColumns])
    .where('album_images.kind', '=', 'image')
    .where(sql<number>`coalesce(item_places.taken_at, album_images.created_at)`, '>=', from)
    .where(sql<number>`coalesce(item_places.taken_at, album_images.created_at)`, '<=', to)
    .execute();
  // The viewer opens an album at a photo's 1-based place among the album's items, in capture order.
  const positions = await albumPositions(db, albumRows.map((row) => row.album_id));
  const media: CatalogueMedia[] = albumRows.map((row) => ({
    kind: 'photo',
    id: row.name,
    by: row.first_name ?? '',
    arrivedAt: Number(row.created_at),
    capture: captureOf(row),
    thumbnail: albumPhotoUrl(row.folder, row.name, 'thumb'),
    url: `${product.routes.gramViewer}/${encodeURIComponent(row.album)}?photo=${positions.get(row.id) ?? 1}`,
  }));

  const chatRows = await db
    .selectFrom('chat_images')
    .leftJoin('users', 'users.id', 'chat_images.owner_id')
    .leftJoin('item_places', 'item_places.item', 'chat_images.id')
    .select(['chat_images.id', 'chat_images.uploaded_at', 'users.first_name', ...placeColumns])
    .where('chat_images.message_ts', 'is not', null)
    .where(sql<number>`coalesce(item_places.taken_at, chat_images.uploaded_at)`, '>=', from)
    .where(sql<number>`coalesce(item_places.taken_at, chat_images.uploaded_at)`, '<=', to)
    .execute();
  for (const row of chatRows) {
    media.push({
      kind: 'photo',
      id: row.id,
      by: row.first_name ?? '',
      arrivedAt: Number(row.uploaded_at),
      capture: captureOf(row),
      thumbnail: `/media/chat/${renditionFileName(row.id, 'thumb')}`,
      url: product.routes.chat,
    });
  }

  const videoRows = await db
    .selectFrom('videos')
    .innerJoin('users', 'users.id', 'videos.uploader_id')
    .leftJoin('item_places', 'item_places.item', 'videos.id')
    .select(['videos.id', 'videos.ts', 'users.first_name', ...placeColumns])
    .where('videos.status', '=', 'ready')
    .where(sql<number>`coalesce(item_places.taken_at, videos.ts)`, '>=', from)
    .where(sql<number>`coalesce(item_places.taken_at, videos.ts)`, '<=', to)
    .execute();
  for (const row of videoRows) {
    media.push({
      kind: 'video',
      id: row.id,
      by: row.first_name,
      arrivedAt: Number(row.ts),
      capture: captureOf(row),
      thumbnail: videoThumb(row.id),
      url: `${product.routes.tube}/${row.id}`,
    });
  }

  const articleRows = await db
    .selectFrom('articles')
    .innerJoin('users', 'users.id', 'articles.writer_id')
    .select(['articles.id', 'articles.ts', 'articles.title', 'articles.structure', 'users.first_name'])
    .where('articles.ts', '>=', from)
    .execute();
  const places = await tripsRepository(db).articlePlaces(articleRows.map((row) => row.id));
  const articles: CatalogueArticle[] = [];
  const articlePhotos = new Map<string, KnownCapture | undefined>();
  for (const row of articleRows) {
    const photoNames = articleImageNames(parseArticleStructure(row.structure));
    articles.push({ id: row.id, title: row.title, author: row.first_name, ts: Number(row.ts), photoNames, place: places.get(row.id) });
    for (const name of photoNames) articlePhotos.set(name, undefined);
  }
  for (const [name, capture] of await readCaptures(db, [...articlePhotos.keys()])) articlePhotos.set(name, capture);
  for (const article of articles) {
    const arrivedAt = article.place?.publishedAt ?? article.ts;
    for (const name of article.photoNames) {
      const capture = articlePhotos.get(name);
      const at = capture?.takenAt ?? arrivedAt;
      if (at < from || at > to) continue;
      media.push({
        kind: 'photo',
        id: name,
        by: article.author,
        arrivedAt,
        capture,
        thumbnail: articlePhotoUrl(name, 'thumb'),
        url: `${product.routes.article}/${article.id}`,
      });
    }
  }

  const chat = await db.selectFrom('chat_messages').select('ts').where('ts', '>=', from).where('ts', '<=', to).execute();
  return { media, articles, articlePhotos, chatTimes: chat.map((row) => Number(row.ts)) };
}

/** What item_places knows of these items, hidden flag included; an item without a row is absent. */
export async function readCaptures(db: Kysely<DB>, items: readonly string[]): Promise<Map<string, KnownCapture | undefined>> {
  const found = new Map<string, KnownCapture | undefined>();
  const names = [...new Set(items)];
  for (let i = 0; i < names.length; i += SLICE) {
    const rows = await db
      .selectFrom('item_places')
      .select(['item', 'lat', 'lon', 'taken_at', 'tz', 'hidden'])
      .where('item', 'in', names.slice(i, i + SLICE))
      .execute();
    for (const row of rows) found.set(row.item, captureOf(row));
  }
  return found;
}
