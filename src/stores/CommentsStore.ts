import { makeAutoObservable, runInAction } from 'mobx';
import type { CommentsApi } from '../api/commentsApi.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import type { OutboxEntry } from '../../shared/chatTypes.ts';
import { busyCall } from './busyCall.ts';
import { newClientId } from './newClientId.ts';
import { persist, type PersistOptions } from './persistence.ts';
import type { NetworkWatch } from './uploadRetries.ts';

/** A comment the server has not confirmed yet, or refused, and the thread it goes under. */
export type CommentOutboxEntry<Id> = OutboxEntry & { target: Id };

export interface CommentsOutboxOptions extends PersistOptions {
  /** Where the outbox is kept on the device (one key per kind of thread). */
  name: string;
  /** Sends the outbox again when the browser says it is back online. */
  network?: NetworkWatch;
}

/** A failure the server did not answer (no network, a cut connection) or could not handle (5xx):
 * the comment waits and is sent again; a 4xx is a refusal with its French reason. */
const unanswered = (error: unknown) => !(error instanceof ApiError) || error.status === undefined || error.status >= 500;

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
  /** Issue 24: own comments not confirmed yet, in the order they were sent; kept on the device. */
  outbox: CommentOutboxEntry<Id>[] = [];
  readonly restored: Promise<unknown>;

  private readonly api: CommentsApi<Id>;
  private readonly holder: CommentHolder<Id>;
  private readonly getToken: () => string | undefined;
  private draining: Promise<void> | undefined = undefined;

  constructor(
    api: CommentsApi<Id>,
    holder: CommentHolder<Id>,
    getToken: () => string | undefined,
    { name, network, ...options }: CommentsOutboxOptions = { name: 'comments', storage: null },
  ) {
    this.api = api;
    this.holder = holder;
    this.getToken = getToken;
    makeAutoObservable<CommentsStore<Id>, 'api' | 'holder' | 'getToken' | 'draining'>(this, {
      api: false,
      holder: false,
      getToken: false,
      draining: false,
      restored: false,
    });
    this.restored = persist(this, name, ['outbox'], options);
    network?.onOnline(() => this.resumeOutbox());
  }

  /** The comments of one thread still in the outbox. */
  pending(id: Id): CommentOutboxEntry<Id>[] {
    return this.outbox.filter((entry) => entry.target === id);
  }

  /**
   * Issue 24: the comment goes to the outbox with a new clientId, then the outbox is sent in
   * order; true once it is there (the box is cleared), whether it went through or waits for the
   * network. It joins the thread once the server answers with it.
   */
  async addComment(id: Id, text: string): Promise<boolean> {
    const message = text.trim();
    if (message === '' || !this.getToken() || this.commentBusy) return false;
    this.outbox.push({ clientId: newClientId(), target: id, message, state: 'waiting' });
    this.commentBusy = true;
    // Not awaited: the box empties now, and the comment waits in « Commentaires en attente » until
    // the server has it. Awaited, it showed twice for as long as a slow network took to answer.
    const sent = () =>
      runInAction(() => {
        this.commentBusy = false;
      });
    void this.drain().then(sent, sent);
    return true;
  }

  /** At app start, when the network is back, and after each call that went through. */
  resumeOutbox(): void {
    if (this.outbox.some((entry) => entry.state === 'waiting')) void this.drain();
  }

  /** A refused comment, sent again from its place in the outbox. */
  retry(clientId: string): void {
    const entry = this.outbox.find((kept) => kept.clientId === clientId);
    if (!entry) return;
    entry.state = 'waiting';
    entry.reason = undefined;
    void this.drain();
  }

  /** A refused (or waiting) comment the relative gives up on. */
  discard(clientId: string): void {
    this.outbox = this.outbox.filter((entry) => entry.clientId !== clientId);
  }

  /**
   * Sends the waiting comments one at a time, in the order sent, until one gets no answer: the
   * next trigger starts again from it. The server answers a repeat of a clientId with the first
   * comment, so sending again is always safe, and the comment shows once (by its id).
   */
  private drain(): Promise<void> {
    this.draining ??= this.sendWaiting().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async sendWaiting(): Promise<void> {
    for (;;) {
      const token = this.getToken();
      const entry = this.outbox.find((kept) => kept.state === 'waiting');
      if (!token || !entry) return;
      try {
        const comment = await this.api.comment(token, entry.target, entry.message, entry.clientId);
        runInAction(() => {
          this.discard(entry.clientId);
          this.applyComment(entry.target, comment);
        });
      } catch (error) {
        if (unanswered(error)) return;
        runInAction(() => {
          entry.state = 'refused';
          entry.reason = errorMessage(error);
        });
      }
    }
  }

  async removeComment(id: Id, commentId: number): Promise<boolean> {
    const removed = await this.send(id, async (token) => {
      await this.api.uncomment(token, id, commentId);
      return (comments: ArticleComment[]) => comments.filter((known) => known.id !== commentId);
    });
    if (removed) this.resumeOutbox();
    return removed;
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
    // A comment of this device's outbox arriving live (its answer was lost) settles its entry.
    if (comment.clientId !== undefined) this.discard(comment.clientId);
    this.holder.changeComments(id, (comments) => (comments.some((known) => known.id === comment.id) ? comments : [...comments, comment]));
  }

  dropComment(id: Id, commentId: number): void {
    this.holder.changeComments(id, (comments) => comments.filter((known) => known.id !== commentId));
  }

  /** Sign-out: no half-sent comment or its error stays for the next relative. */
  reset(): void {
    this.commentBusy = false;
    this.commentError = undefined;
    this.outbox = [];
  }
}
