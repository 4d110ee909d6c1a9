import { makeAutoObservable, runInAction } from 'mobx';
import type { ArticlesApi } from '../api/articlesApi.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import type { Article, ArticleComment, ArticleSubmission } from '../../shared/articleTypes.ts';
import { ARTICLE_PAGE_SIZE } from '../../shared/articleLimits.ts';
import { persist, type PersistOptions } from './persistence.ts';
import { busyCall } from './busyCall.ts';


// A burst of new articles is fetched page by page; this bounds one refresh.
const MAX_LATEST_PAGES = 20;
/** Articles opened outside the loaded pages that the device keeps to read offline (issue 24),
 * the oldest opened out first. */
export const MAX_OPENED_KEPT = 30;

/**
 * Spec §3 article list state: articles, firstid, lastid, isRetrieving, isRetrievingMore,
 * errorRetrieve, successRetrieve; plus the articles opened by id, and publishing. Comments have
 * their own store (CommentsStore) and change the articles kept here. The list holds no pixels, only photo URLs (the browser fetches
 * and caches the bytes), so it is persisted as is and stays a few KB per page.
 */
/** Which page to ask for, named after the spec's calls: load, loadmore, loadlatest. */
export type PageDirection = 'first' | 'more' | 'latest';

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
  /** The ids of `opened`, the oldest opened first. */
  openedOrder: number[] = [];
  openError: Record<number, string> = {};
  isPublishing = false;
  uploadProgress = 0;
  publishError: string | undefined = undefined;
  /** Id of the article being edited or deleted. */
  busyId: number | undefined = undefined;
  /** Why an admin's deletion of someone else's article was refused. */
  moderationError: string | undefined = undefined;
  readonly restored: Promise<unknown>;

  private readonly api: ArticlesApi;
  private readonly getToken: () => string | undefined;

  constructor(api: ArticlesApi, getToken: () => string | undefined, options: PersistOptions) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<ArticlesStore, 'api' | 'getToken'>(this, { api: false, getToken: false, restored: false });
    // The retrieving flags are not persisted: a reload in the middle of a call must not show a
    // spinner forever.
    // The opened articles are kept too, so what was read stays readable offline; sign-out (and a
    // refused session) forgets them with the rest.
    this.restored = persist(this, 'articles', ['articles', 'firstid', 'lastid', 'successRetrieve', 'opened', 'openedOrder'], options);
  }

  get hasMore(): boolean {
    return this.articles.length >= ARTICLE_PAGE_SIZE;
  }

  article(id: number): Article | undefined {
    return this.articles.find((article) => article.id === id) ?? this.opened[id];
  }

  /** Spec §4: the feed loads the first page when empty, otherwise fetches newer articles. */
  async refreshFeed(): Promise<void> {
    await this.load(this.articles.length === 0 ? 'first' : 'latest');
  }

  /**
   * Spec §4 paging: `first` asks for the newest page (load), `more` for the page older than lastid
   * (loadmore), `latest` for what is newer than firstid (loadlatest). Load-more has its own flag,
   * so the list's spinner and the button's are separate.
   */
  async load(direction: PageDirection = 'first'): Promise<void> {
    const token = this.getToken();
    const more = direction === 'more';
    if (!token || (more ? this.isRetrievingMore : this.isRetrieving)) return;
    await busyCall(() => this.fetchPages(token, direction), {
      busy: (on) => {
        if (more) this.isRetrievingMore = on;
        else this.isRetrieving = on;
      },
      error: (message) => {
        this.errorRetrieve = message;
        if (message !== undefined) this.successRetrieve = false;
      },
    });
  }

  private async fetchPages(token: string, direction: PageDirection): Promise<void> {
    if (direction === 'first') {
      const page = await this.api.load(token);
      runInAction(() => {
        const known = new Set(this.articles.map((article) => article.id));
        this.articles.push(...page.articles.filter((article) => !known.has(article.id)));
        this.firstid = page.firstid;
        this.lastid = page.lastid;
        this.successRetrieve = true;
      });
    } else if (direction === 'more') {
      const page = await this.api.loadMore(token, this.lastid);
      runInAction(() => {
        this.articles.push(...page.articles);
        this.lastid = page.lastid;
        this.successRetrieve = true;
      });
    } else {
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
        else this.keepOpened(article);
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

  private keepOpened(article: Article): void {
    this.opened[article.id] = article;
    this.openedOrder = [...this.openedOrder.filter((id) => id !== article.id), article.id];
    while (this.openedOrder.length > MAX_OPENED_KEPT) {
      const oldest = this.openedOrder.shift();
      if (oldest !== undefined) delete this.opened[oldest];
    }
  }

  /** A comment change (sent, deleted, or live) applied wherever the article is kept. */
  changeComments(id: number, change: (comments: ArticleComment[]) => ArticleComment[]): void {
    this.replaceArticle(id, (article) => ({ ...article, comments: change(article.comments) }));
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
    this.openedOrder = this.openedOrder.filter((opened) => opened !== id);
  }

  /** Whether the device holds the article (in the pages or opened). */
  holds(id: number): boolean {
    return this.article(id) !== undefined;
  }

  async publish(submission: ArticleSubmission): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.isPublishing) return false;
    return this.sendArticle(() => this.api.publish(token, submission, (fraction) => this.setProgress(fraction)), 'Publication impossible');
  }

  /** Spec §4: editing replaces content and ts, and keeps id, writer and comments. */
  async edit(id: number, submission: ArticleSubmission): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.isPublishing) return false;
    return this.sendArticle(
      () => this.api.edit(token, id, submission, (fraction) => this.setProgress(fraction)),
      'Modification impossible',
      (edited) => this.replaceArticle(id, (article) => ({ ...article, content: edited.content, ts: edited.ts })),
      id,
    );
  }

  /** Publishing and editing (`editedId`): the upload's progress from 0, the previous error cleared. */
  private async sendArticle(call: () => Promise<Article>, log: string, done?: (article: Article) => void, editedId?: number): Promise<boolean> {
    this.uploadProgress = 0;
    return busyCall(call, {
      busy: (on) => {
        this.isPublishing = on;
        if (editedId !== undefined) this.busyId = on ? editedId : undefined;
      },
      error: (message) => {
        this.publishError = message;
      },
      log,
      done,
    });
  }

  async remove(id: number): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    return busyCall(() => this.api.remove(token, id), {
      busy: (on) => {
        this.busyId = on ? id : undefined;
      },
      log: 'Suppression impossible',
      done: () => this.drop(id),
    });
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
    this.openedOrder = [];
    this.openError = {};
    this.isPublishing = false;
    this.uploadProgress = 0;
    this.publishError = undefined;
    this.busyId = undefined;
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
}
