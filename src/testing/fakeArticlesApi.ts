import { ApiError } from '../api/httpClient.ts';
import type { ArticlesApi } from '../api/articlesApi.ts';
import type { CommentsApi } from '../api/commentsApi.ts';
import type { Article, ArticleComment, ArticleSubmission, StructureElement } from '../../shared/articleTypes.ts';
import { ARTICLE_PAGE_SIZE } from '../../shared/articleLimits.ts';
import { fakeClock } from './fakeClock.ts';

// An in-memory article server for store tests and screen stories: same paging rules as the real
// one (newest first, pages of 15), no network.

export interface FakeArticlesApiOptions {
  /** Every call fails with this message. */
  failWith?: string;
  /** Only publish, edit, comment and uncomment fail with this message. */
  failWritesWith?: string;
  /** Each call waits this long; Infinity never answers (loading states). */
  delayMs?: number;
  writer?: string;
}

/** One in-memory server for articles and their comments, as on the real one. */
export interface FakeArticlesApi extends ArticlesApi, CommentsApi {
  calls: string[];
  stored(): Article[];
}

// A 4 × 3 dark olive JPEG, enough for a story to show an image.
export const sampleImageB64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABmX/9k=';

/** Stories have no server: a photo's URL is the sample as a data URL. */
export const sampleImageUrl = `data:image/jpeg;base64,${sampleImageB64}`;

