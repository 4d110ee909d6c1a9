import { makeAutoObservable } from 'mobx';
import type { CommentsApi } from '../api/commentsApi.ts';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import type { ArticlesStore } from './ArticlesStore.ts';
import { busyCall } from './busyCall.ts';

/** Writing and deleting comments, and the ones others write (live). The comments themselves stay
 * inside their article in ArticlesStore, which persists them with the feed. */
export class CommentsStore {
  /** A comment is being sent or deleted. */
  commentBusy = false;
  commentError: string | undefined = undefined;

  private readonly api: CommentsApi;
  private readonly articles: ArticlesStore;
  private readonly getToken: () => string | undefined;

  constructor(api: CommentsApi, articles: ArticlesStore, getToken: () => string | undefined) {
    this.api = api;
    this.articles = articles;
    this.getToken = getToken;
    makeAutoObservable<CommentsStore, 'api' | 'articles' | 'getToken'>(this, { api: false, articles: false, getToken: false });
  }

  async addComment(id: number, text: string): Promise<boolean> {
    return this.send(id, async (token) => {
      const comment = await this.api.comment(token, id, text);
      return (comments: ArticleComment[]) => [...comments.filter((known) => known.id !== comment.id), comment];
    });
  }

  async removeComment(id: number, commentId: number): Promise<boolean> {
    return this.send(id, async (token) => {
      await this.api.uncomment(token, id, commentId);
      return (comments: ArticleComment[]) => comments.filter((known) => known.id !== commentId);
    });
  }

  dismissCommentError(): void {
    this.commentError = undefined;
  }

  private async send(id: number, call: (token: string) => Promise<(comments: ArticleComment[]) => ArticleComment[]>): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.commentBusy) return false;
    return busyCall(() => call(token), {
      busy: (on) => {
        this.commentBusy = on;
      },
      error: (message) => {
        this.commentError = message;
      },
      done: (change) => this.articles.changeComments(id, change),
    });
  }

  /** A comment someone just wrote (live): added once, whoever sent it. */
  applyComment(id: number, comment: ArticleComment): void {
    this.articles.changeComments(id, (comments) => (comments.some((known) => known.id === comment.id) ? comments : [...comments, comment]));
  }

  dropComment(id: number, commentId: number): void {
    this.articles.changeComments(id, (comments) => comments.filter((known) => known.id !== commentId));
  }

  /** Sign-out: no half-sent comment or its error stays for the next relative. */
  reset(): void {
    this.commentBusy = false;
    this.commentError = undefined;
  }
}
