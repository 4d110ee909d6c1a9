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
import { articlesRepository, type ArticleRecord } from './articlesRepository.ts';
import { commentsRepository } from '../comments/commentsRepository.ts';
import { articleMessages } from './articleMessages.ts';
import { toComment } from '../comments/commentsService.ts';
import type { ArticlePlacing } from './articlePlacing.ts';
import type { ArticlePhotosService } from './articlePhotosService.ts';
import { ARTICLE_COLLECTION, createArticleImageWrites, type ArticleUpload } from './articleImageWrites.ts';

const FIRST_PAGE_TTL_MS = 5000;

/** The newest page as read once for everyone: the read under way, then its result. */
interface FirstPageEntry {
  reply: Promise<LoadReply>;
  page?: LoadReply;
  until: number;
}

export interface ArticlesServiceDeps {
  db: Kysely<DB>;
  images: PhotoStore;
  /** Issue 40: the photos uploaded ahead, which image elements may name. */
  photos: ArticlePhotosService;
  log: FastifyBaseLogger;
  /** Told after each write commits, for the live connection. */
  events?: LiveEvents;
  /** Issue 39: each article's place and day (server/trips); without it both are null. */
  placing?: ArticlePlacing;
  now?: () => number;
}

export function createArticlesService({ db, images, photos, log, events, placing, now = Date.now }: ArticlesServiceDeps) {
  const articles = articlesRepository(db);
  const comments = commentsRepository(db);
  const { withImages, claimPhotos } = createArticleImageWrites({ db, images, photos, log, now });

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

  // Exactly once (issue 40), as comments are: a device publishes a story again, under the id it
  // made when the writer pressed « Publier », until it hears the answer; the same (writer,
  // clientId) may even come twice at once, on one node or two. The unique index refuses the second
  // row (its transaction, photos included, rolls back; its new files go), and the first one's
  // article is the answer. The same id from two writers is two stories.
  const storedBefore = async (user: AuthUser, clientId: string | undefined): Promise<number | undefined> =>
    clientId === undefined ? undefined : articles.byClientId(user.id, clientId);

  async function findOwn(user: AuthUser, id: number): Promise<ArticleRecord> {
    const record = await articles.findById(id);
    if (!record) throw new HttpError(404, articleMessages.articleNotFound);
    // Rights follow the account id: a pseudo is only a display name.
    if (record.writer_id !== user.id) throw new HttpError(403, articleMessages.notWriter);
    return record;
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
      const before = await storedBefore(user, upload.clientId);
      if (before !== undefined) return get(before);
      await checkVideos(upload.draft.structure);
      let id: number;
      try {
        id = await withImages(user, upload, new Map(), ({ structure, photoIds }) =>
          db.transaction().execute(async (trx) => {
            // The article's row first: a repeat racing its first send stops here, on the unique index.
            const inserted = await articlesRepository(trx).insert(user.id, {
              ts: now(),
              title: upload.draft.title,
              bandeau: upload.draft.bandeau,
              structure: JSON.stringify(structure),
              client_id: upload.clientId ?? null,
            });
            await claimPhotos(trx, user, photoIds);
            return inserted;
          }),
        );
      } catch (error) {
        const first = error instanceof HttpError ? undefined : await storedBefore(user, upload.clientId).catch(() => undefined);
        if (first !== undefined) return get(first);
        throw error;
      }
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
      const structure = await withImages(user, upload, new Map(previousImages.map((element) => [element.content, element])), async ({ structure: next, photoIds }) => {
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
          await claimPhotos(trx, user, photoIds);
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
