import { makeAutoObservable } from 'mobx';
import type { CommentsApi } from '../api/commentsApi.ts';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { busyCall } from './busyCall.ts';

/** Where a thread's comments are kept: inside their article (ArticlesStore) or video (VideosStore). */
export interface CommentHolder<Id> {
  changeComments(id: Id, change: (comments: ArticleComment[]) => ArticleComment[]): void;
}

/** Writing and deleting comments, and the ones others write (live). The comments themselves stay
 * inside what they hang under: an article in ArticlesStore, which persists them with the feed, or a
 * video of Lapintube in VideosStore (the same rules, issue 23). */
export class CommentsStore<Id extends number | string = number> {
  /** A comment is being sent or deleted. */
  commentBusy = false;
  commentError: string | undefined = undefined;

  private readonly api: CommentsApi<Id>;
  private readonly holder: CommentHolder<Id>;
  private readonly getToken: () => string | undefined;

  constructor(api: CommentsApi<Id>, holder: CommentHolder<Id>, getToken: () => string | undefined) {
    this.api = api;
    this.holder = holder;
    this.getToken = getToken;
    makeAutoObservable<CommentsStore<Id>, 'api' | 'holder' | 'getToken'>(this, { api: false, holder: false, getToken: false });
  }

  async addComment(id: Id, text: string): Promise<boolean> {
    return this.send(id, async (token) => {
      const comment = await this.api.comment(token, id, text);
      return (comments: ArticleComment[]) => [...comments.filter((known) => known.id !== comment.id), comment];
    });
  }

  async removeComment(id: Id, commentId: number): Promise<boolean> {
    return this.send(id, async (token) => {
      await this.api.uncomment(token, id, commentId);
      return (comments: ArticleComment[]) => comments.filter((known) => known.id !== commentId);
    });
  }

  dismissCommentError(): void {
    this.commentError = undefined;
  }

  private async send(id: Id, call: (token: string) => Promise<(comments: ArticleComment[]) => ArticleComment[]>): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.commentBusy) return false;
    return busyCall(() => call(token), {
      busy: (on) => {
        this.commentBusy = on;
      },
      error: (message) => {
        this.commentError = message;
      },
      done: (change) => this.holder.changeComments(id, change),
    });
  }

  /** A comment someone just wrote (live): added once, whoever sent it. */
  applyComment(id: Id, comment: ArticleComment): void {
    this.holder.changeComments(id, (comments) => (comments.some((known) => known.id === comment.id) ? comments : [...comments, comment]));
  }

  dropComment(id: Id, commentId: number): void {
    this.holder.changeComments(id, (comments) => comments.filter((known) => known.id !== commentId));
  }

  /** Sign-out: no half-sent comment or its error stays for the next relative. */
  reset(): void {
    this.commentBusy = false;
    this.commentError = undefined;
  }
}
