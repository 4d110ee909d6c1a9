import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Article, LoadLatestReply, LoadMoreReply, LoadReply, StructureElement } from '../../shared/articleTypes.ts';
import { ARTICLE_PAGE_SIZE } from '../../shared/articleLimits.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import type { LiveEvents } from '../live/liveEvents.ts';
import { HttpError } from '../platform/errors.ts';
import type { PhotoStore } from '../photos/photoStore.ts';
import { articleImageNames, articleVideoIds, parseArticleStructure } from '../../shared/articleStructure.ts';
import { toArticle } from './articleRecords.ts';
import type { ImageSource } from '../photos/imageSniffer.ts';
import { articlesRepository, type ArticleRecord } from './articlesRepository.ts';
import { commentsRepository } from '../comments/commentsRepository.ts';
import type { ArticleDraft } from './parseArticleDraft.ts';
import { articleMessages } from './articleMessages.ts';
import { toComment } from '../comments/commentsService.ts';
import { placesRepository } from '../places/placesRepository.ts';
import type { ArticlePlacing } from './articlePlacing.ts';
import type { ArticlePlaceField } from '../../shared/tripTypes.ts';

/** The PhotoStore collection that holds every article image. */
export const ARTICLE_COLLECTION = 'articles';

const FIRST_PAGE_TTL_MS = 5000;

/** The newest page as read once for everyone: the read under way, then its result. */
interface FirstPageEntry {
  reply: Promise<LoadReply>;
  page?: LoadReply;
  until: number;
}

export interface ArticleUpload {
  draft: ArticleDraft;
  /** Uploaded images by part file name. */
  files: ReadonlyMap<string, ImageSource>;
  /** Issue 39: the multipart field `place`; absent, the article's photos give it. */
  place?: ArticlePlaceField;
}

export interface ArticlesServiceDeps {
  db: Kysely<DB>;
  images: PhotoStore;
  log: FastifyBaseLogger;
  /** Told after each write commits, for the live connection. */
  events?: LiveEvents;
  /** Issue 39: each article's place and day (server/trips); without it both are null. */
  placing?: ArticlePlacing;
  now?: () => number;
}

