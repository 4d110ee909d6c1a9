import { describe, expect, it } from 'vitest';
import type { Participant } from '../../shared/chatTypes.ts';
import { ChatStore } from './ChatStore.ts';
import { ChatPhotosStore, type PreviewUrls } from './ChatPhotosStore.ts';
import type { PhotoPreparer } from './preparePhoto.ts';
import { ApiError } from '../api/httpClient.ts';
import { fakeChat, fakeChatPhotosApi, type FakeChatPhotosOptions } from '../testing/fakeChatApi.ts';

const me = { pseudo: 'Camille', token: 'token-camille' };
const camille: Participant = { username: 'Camille', color: '#e57373' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Shrinking writes "small:" before the bytes, so a test sees which copy went up. */
const preparer: PhotoPreparer = {
  hash: async () => 'hash',
  shrink: async (blob) => new Blob([`small:${await blob.text()}`]),
  takenAt: async () => undefined,
};

function previewUrls() {
  const live = new Set<string>();
  let next = 1;
  const urls: PreviewUrls = {
    create: () => {
      const url = `blob:preview-${next++}`;
      live.add(url);
      return url;
    },
    revoke: (url) => void live.delete(url),
  };
  return { urls, live };
}

async function composer(options: FakeChatPhotosOptions = {}, shrinks: PhotoPreparer = preparer) {
  const server = fakeChat({ participants: [camille], ownColor: camille.color });
  const chat = new ChatStore(server.connector, () => me, { storage: null });
  const api = fakeChatPhotosApi(options);
  const { urls, live } = previewUrls();
  const photos = new ChatPhotosStore(api, chat, () => me.token, shrinks, urls);
  chat.open();
  await settle();
  return { server, chat, api, photos, live };
}

const files = (...names: string[]) => names.map((name) => new Blob([name]));
const texts = (blobs: readonly Blob[]) => Promise.all(blobs.map((blob) => blob.text()));

describe('ChatPhotosStore', () => {
  it('keeps the first 5 photos picked, says why the others were left out, and lets one be removed', async () => {
    const { photos, live } = await composer();
    photos.pick(files('1', '2', '3'));
    expect(photos.notice).toBeUndefined();
    photos.pick(files('4', '5', '6', '7'));
    expect(photos.photos).toHaveLength(5);
    expect(photos.notice).toBe('Au plus 5 photos par message : seules les 5 premières sont gardées.');
    expect(live.size).toBe(5);

    photos.remove(photos.photos[0]!.key);
    expect(await texts(photos.photos.map((photo) => photo.file))).toEqual(['2', '3', '4', '5']);
    expect(live.size).toBe(4);
  });

  it('sends the shrunk photos first, then the message with their ids, shown with the photos once confirmed', async () => {
    const { server, chat, api, photos, live } = await composer();
    photos.pick(files('plage', 'forêt'));
    const sent = photos.send('Nos vacances');
    expect(sent).toBeInstanceOf(Promise);
    expect(photos.uploading).toBe(true);
    expect(await sent).toBe(true);
    await settle();

    expect(await texts(api.uploads[0]!)).toEqual(['small:plage', 'small:forêt']);
    expect(server.sent.map(({ message, images }) => ({ message, images }))).toEqual([{ message: 'Nos%20vacances', images: ['photo-1', 'photo-2'] }]);
    expect(chat.outbox).toEqual([]);
    expect(chat.messages).toHaveLength(1);
    expect(chat.messages[0]).toMatchObject({ message: 'Nos vacances', sender: 'Camille' });
    expect(chat.messages[0]!.images?.map((image) => image.width)).toEqual([400, 400]);
    expect(photos.photos).toEqual([]);
    expect(photos.status).toBe('idle');
    expect(live.size).toBe(0);
  });

  it('tells who handed the photos over only once their upload succeeded, and how many it kept', async () => {
    const { api, photos } = await composer({ refusal: 'Trop lourd' });
    const sent: string[] = [];
    const onSent = (file: Blob) => void file.text().then((text) => sent.push(text));
    expect(photos.pick(files('a', 'b', 'c', 'd', 'e', 'f'), onSent)).toBe(5);
    expect(await photos.send('')).toBe(false);
    await settle();
    expect(sent).toEqual([]);
    api.refusal = undefined;
    expect(await photos.send('')).toBe(true);
    await settle();
    expect(sent).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sends photos alone, with an empty text', async () => {
    const { server, photos } = await composer();
    photos.pick(files('plage'));
    expect(await photos.send('')).toBe(true);
    await settle();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ message: '', images: ['photo-1'] });
  });

  it('keeps the photos and the server reason when the upload is refused, and sends them on a retry', async () => {
    const { server, chat, api, photos } = await composer({ refusal: 'Au plus 5 photos par message' });
    photos.pick(files('plage'));
    expect(await photos.send('Regardez')).toBe(false);
    expect(photos.status).toBe('error');
    expect(photos.error).toBe('Au plus 5 photos par message');
    expect(photos.photos).toHaveLength(1);
    // Nothing reached the outbox: a message never waits there for photos the server does not have.
    expect(chat.outbox).toEqual([]);
    expect(server.sent).toEqual([]);

    api.refusal = undefined;
    expect(await photos.send('Regardez')).toBe(true);
    await settle();
    expect(photos.error).toBeUndefined();
    expect(server.sent[0]).toMatchObject({ message: 'Regardez', images: ['photo-1'] });
  });

  it('keeps the uploaded photos with a message that waits in the outbox, and sends their ids when the connection is back', async () => {
    const { server, chat, photos } = await composer();
    server.drop();
    photos.pick(files('plage'));
    expect(await photos.send('Hors ligne')).toBe(true);
    expect(chat.outbox).toHaveLength(1);
    expect(chat.outbox[0]!.images?.map((image) => image.id)).toEqual(['photo-1']);

    await server.reconnect();
    await settle();
    expect(server.sent.at(-1)).toMatchObject({ message: 'Hors%20ligne', images: ['photo-1'] });
    expect(chat.outbox).toEqual([]);
    expect(chat.messages[0]?.images).toHaveLength(1);
  });

  it('says in French that a photo cannot be read, keeps it, and uploads nothing', async () => {
    const broken: PhotoPreparer = { ...preparer, shrink: () => Promise.reject(new Error('decode')) };
    const { api, photos } = await composer({}, broken);
    photos.pick(files('pas une photo'));
    expect(await photos.send('')).toBe(false);
    expect(photos.error).toBe('Une des photos ne peut pas être lue : retirez-la ou choisissez-en une autre');
    expect(photos.photos).toHaveLength(1);
    expect(api.uploads).toEqual([]);
  });

  it('says in French that the server cannot be reached when the upload gets no answer', async () => {
    const { chat } = await composer();
    const cut = { upload: () => Promise.reject(new ApiError('Network Error')) };
    const photos = new ChatPhotosStore(cut, chat, () => me.token, preparer, previewUrls().urls);
    photos.pick(files('plage'));
    expect(await photos.send('')).toBe(false);
    expect(photos.error).toBe('Serveur introuvable, êtes vous connecté à internet ?');
    expect(photos.photos).toHaveLength(1);
  });

  it('shrinks each photo once, even when the upload is tried again', async () => {
    let shrunk = 0;
    const counting: PhotoPreparer = { ...preparer, shrink: (blob) => ((shrunk += 1), preparer.shrink(blob)) };
    const { api, photos } = await composer({ refusal: 'Le serveur est occupé' }, counting);
    photos.pick(files('plage'));
    await photos.send('');
    api.refusal = undefined;
    await photos.send('');
    expect(shrunk).toBe(1);
  });

  it('sends a message without photos through the chat at once, and forgets picked photos at sign-out', async () => {
    const { server, photos, live } = await composer();
    expect(photos.send('Bonjour')).toBe(true);
    await settle();
    expect(server.sent[0]).toMatchObject({ message: 'Bonjour' });
    expect(server.sent[0]!.images).toBeUndefined();

    photos.pick(files('plage'));
    photos.reset();
    expect(photos.photos).toEqual([]);
    expect(live.size).toBe(0);
  });
});
