import { describe, expect, it, vi } from 'vitest';
import { BookStore, bookOf } from './BookStore.ts';
import { RootStore } from './RootStore.ts';
import { fakeApi } from '../testing/fakeApi.ts';
import { fakeBookApi, sampleBook, sampleBookDate } from '../testing/fakeBookApi.ts';
import { fakeLive } from '../testing/fakeLive.ts';
import { sampleUser } from '../testing/fakeAccountsApi.ts';
import { sampleTrip } from '../testing/fakeTripApi.ts';

const token = () => sampleUser.userToken;
const trip = sampleTrip.id;

function storeOver(api = fakeBookApi(), online = true, pollMs = 60_000) {
  return new BookStore(api, token, { online: () => online, pollMs });
}

describe('BookStore', () => {
  it('reads the trip’s book on open, then asks for one with the days chosen', async () => {
    const api = fakeBookApi();
    const store = storeOver(api);
    store.show(trip, 12);
    expect(store.view).toBe('loading');
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    expect(store.choice).toMatchObject({ format: 'A5', allDays: true, from: 1, to: 12 });

    store.setChoice({ format: 'A4', allDays: false, from: 3, to: 5, bleed: true });
    await store.create();

    const id = store.book?.id ?? '';
    // The server's record is read at once: its date, not the device's.
    expect(api.calls).toEqual([`current:${trip}`, `create:${JSON.stringify({ trip, format: 'A4', from: 3, to: 5, chatPhotos: false, bleed: true })}`, `status:${id}`]);
    expect(store.view).toBe('queued');
    expect(store.book).toMatchObject({ format: 'A4', state: 'queued', progress: 0, from: 3, to: 5, createdAt: sampleBookDate });
    store.close();
  });

  it('sends no range when every day is asked for', async () => {
    const api = fakeBookApi();
    const store = storeOver(api);
    store.show(trip, 4);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    store.setChoice({ chatPhotos: true });
    await store.create();
    expect(api.calls[1]).toBe(`create:${JSON.stringify({ trip, format: 'A5', chatPhotos: true, bleed: false })}`);
    store.close();
  });

  it('refuses days that are not the trip’s, or the first after the last', async () => {
    const api = fakeBookApi();
    const store = storeOver(api);
    store.show(trip, 6);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    store.setChoice({ allDays: false, from: 4, to: 2 });
    expect(store.rangeInvalid).toBe(true);
    store.setChoice({ from: 2, to: 7 });
    expect(store.rangeInvalid).toBe(true);
    store.setChoice({ from: 0, to: 3 });
    expect(store.rangeInvalid).toBe(true);
    await store.create();
    expect(api.calls).toEqual([`current:${trip}`]);
    store.setChoice({ from: 2, to: 6 });
    expect(store.rangeInvalid).toBe(false);
  });

  it('follows the live progress to the ready book, never going back', async () => {
    const api = fakeBookApi();
    const store = storeOver(api);
    store.show(trip, 3);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    await store.create();
    const id = store.book?.id ?? '';
    store.applyProgress({ id, trip, progress: 42 });
    expect(store.view).toBe('making');
    expect(store.book?.progress).toBe(42);
    store.applyProgress({ id, trip, progress: 30 });
    expect(store.book?.progress).toBe(42);
    store.applyReady({ id, trip, pages: 212, bytes: 503_316_480 });
    expect(store.view).toBe('ready');
    expect(store.book).toMatchObject({ pages: 212, bytes: 503_316_480, progress: 100 });
    store.applyProgress({ id, trip, progress: 99 });
    expect(store.view).toBe('ready');
  });

  it('keeps a live « ready » over a state read before it', async () => {
    const api = fakeBookApi();
    const read = api.status.bind(api);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The server's record is read while the book is queued, and arrives after the live event.
    api.status = async (token, id) => {
      const status = await read(token, id);
      await gate;
      return status;
    };
    const store = storeOver(api);
    store.show(trip, 3);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    const creating = store.create();
    await vi.waitFor(() => expect(api.calls.at(-1)).toMatch(/^status:/));
    const id = store.book?.id ?? '';
    store.applyReady({ id, trip, pages: 12, bytes: 1_000_000 });
    release();
    await creating;
    expect(store.view).toBe('ready');
    expect(store.book).toMatchObject({ pages: 12, bytes: 1_000_000, createdAt: sampleBookDate });
    store.close();
  });

  it('reads the book again when another member asked for a new one', async () => {
    const api = fakeBookApi({ book: sampleBook() });
    const store = storeOver(api);
    store.show(trip, 5);
    await vi.waitFor(() => expect(store.view).toBe('ready'));
    api.book = sampleBook({ id: '11111111-2222-4333-8444-555555555555', state: 'making', progress: 10 });
    store.applyProgress({ id: api.book.id, trip, progress: 12 });
    await vi.waitFor(() => expect(store.view).toBe('making'));
    expect(store.book?.id).toBe('11111111-2222-4333-8444-555555555555');
    store.applyProgress({ id: 'x', trip: 'another-trip', progress: 50 });
    expect(store.book?.id).toBe('11111111-2222-4333-8444-555555555555');
    store.close();
  });

  it('learns of a failure by reading the state, and « Réessayer » asks for the same book again', async () => {
    const api = fakeBookApi();
    const store = storeOver(api, true, 5);
    store.show(trip, 8);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    store.setChoice({ allDays: false, from: 2, to: 4, chatPhotos: true });
    await store.create();
    const request = api.calls[1];
    if (api.book) api.book = { ...api.book, state: 'failed', message: 'Plus assez de place sur le disque du serveur' };
    await vi.waitFor(() => expect(store.view).toBe('failed'));
    expect(store.book?.message).toBe('Plus assez de place sur le disque du serveur');

    await store.retry();
    expect(api.calls.filter((call) => call.startsWith('create:'))).toEqual([request, request]);
    expect(store.view).toBe('queued');
    store.close();
  });

  it('keeps the existing book until a new one is asked for', async () => {
    const store = storeOver(fakeBookApi({ book: sampleBook() }));
    store.show(trip, 5);
    await vi.waitFor(() => expect(store.view).toBe('ready'));
    store.newBook();
    expect(store.view).toBe('choose');
    store.keepBook();
    expect(store.view).toBe('ready');
  });

  it('shows the server’s French refusal of a new book', async () => {
    const store = storeOver(fakeBookApi({ createFailWith: 'Plus assez de place sur le disque du serveur' }));
    store.show(trip, 5);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    await store.create();
    expect(store.view).toBe('choose');
    expect(store.createError).toBe('Plus assez de place sur le disque du serveur');
    expect(store.creating).toBe(false);
  });

  it('says when the book cannot be read, and reads it again on « Réessayer »', async () => {
    const api = fakeBookApi({ failWith: 'Le serveur est indisponible' });
    const store = storeOver(api);
    store.show(trip, 5);
    await vi.waitFor(() => expect(store.view).toBe('error'));
    expect(store.error).toBe('Le serveur est indisponible');
    await store.retry();
    expect(api.calls).toEqual([`current:${trip}`, `current:${trip}`]);
  });

  it('does nothing offline', () => {
    const store = storeOver(fakeBookApi(), false);
    store.show(trip, 5);
    expect(store.view).toBe('offline');
  });

  it('forgets the book at sign-out', async () => {
    const store = storeOver(fakeBookApi({ book: sampleBook() }));
    store.show(trip, 5);
    await vi.waitFor(() => expect(store.view).toBe('ready'));
    store.reset();
    expect(store.book).toBeUndefined();
    expect(store.open).toBe(false);
  });
});