export function createArticlesService({ db, images, log, events, placing, now = Date.now }: ArticlesServiceDeps) {
  const articles = articlesRepository(db);
  const comments = commentsRepository(db);

  /** Articles with their comments, oldest first, and their videos, in two more queries for the whole page. */
  async function withComments(records: readonly ArticleRecord[]): Promise<Article[]> {
    const byArticle = await comments.forArticles(records.map((record) => record.id));
    const videos = await articles.videos(records.flatMap((record) => articleVideoIds(parseArticleStructure(record.structure))));
    const placed = await placing?.ofArticles(records.map((record) => ({ id: record.id, ts: Number(record.ts), structure: record.structure })));
    return records.map((record) => toArticle(record, (byArticle.get(record.id) ?? []).map(toComment), videos, placed?.get(record.id)));
  }

  /**
   * Every video element names an existing video of Lapintube that did not fail; `kept` are the ids
   * the article already shows (editor), which stay even if their video went since, so that an
   * article can still be corrected.
   */
  async function checkVideos(structure: readonly StructureElement[], kept: ReadonlySet<string> = new Set()): Promise<void> {
    const elements = structure.filter((element) => element.type === 'video' && !kept.has(element.content));
    const videos = await articles.videos(elements.map((element) => element.content));
    for (const element of elements) {
      const video = videos.get(element.content);
      if (video === undefined) throw new HttpError(400, articleMessages.videoMissing(element.name));
      if (video.status === 'failed') throw new HttpError(400, articleMessages.videoFailed(element.name));
    }
  }

  async function findOwn(user: AuthUser, id: number): Promise<ArticleRecord> {
    const record = await articles.findById(id);
    if (!record) throw new HttpError(404, articleMessages.articleNotFound);
    // Rights follow the account id: a pseudo is only a display name.
    if (record.writer_id !== user.id) throw new HttpError(403, articleMessages.notWriter);
    return record;
  }

  /**
   * Saves the new images an upload's structure refers to, and returns the stored structure with
   * their server names and sizes. `kept` are the image elements the article already has, by name
   * (editor). Every image set saved here is listed in `saved`, so the caller can discard them if
   * anything fails later.
   */
  async function storeImages(upload: ArticleUpload, kept: ReadonlyMap<string, StructureElement>, saved: string[]): Promise<StructureElement[]> {
    // Every reference is checked before a single photo is rendered.
    const fresh = upload.draft.structure.filter((element) => element.type === 'image' && upload.files.has(element.content));
    for (const element of upload.draft.structure) {
      if (element.type === 'image' && !upload.files.has(element.content) && !kept.has(element.content)) {
        throw new HttpError(400, articleMessages.imageMissing(element.content));
      }
    }
    const sources = fresh.map((element) => upload.files.get(element.content)!);
    const stored = await images.saveImageSets(ARTICLE_COLLECTION, sources);
    saved.push(...stored.map((image) => image.name));
    // Before the article's row, like the files: a place whose article never commits is never shown.
    await placesRepository(db).recordPhotos(stored, now());
    const saves = new Map(fresh.map((element, i) => [element, stored[i]!]));
    return upload.draft.structure.map((element): StructureElement => {
      const image = saves.get(element);
      if (image !== undefined) return { ...element, content: image.name, width: image.width, height: image.height };
      // A photo the article keeps keeps the size it was stored with.
      const before = element.type === 'image' ? kept.get(element.content) : undefined;
      return before?.width !== undefined && before.height !== undefined ? { ...element, width: before.width, height: before.height } : element;
    });
  }

  /** Files first, then one database write; if the write or anything before it fails, the new
   * files go away, so a failed request leaves neither rows nor files behind. */
  async function withImages<T>(
    upload: ArticleUpload,
    kept: ReadonlyMap<string, StructureElement>,
    write: (structure: StructureElement[]) => Promise<T>,
  ): Promise<T> {
    const saved: string[] = [];
    try {
      const structure = await storeImages(upload, kept, saved);
      return await write(structure);
    } catch (error) {
      await images.discard(ARTICLE_COLLECTION, saved).catch((discardError: unknown) => {
        log.error({ err: discardError, names: saved }, 'could not discard the images of a failed article write');
      });
      throw error;
    }
  }

  async function removeImages(names: readonly string[]): Promise<void> {
    // The rows are committed: a file left behind here is an orphan, never a broken article.
    await images.discard(ARTICLE_COLLECTION, names).catch((error: unknown) => {
      log.error({ err: error, names }, 'could not remove unreferenced article images');
    });
  }

  async function removeRecord(record: ArticleRecord): Promise<void> {
    await articles.remove(record.id);
    events?.emit('articledeleted', record.id);
    await removeImages(articleImageNames(parseArticleStructure(record.structure)));
  }

  async function get(id: number): Promise<Article> {
    const record = await articles.findById(id);
    if (!record) throw new HttpError(404, articleMessages.articleNotFound);
    const [article] = await withComments([record]);
    return article as Article;
  }

  async function readFirstPage(): Promise<LoadReply> {
    const page = await withComments(await articles.newest(ARTICLE_PAGE_SIZE));
    return { articles: page, firstid: page[0]?.id ?? 0, lastid: page.at(-1)?.id ?? 0 };
  }

  // The newest page is what every relative opening the app asks for, and it changes only when an
  // article or a comment does: it is read once and kept until the next such event (or a few
  // seconds, for a change this process does not hear of). Without an event bus nothing is kept.
  let firstPage: FirstPageEntry | undefined;
  const forgetFirstPage = () => {
    firstPage = undefined;
  };
  // `placeschanged`: a trip, a home zone or a hidden place changes the articles' place and day.
  for (const change of ['articlepublished', 'articleedited', 'articledeleted', 'commentadded', 'commentdeleted', 'placeschanged'] as const) {
    events?.on(change, forgetFirstPage);
  }

  return {
    get,

    loadFirst(): Promise<LoadReply> {
      if (events === undefined) return readFirstPage();
      if (firstPage !== undefined && firstPage.until > now()) return firstPage.reply;
      const reply = readFirstPage();
      const entry: FirstPageEntry = { reply, until: now() + FIRST_PAGE_TTL_MS };
      firstPage = entry;
      reply.then(
        (page) => {
          entry.page = page;
        },
        () => {
          if (firstPage === entry) firstPage = undefined;
        },
      );
      return reply;
    },

    /** The newest page when it is already read and still current, without waiting. */
    firstPageIfFresh(): LoadReply | undefined {
      return firstPage !== undefined && firstPage.until > now() ? firstPage.page : undefined;
    },

    async loadMore(lastid: number): Promise<LoadMoreReply> {
      const page = await withComments(await articles.olderThan(lastid, ARTICLE_PAGE_SIZE));
      return { articles: page, lastid: page.at(-1)?.id ?? lastid };
    },

    async loadLatest(firstid: number): Promise<LoadLatestReply> {
      const page = await withComments(await articles.newerThan(firstid, ARTICLE_PAGE_SIZE));
      return { articles: page, firstid: page[0]?.id ?? firstid };
    },

    async publish(user: AuthUser, upload: ArticleUpload): Promise<Article> {
      await checkVideos(upload.draft.structure);
      const id = await withImages(upload, new Map(), (structure) =>
        articles.insert(user.id, {
          ts: now(),
          title: upload.draft.title,
          bandeau: upload.draft.bandeau,
          structure: JSON.stringify(structure),
        }),
      );
      // Before the event: every node's first page is read again with the article's place.
      await placing?.written(id, upload.place, true);
      events?.emit('articlepublished', id);
      return get(id);
    },

    async edit(user: AuthUser, id: number, upload: ArticleUpload): Promise<Article> {
      const before = await findOwn(user, id);
      await checkVideos(upload.draft.structure, new Set(articleVideoIds(parseArticleStructure(before.structure))));
      const previousImages = parseArticleStructure(before.structure).filter((element) => element.type === 'image');
      const previous = previousImages.map((element) => element.content);
      const structure = await withImages(upload, new Map(previousImages.map((element) => [element.content, element])), async (next) => {
        await db.transaction().execute(async (trx) => {
          // Checked again inside the transaction: a concurrent delete must not be resurrected.
          const current = await articlesRepository(trx).findById(id);
          if (!current) throw new HttpError(404, articleMessages.articleNotFound);
          await articlesRepository(trx).update(id, {
            ts: now(),
            title: upload.draft.title,
            bandeau: upload.draft.bandeau,
            structure: JSON.stringify(next),
          });
        });
        return next;
      });
      const referenced = new Set(articleImageNames(structure));
      await removeImages(previous.filter((name) => !referenced.has(name)));
      await placing?.written(id, upload.place, false);
      events?.emit('articleedited', id);
      return get(id);
    },

    async remove(user: AuthUser, id: number): Promise<void> {
      await removeRecord(await findOwn(user, id));
    },

    /** Moderation: an admin removes any article; the rows first, then the files. */
    async removeAny(id: number): Promise<void> {
      const record = await articles.findById(id);
      if (!record) throw new HttpError(404, articleMessages.articleNotFound);
      await removeRecord(record);
    },

    /** The screen rendition of an image the article refers to; nothing else is reachable. */
    async screenImage(id: number, name: string): Promise<Buffer> {
      const record = await articles.findById(id);
      if (!record) throw new HttpError(404, articleMessages.articleNotFound);
      if (!articleImageNames(parseArticleStructure(record.structure)).includes(name)) {
        throw new HttpError(404, articleMessages.imageNotInArticle);
      }
      return images.read(ARTICLE_COLLECTION, name, 'screen');
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