export function fakeArticlesApi(initial: Article[] = [], options: FakeArticlesApiOptions = {}): FakeArticlesApi {
  let articles = initial.map(withPhotoUrls).sort((a, b) => b.id - a.id);
  let nextId = Math.max(0, ...articles.map((article) => article.id)) + 1;
  let nextCommentId = Math.max(0, ...articles.flatMap((article) => article.comments.map((comment) => comment.id))) + 1;
  const withComments = (id: number, change: (comments: ArticleComment[]) => ArticleComment[]) => {
    const existing = articles.find((article) => article.id === id);
    if (!existing) throw new ApiError('Article introuvable', 404);
    articles = articles.map((article) => (article.id === id ? { ...article, comments: change(article.comments) } : article));
  };
  const calls: string[] = [];
  const published = new Map<string, number>();
  let nextPhoto = 1;
  const now = fakeClock();
  const drop = (id: number) => {
    if (!articles.some((article) => article.id === id)) throw new ApiError('Article introuvable', 404);
    articles = articles.filter((article) => article.id !== id);
  };

  const answer = async (call: string) => {
    calls.push(call);
    const delay = options.delayMs ?? 0;
    if (delay === Infinity) await new Promise(() => undefined);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (options.failWith) throw new ApiError(options.failWith, 500);
  };

  const stored = (submission: ArticleSubmission): Article['content'] => ({
    title: submission.title,
    bandeau: submission.bandeau,
    // The photos' URLs come from withPhotoUrls, as for every article this fake answers with.
    structure: submission.structure.map((element): StructureElement => ({ type: element.type, name: element.name, content: element.content })),
  });

  return {
    calls,
    stored: () => articles,
    async load() {
      await answer('load');
      const page = articles.slice(0, ARTICLE_PAGE_SIZE);
      return { articles: page, firstid: page[0]?.id ?? 0, lastid: page.at(-1)?.id ?? 0 };
    },
    async loadLatest(_token, firstid) {
      await answer(`loadlatest ${firstid}`);
      const page = articles.filter((article) => article.id > firstid).slice(-ARTICLE_PAGE_SIZE);
      return { articles: page, firstid: page[0]?.id ?? firstid };
    },
    async loadMore(_token, lastid) {
      await answer(`loadmore ${lastid}`);
      const page = articles.filter((article) => article.id < lastid).slice(0, ARTICLE_PAGE_SIZE);
      return { articles: page, lastid: page.at(-1)?.id ?? lastid };
    },
    async get(_token, id) {
      await answer(`get ${id}`);
      const article = articles.find((candidate) => candidate.id === id);
      if (!article) throw new ApiError('Article introuvable', 404);
      return article;
    },
    async publish(_token, submission, onProgress) {
      await answer(`publish ${submission.title}`);
      if (options.failWritesWith) throw new ApiError(options.failWritesWith, 400);
      onProgress?.(1);
      // As the server does (issue 40): a repeat of a clientId answers the first article.
      const first = submission.clientId === undefined ? undefined : published.get(submission.clientId);
      if (first !== undefined) return articles.find((article) => article.id === first) ?? Promise.reject(new ApiError('Article introuvable', 404));
      const article = withPhotoUrls({ id: nextId++, writer: options.writer ?? 'Marie', ts: now(), content: stored(submission), comments: [] });
      if (submission.clientId !== undefined) published.set(submission.clientId, article.id);
      articles = [article, ...articles];
      return article;
    },
    async uploadPhoto(_token, _photo, onProgress) {
      await answer('photo');
      if (options.failWritesWith) throw new ApiError(options.failWritesWith, 400);
      onProgress?.(1);
      return `photo-${nextPhoto++}`;
    },
    async edit(_token, id, submission, onProgress) {
      await answer(`edit ${id}`);
      if (options.failWritesWith) throw new ApiError(options.failWritesWith, 400);
      const existing = articles.find((article) => article.id === id);
      if (!existing) throw new ApiError('Article introuvable', 404);
      onProgress?.(1);
      const { thumbnail: _formerCover, ...kept } = existing;
      const edited = withPhotoUrls({ ...kept, ts: now(), content: stored(submission) });
      articles = articles.map((article) => (article.id === id ? edited : article));
      return edited;
    },
    async remove(_token, id) {
      await answer(`delete ${id}`);
      drop(id);
    },
    async removeAsAdmin(_token, id) {
      await answer(`deletearticle ${id}`);
      drop(id);
    },
    async comment(_token, id, text) {
      await answer(`comment ${id}`);
      if (options.failWritesWith) throw new ApiError(options.failWritesWith, 400);
      const comment: ArticleComment = { id: nextCommentId++, writer: options.writer ?? 'Marie', ts: now(), text: text.trim() };
      withComments(id, (comments) => [...comments, comment]);
      return comment;
    },
    async uncomment(_token, id, commentId) {
      await answer(`uncomment ${id} ${commentId}`);
      if (options.failWritesWith) throw new ApiError(options.failWritesWith, 400);
      withComments(id, (comments) => comments.filter((comment) => comment.id !== commentId));
    },
  };
}

/** As the server does, every photo comes with its URL and a photo article with its feed thumbnail (here the sample, as a data URL). */
function withPhotoUrls(article: Article): Article {
  const structure = article.content.structure.map((element) =>
    element.type === 'image' && element.url === undefined ? { ...element, url: sampleImageUrl } : element,
  );
  const cover = structure.find((element) => element.type === 'image');
  const thumbnail = article.thumbnail ?? (cover === undefined ? undefined : sampleImageUrl);
  return { ...article, content: { ...article.content, structure }, ...(thumbnail === undefined ? {} : { thumbnail }) };
}

/** Articles 1..count by alternating writers, one day apart (local noon), newest has the highest id. */
export function sampleArticles(count: number, writers: readonly string[] = ['Marie', 'Paul']): Article[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      writer: writers[index % writers.length] ?? 'Marie',
      ts: new Date(2025, 6, 1 + (index % 28), 12, 30).getTime(),
      content: {
        title: `Étape ${id} : le lac`,
        bandeau: 'Une journée au soleil au bord du lac',
        structure: [
          { type: 'text', name: 'paragraphe 1', content: 'Nous avons marché le long du lac.' },
          { type: 'image', name: 'image 2', content: `photo-${id}`, url: sampleImageUrl },
        ],
      },
      comments: [],
      thumbnail: sampleImageUrl,
    };
  });
}
