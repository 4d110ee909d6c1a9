import { makeAutoObservable, runInAction } from 'mobx';
import type { BookApi, BookRequest } from '../api/bookApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { BookChoice, BookView } from '../components/bookChoice.ts';
import type { BookFailedEvent, BookProgressEvent, BookReadyEvent, BookState, BookStatus } from '../../shared/bookTypes.ts';
import { BOOK_STORE, type RootStore } from './RootStore.ts';


export interface BookStoreOptions {
  /** Whether the device has a network: the book is made on the server, nothing is done offline. */
  online: () => boolean;
  /** How often the book's state is read while it is being made and the dialog is open. The live
   * events carry the progress and the end; this catches events missed while the connection was
   * away, and a book whose node died without a word. */
  pollMs?: number;
}

const POLL_MS = 5000;

/** How far a book has gone: a state read late never undoes a newer live event. */
const stage: Record<BookState, number> = { queued: 0, making: 1, ready: 2, failed: 2 };

/**
 * Issue 42: the trip's book (one at a time per trip) and the dialog that asks for it. Made by the
 * book dialog's screen on first open (bookOf); the live connection reaches it through the root's
 * screen stores, so its code loads with the dialog.
 */
export class BookStore {
  open = false;
  tripId: string | undefined = undefined;
  /** How many days the trip has: the range's bounds. */
  dayCount = 1;
  /** The trip's book; undefined until read, null when none was asked for. */
  book: BookStatus | null | undefined = undefined;
  status: 'idle' | 'loading' | 'error' = 'idle';
  error: string | undefined = undefined;
  /** The form is shown over an existing book (« Créer un nouveau livre »). */
  choosing = false;
  choice: BookChoice = { format: 'A5', allDays: true, from: 1, to: 1, chatPhotos: false, bleed: false };
  creating = false;
  createError: string | undefined = undefined;

  private readonly api: BookApi;
  private readonly getToken: () => string | undefined;
  private readonly options: BookStoreOptions;
  /** The last book asked for, sent again by « Réessayer ». */
  private lastRequest: BookRequest | undefined = undefined;
  private poll: ReturnType<typeof setTimeout> | undefined = undefined;
  private generation = 0;

  constructor(api: BookApi, getToken: () => string | undefined, options: BookStoreOptions) {
    this.api = api;
    this.getToken = getToken;
    this.options = options;
    makeAutoObservable<BookStore, 'api' | 'getToken' | 'options' | 'lastRequest' | 'poll' | 'generation'>(this, {
      api: false,
      getToken: false,
      options: false,
      lastRequest: false,
      poll: false,
      generation: false,
    });
  }

  get view(): BookView {
    if (!this.options.online()) return 'offline';
    if (this.book === undefined) return this.status === 'error' ? 'error' : 'loading';
    if (this.book === null || this.choosing) return 'choose';
    return this.book.state;
  }

  /** Whether the days asked for are not days of the trip (or the first comes after the last). */
  get rangeInvalid(): boolean {
    const { allDays, from, to } = this.choice;
    if (allDays) return false;
    return !(Number.isInteger(from) && Number.isInteger(to) && from >= 1 && from <= to && to <= this.dayCount);
  }

  /** « Le livre du voyage »: opens the dialog on the trip's book, read afresh. */
  show(tripId: string, dayCount: number): void {
    if (tripId !== this.tripId) {
      this.stopPolling();
      this.tripId = tripId;
      this.book = undefined;
      this.choosing = false;
      this.choice = { ...this.choice, allDays: true, from: 1, to: dayCount };
    }
    this.dayCount = Math.max(1, dayCount);
    if (this.choice.allDays) this.choice = { ...this.choice, from: 1, to: this.dayCount };
    this.open = true;
    this.createError = undefined;
    void this.load();
  }

  close(): void {
    this.open = false;
    this.stopPolling();
  }

  setChoice(change: Partial<BookChoice>): void {
    this.choice = { ...this.choice, ...change };
  }

  newBook(): void {
    this.choosing = true;
    this.createError = undefined;
  }

  keepBook(): void {
    this.choosing = false;
  }