describe('BookStore on the live connection', () => {
  it('receives the progress and the ready book, and catches up after a reconnection', async () => {
    const live = fakeLive();
    const book = fakeBookApi();
    const root = new RootStore(fakeApi({ book, live: live.connector }), { storage: null });
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    const store = bookOf(root);
    store.show(trip, 3);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    await store.create();
    root.live.start();
    const id = store.book?.id ?? '';

    live.server.bookprogress({ id, trip, progress: 64 });
    expect(store.book?.progress).toBe(64);
    live.server.bookready({ id, trip, pages: 40, bytes: 9_000_000 });
    expect(store.view).toBe('ready');

    book.calls.length = 0;
    live.server.drop();
    live.server.connect();
    await vi.waitFor(() => expect(book.calls).toEqual([`current:${trip}`]));
    store.close();
  });
  it('hears at once that the book could not be made, without waiting for a read, and « Réessayer » asks again', async () => {
    const live = fakeLive();
    const book = fakeBookApi();
    // The dialog reads the book only every 5 s: here the failure comes from the live connection alone.
    const root = new RootStore(fakeApi({ book, live: live.connector }), { storage: null });
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    const store = bookOf(root);
    store.show(trip, 3);
    await vi.waitFor(() => expect(store.view).toBe('choose'));
    await store.create();
    root.live.start();
    const id = store.book?.id ?? '';
    live.server.bookprogress({ id, trip, progress: 30 });
    const reads = book.calls.length;

    live.server.bookfailed({ id, trip, message: 'Le livre demandait trop de mémoire et a été arrêté. Essayez avec moins de jours.' });
    expect(store.view).toBe('failed');
    expect(store.book).toMatchObject({ id, progress: 30, message: 'Le livre demandait trop de mémoire et a été arrêté. Essayez avec moins de jours.' });
    expect(book.calls).toHaveLength(reads);
    // Another trip's book, or a late word on a book already made, changes nothing here.
    live.server.bookfailed({ id, trip: '00000000-0000-4000-8000-000000000009', message: 'autre' });
    expect(store.book?.message).toBe('Le livre demandait trop de mémoire et a été arrêté. Essayez avec moins de jours.');

    await store.retry();
    expect(book.calls.filter((call) => call.startsWith('create:'))).toHaveLength(2);
    expect(store.view).toBe('queued');
    const again = store.book?.id ?? '';
    live.server.bookready({ id: again, trip, pages: 8, bytes: 2_000_000 });
    live.server.bookfailed({ id: again, trip, message: 'trop tard' });
    expect(store.view).toBe('ready');
    store.close();
  });
});
