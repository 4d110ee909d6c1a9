import { makeAutoObservable, runInAction } from 'mobx';
import type { ArticleApi } from '../api/articleApi.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import type { Article, ArticleComment, ArticleSubmission } from '../../shared/articleTypes.ts';
import { ARTICLE_PAGE_SIZE } from '../../shared/articleLimits.ts';
import { persist, type PersistOptions } from './persistence.ts';
import { busyCall } from './busyCall.ts';


// A burst of new articles is fetched page by page; this bounds one refresh.
const MAX_LATEST_PAGES = 20;

/**
 * Spec §3 article list state: articles, firstid, lastid, isRetrieving, isRetrievingMore,
 * errorRetrieve, successRetrieve. The list holds no pixels, only photo URLs (the browser fetches
 * and caches the bytes), so it is persisted as is and stays a few KB per page.
 */
export class ArticlesStore {
  articles: Article[] = [];
  firstid = 0;
  lastid = 0;
  isRetrieving = false;
  isRetrievingMore = false;
  errorRetrieve: string | undefined = undefined;
  successRetrieve = false;

  /** Articles opened by id that are not in the loaded pages (a shared link, an old article). */
  opened: Record<number, Article> = {};
  openError: Record<number, string> = {};
  isPublishing = false;
  uploadProgress = 0;
  publishError: string | undefined = undefined;
  /** Id of the article being edited or deleted. */
  busyId: number | undefined = undefined;
  /** A comment is being sent or deleted. */
  commentBusy = false;
  commentError: string | undefined = undefined;
  /** Why an admin's deletion of someone else's article was refused. */
  moderationError: string | undefined = undefined;
  readonly restored: Promise<unknown>;

  private readonly api: ArticleApi;
  private readonly getToken: () => string | undefined;