  /** Reads the trip's book; while it is being made, reads it again every few seconds. */
  async load(): Promise<void> {
    const token = this.getToken();
    const tripId = this.tripId;
    if (!token || !tripId) return;
    const generation = ++this.generation;
    this.status = 'loading';
    this.error = undefined;
    try {
      const book = await this.api.current(token, tripId);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.book = book;
        this.status = 'idle';
        this.watch();
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.status = 'error';
        this.error = errorMessage(error);
      });
    }
  }

  /** « Créer le livre »: the new book replaces the trip's previous one. */
  async create(): Promise<void> {
    const token = this.getToken();
    const tripId = this.tripId;
    if (!token || !tripId || this.creating || this.rangeInvalid) return;
    const { format, allDays, from, to, chatPhotos, bleed } = this.choice;
    await this.send(token, { trip: tripId, format, ...(allDays ? {} : { from, to }), chatPhotos, bleed });
  }

  /** « Réessayer »: the trip's book read again, or the failed book asked for again. */
  async retry(): Promise<void> {
    if (this.view === 'error') return this.load();
    const token = this.getToken();
    const failed = this.book;
    if (!token || !failed || failed.state !== 'failed' || this.creating) return;
    const request = this.lastRequest?.trip === failed.trip ? this.lastRequest : this.requestOf(failed);
    await this.send(token, request);
  }

  /** Live `bookprogress`: the book on screen advances; a book asked for elsewhere is read. */
  applyProgress(event: BookProgressEvent): void {
    if (event.trip !== this.tripId) return;
    if (this.book?.id !== event.id) return void this.load();
    // A late event after the book is done says nothing new.
    if (this.book.state !== 'queued' && this.book.state !== 'making') return;
    this.book = { ...this.book, state: 'making', progress: Math.max(this.book.progress, event.progress) };
  }

  /** Live `bookready`: the link appears at once, with the pages and size. */
  applyReady(event: BookReadyEvent): void {
    if (event.trip !== this.tripId) return;
    if (this.book?.id !== event.id) return void this.load();
    this.book = { ...this.book, state: 'ready', progress: 100, pages: event.pages, bytes: event.bytes };
    this.stopPolling();
  }

  /** Live `bookfailed`: the reason and « Réessayer » at once, without waiting for the next read. */
  applyFailed(event: BookFailedEvent): void {
    if (event.trip !== this.tripId) return;
    if (this.book?.id !== event.id) return void this.load();
    if (this.book.state === 'ready') return;
    this.book = { ...this.book, state: 'failed', message: event.message };
    this.stopPolling();
  }

  /** The live connection came back: what was missed meanwhile is read. */
  catchUp(): void {
    if (this.open && this.tripId) void this.load();
  }

  /** Sign-out: nothing of this trip's book stays in memory. */
  reset(): void {
    this.stopPolling();
    this.generation += 1;
    this.open = false;
    this.tripId = undefined;
    this.book = undefined;
    this.status = 'idle';
    this.error = undefined;
    this.choosing = false;
    this.creating = false;
    this.createError = undefined;
    this.lastRequest = undefined;
  }

  private async send(token: string, request: BookRequest): Promise<void> {
    this.creating = true;
    this.createError = undefined;
    this.lastRequest = request;
    const generation = ++this.generation;
    try {
      const id = await this.api.create(token, request);
      runInAction(() => {
        this.creating = false;
        if (generation !== this.generation) return;
        this.book = { id, trip: request.trip, format: request.format, state: 'queued', progress: 0, from: request.from, to: request.to, createdAt: Date.now() };
        this.choosing = false;
      });
      // The server's own record (its date, a state already moved on) at once, then while it is made.
      if (generation === this.generation) await this.pollOnce(id);
    } catch (error) {
      runInAction(() => {
        this.creating = false;
        this.createError = errorMessage(error);
      });
    }
  }

  private requestOf(book: BookStatus): BookRequest {
    const range = book.from !== undefined && book.to !== undefined ? { from: book.from, to: book.to } : {};
    return { trip: book.trip, format: book.format, ...range, chatPhotos: this.choice.chatPhotos, bleed: this.choice.bleed };
  }

  /** Reads the book's state again later while it is being made and the dialog shows it. */
  private watch(): void {
    this.stopPolling();
    const book = this.book;
    if (!this.open || !book || (book.state !== 'queued' && book.state !== 'making')) return;
    this.poll = setTimeout(() => void this.pollOnce(book.id), this.options.pollMs ?? POLL_MS);
  }

  private async pollOnce(id: string): Promise<void> {
    this.poll = undefined;
    const token = this.getToken();
    if (!token || this.book?.id !== id) return;
    const generation = this.generation;
    try {
      const status = await this.api.status(token, id);
      runInAction(() => {
        if (generation !== this.generation || this.book?.id !== id) return;
        // A live event may have said more meanwhile: the book never goes back.
        const shown = this.book;
        if (stage[status.state] < stage[shown.state]) this.book = { ...status, state: shown.state, progress: shown.progress, pages: shown.pages, bytes: shown.bytes };
        else this.book = status.state === 'making' ? { ...status, progress: Math.max(status.progress, shown.progress) } : status;
      });
    } catch {
      // A cut network or a restart: the next read tries again.
    }
    runInAction(() => this.watch());
  }

  private stopPolling(): void {
    if (this.poll !== undefined) clearTimeout(this.poll);
    this.poll = undefined;
  }
}

/** The book's store, made by the book dialog on first open. */
export function bookOf(root: RootStore): BookStore {
  return root.screenStore(BOOK_STORE, () => new BookStore(root.api.book, () => root.accounts.token, { online: () => root.offline.online }));
}