  constructor(api: ArticleApi, getToken: () => string | undefined, options: PersistOptions) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<ArticlesStore, 'api' | 'getToken'>(this, { api: false, getToken: false, restored: false });
    // The retrieving flags are not persisted: a reload in the middle of a call must not show a
    // spinner forever.
    this.restored = persist(this, 'articles', ['articles', 'firstid', 'lastid', 'successRetrieve'], options);
  }

  get hasMore(): boolean {
    return this.articles.length >= ARTICLE_PAGE_SIZE;
  }

  article(id: number): Article | undefined {
    return this.articles.find((article) => article.id === id) ?? this.opened[id];
  }

  /** Spec §4: the feed loads the first page when empty, otherwise fetches newer articles. */
  async refreshFeed(): Promise<void> {
    if (this.articles.length === 0) await this.load();
    else await this.loadLatest();
  }

  async load(): Promise<void> {
    const token = this.getToken();
    if (!token || this.isRetrieving) return;
    this.isRetrieving = true;
    this.errorRetrieve = undefined;
    try {
      const page = await this.api.load(token);
      runInAction(() => {
        const known = new Set(this.articles.map((article) => article.id));
        this.articles.push(...page.articles.filter((article) => !known.has(article.id)));
        this.firstid = page.firstid;
        this.lastid = page.lastid;
        this.successRetrieve = true;
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.isRetrieving = false;
      });
    }
  }

  async loadMore(): Promise<void> {
    const token = this.getToken();
    if (!token || this.isRetrievingMore) return;
    this.isRetrievingMore = true;
    this.errorRetrieve = undefined;
    try {
      const page = await this.api.loadMore(token, this.lastid);
      runInAction(() => {
        this.articles.push(...page.articles);
        this.lastid = page.lastid;
        this.successRetrieve = true;
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.isRetrievingMore = false;
      });
    }
  }

  async loadLatest(): Promise<void> {
    const token = this.getToken();
    if (!token || this.isRetrieving) return;
    this.isRetrieving = true;
    this.errorRetrieve = undefined;
    try {
      // The server answers the 15 articles right after firstid: ask again while pages are full.
      for (let pages = 0; pages < MAX_LATEST_PAGES; pages += 1) {
        const page = await this.api.loadLatest(token, this.firstid);
        runInAction(() => {
          this.articles.unshift(...page.articles);
          this.firstid = page.firstid;
          this.successRetrieve = true;
        });
        if (page.articles.length < ARTICLE_PAGE_SIZE) break;
      }
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.isRetrieving = false;
      });
    }
  }

  /** Makes sure an article is at hand for its view or editor; false when it cannot be loaded. */
  async open(id: number): Promise<boolean> {
    if (this.article(id)) return true;
    return this.fetchArticle(id);
  }

  /** Opening the view: what the device keeps shows at once, and the server's copy (newer
   * comments, a later edit) replaces it when it comes. False when it cannot be loaded. */
  async refresh(id: number): Promise<boolean> {
    return this.fetchArticle(id);
  }

  private async fetchArticle(id: number): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    try {
      const article = await this.api.get(token, id);
      runInAction(() => {
        if (this.articles.some((candidate) => candidate.id === id)) this.replaceArticle(id, () => article);
        else this.opened[id] = article;
        delete this.openError[id];
      });
      return true;
    } catch (error) {
      runInAction(() => {
        // Gone from the server (deleted elsewhere): it leaves the device's list too. Any other
        // failure (offline, a restart) keeps showing the copy the device has.
        if (error instanceof ApiError && error.status === 404) this.drop(id);
        if (!this.article(id)) this.openError[id] = errorMessage(error);
      });
      return false;
    }
  }

  async addComment(id: number, text: string): Promise<boolean> {
    return this.commentCall(id, async (token) => {
      const comment = await this.api.comment(token, id, text);
      return (comments: ArticleComment[]) => [...comments.filter((known) => known.id !== comment.id), comment];
    });
  }

  async removeComment(id: number, commentId: number): Promise<boolean> {
    return this.commentCall(id, async (token) => {
      await this.api.uncomment(token, id, commentId);
      return (comments: ArticleComment[]) => comments.filter((known) => known.id !== commentId);
    });
  }

  dismissCommentError(): void {
    this.commentError = undefined;
  }

  private async commentCall(
    id: number,
    call: (token: string) => Promise<(comments: ArticleComment[]) => ArticleComment[]>,
  ): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.commentBusy) return false;
    this.commentBusy = true;
    this.commentError = undefined;
    try {
      const change = await call(token);
      runInAction(() => this.replaceArticle(id, (article) => ({ ...article, comments: change(article.comments) })));
      return true;
    } catch (error) {
      runInAction(() => {
        this.commentError = errorMessage(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.commentBusy = false;
      });
    }
  }

  /** Applies `change` wherever the article is kept: the feed's pages and the opened ones. */
  private replaceArticle(id: number, change: (article: Article) => Article): void {
    this.articles = this.articles.map((article) => (article.id === id ? change(article) : article));
    const opened = this.opened[id];
    if (opened) this.opened[id] = change(opened);
  }

  /** Deleted on the server: gone from the pages, the opened ones and the persisted list. */
  drop(id: number): void {
    this.articles = this.articles.filter((article) => article.id !== id);
    delete this.opened[id];
  }

  /** A comment someone just wrote (live): added once, whoever sent it. */
  applyComment(id: number, comment: ArticleComment): void {
    this.replaceArticle(id, (article) =>
      article.comments.some((known) => known.id === comment.id) ? article : { ...article, comments: [...article.comments, comment] },
    );
  }

  dropComment(id: number, commentId: number): void {
    this.replaceArticle(id, (article) => ({ ...article, comments: article.comments.filter((known) => known.id !== commentId) }));
  }

  /** Whether the device holds the article (in the pages or opened). */
  holds(id: number): boolean {
    return this.article(id) !== undefined;
  }

  async publish(submission: ArticleSubmission): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.isPublishing) return false;
    this.isPublishing = true;
    this.uploadProgress = 0;
    this.publishError = undefined;
    try {
      await this.api.publish(token, submission, (fraction) => this.setProgress(fraction));
      return true;
    } catch (error) {
      console.error('Publication impossible', errorMessage(error));
      runInAction(() => {
        this.publishError = errorMessage(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.isPublishing = false;
      });
    }
  }

  /** Spec §4: editing replaces content and ts, and keeps id, writer and comments. */
  async edit(id: number, submission: ArticleSubmission): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.isPublishing) return false;
    this.isPublishing = true;
    this.busyId = id;
    this.uploadProgress = 0;
    this.publishError = undefined;
    try {
      const edited = await this.api.edit(token, id, submission, (fraction) => this.setProgress(fraction));
      runInAction(() => this.replaceArticle(id, (article) => ({ ...article, content: edited.content, ts: edited.ts })));
      return true;
    } catch (error) {
      console.error('Modification impossible', errorMessage(error));
      runInAction(() => {
        this.publishError = errorMessage(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.isPublishing = false;
        this.busyId = undefined;
      });
    }
  }

  async remove(id: number): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    this.busyId = id;
    try {
      await this.api.remove(token, id);
      runInAction(() => this.drop(id));
      return true;
    } catch (error) {
      console.error('Suppression impossible', errorMessage(error));
      return false;
    } finally {
      runInAction(() => {
        this.busyId = undefined;
      });
    }
  }

  /** Moderation: an admin removes any article. False with `moderationError` set when refused. */
  async removeAsAdmin(id: number): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    return busyCall(() => this.api.removeAsAdmin(token, id), {
      error: (message) => {
        this.moderationError = message;
      },
      log: "Suppression de l'article impossible",
    });
  }

  /** Sign-out: nothing of this relative's feed stays for the next one on the device. */
  reset(): void {
    this.articles = [];
    this.firstid = 0;
    this.lastid = 0;
    this.isRetrieving = false;
    this.isRetrievingMore = false;
    this.errorRetrieve = undefined;
    this.successRetrieve = false;
    this.opened = {};
    this.openError = {};
    this.isPublishing = false;
    this.uploadProgress = 0;
    this.publishError = undefined;
    this.busyId = undefined;
    this.commentBusy = false;
    this.commentError = undefined;
    this.moderationError = undefined;
  }

  /** A new publisher or editor starts without the previous attempt's error. */
  resetPublish(): void {
    this.publishError = undefined;
    this.uploadProgress = 0;
  }

  private setProgress(fraction: number): void {
    this.uploadProgress = fraction;
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.errorRetrieve = errorMessage(error);
      this.successRetrieve = false;
    });
  }
}
