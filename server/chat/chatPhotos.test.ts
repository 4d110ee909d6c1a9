import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPhoto, MessageAckStatus, MessageConfirmation, MessageRefusal, UploadedChatPhoto } from '../../shared/chatTypes.ts';
import { product } from '../../shared/product.ts';
import { eventually, listenOnFreePort, openedChat, type ChatClient } from '../testing/chatClient.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { multipartForm, type FormPart } from '../testing/multipartForm.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { zipEntries } from '../testing/zipEntries.ts';
import type { Config } from '../platform/config.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { chatPhotoMessages } from './chatPhotoMessages.ts';
import { chatMessages } from './chatMessages.ts';

let photo: Buffer;
beforeAll(async () => {
  photo = await makeLandscapeJpeg({ width: 96, height: 64 });
});

let t: TestApp;
let url: string;
let marie: TestUser;
let paul: TestUser;
const clients: ChatClient[] = [];

async function start(overrides: Partial<Config> = {}) {
  t = await createTestApp(overrides);
  url = await listenOnFreePort(t.app);
  [marie, paul] = [await createUser(t.app, { firstName: 'Marie' }), await createUser(t.app, { firstName: 'Paul' })];
}
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await t.close();
});

const tokenOf = (user: TestUser) => user.token ?? '';
const jpeg = (bytes: Uint8Array = photo) => ({ bytes, fileName: 'photo.jpg', mimeType: 'image/jpeg' });

async function post(parts: FormPart[], headers: Record<string, string | number> = {}) {
  const form = await multipartForm(parts);
  return t.app.inject({ method: 'POST', url: '/api/chat/upload', payload: form.payload, headers: { ...form.headers, ...headers } });
}

async function upload(user: TestUser, count = 1): Promise<UploadedChatPhoto[]> {
  const answer = await post([['token', tokenOf(user)], ...Array.from({ length: count }, (): FormPart => ['images', jpeg()])]);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ images: UploadedChatPhoto[] }>().images;
}

async function openChat(user: TestUser, lastts = '0'): Promise<ChatClient> {
  const client = await openedChat(url, tokenOf(user), lastts);
  clients.push(client);
  return client;
}

/** The `message` event with photo ids (chatClient.send knows only the spec's fields). */
function send(client: ChatClient, text: string, images: unknown): Promise<[MessageAckStatus, (MessageConfirmation | MessageRefusal)?]> {
  return new Promise((resolve, reject) => {
    client.socket
      .timeout(5000)
      .emit('message', { message: encodeURIComponent(text), ts: String(Date.now()), token: '', images } as never, ((error: Error | null, status: MessageAckStatus, detail?: MessageConfirmation | MessageRefusal) =>
        error ? reject(error) : resolve([status, detail])) as never);
  });
}

/** Files of the chat's photos, and files still spooled: what a refused form must not leave. */
async function filesOnDisk(): Promise<{ chat: string[]; spooled: string[] }> {
  const list = (folder: string) => readdir(join(t.dataDir, folder)).catch(() => [] as string[]);
  return { chat: await list('media/chat'), spooled: await list('uploads') };
}

const shown = (images: UploadedChatPhoto[]): ChatPhoto[] => images.map(({ id: _id, ...image }) => image);
const media = (path: string, token?: string) => t.app.inject({ method: 'GET', url: path, headers: token === undefined ? {} : { cookie: `${product.sessionCookie}=${token}` } });

describe('photos in the chat', () => {
  it('uploads photos, sends them with a message, and newmessage and both histories carry them', async () => {
    await start();
    const images = await upload(marie, 2);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({ width: 96, height: 64 });
    expect(images[0]!.url).toMatch(/^\/media\/chat\/[0-9a-f-]{36}\.screen\.jpg$/);
    expect(images[0]!.thumbnail).toMatch(/^\/media\/chat\/[0-9a-f-]{36}\.thumb\.jpg$/);
    const served = await media(images[0]!.url, tokenOf(paul));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await media(images[0]!.thumbnail)).statusCode).toBe(401);

    const writer = await openChat(marie);
    const reader = await openChat(paul);
    const [, earlier] = await writer.send('Avant');
    const [status, ack] = await send(writer, 'Regardez !', images.map((image) => image.id));
    expect(status).toBe('confirmed');
    await eventually(() => reader.received.length === 2, 'the photo message');
    expect(reader.received[1]).toMatchObject({ message: 'Regardez !', images: shown(images) });
    expect(reader.received[0]!.images).toBeUndefined();

    const fresh = await openChat(await createUser(t.app, { firstName: 'Lea' }));
    expect(fresh.snapshots[0]!.event).toBe('initializechat');
    expect(fresh.snapshots[0]!.snapshot.messages.at(-1)).toMatchObject({ ts: (ack as MessageConfirmation).ts, images: shown(images) });
    const late = await openChat(await createUser(t.app, { firstName: 'Zoe' }), (earlier as MessageConfirmation).ts);
    expect(late.snapshots[0]!.event).toBe('retrievechat');
    expect(late.snapshots[0]!.snapshot.messages).toEqual([expect.objectContaining({ message: 'Regardez !', images: shown(images) })]);
  });

  it('sends photos alone, and still refuses an empty text without photos', async () => {
    await start();
    const [image] = await upload(marie);
    const writer = await openChat(marie);
    const reader = await openChat(paul);
    const [status] = await send(writer, '', [image!.id]);
    expect(status).toBe('confirmed');
    await eventually(() => reader.received.length === 1, 'the photo alone');
    expect(reader.received[0]).toMatchObject({ message: '', images: shown([image!]) });
    expect(await send(writer, '  ', [])).toEqual(['refused', { reason: chatMessages.empty }]);
  });

  it('refuses a 6th photo, in the upload (413) and in a message', async () => {
    await start();
    const parts: FormPart[] = [['token', tokenOf(marie)], ...Array.from({ length: 6 }, (): FormPart => ['images', jpeg()])];
    const answer = await post(parts);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: chatPhotoMessages.tooManyImages });
    expect(await filesOnDisk()).toEqual({ chat: [], spooled: [] });

    const five = await upload(marie, 5);
    const sixth = await upload(marie, 1);
    const writer = await openChat(marie);
    const ids = [...five, ...sixth].map((image) => image.id);
    expect(await send(writer, 'Trop', ids)).toEqual(['refused', { reason: chatPhotoMessages.tooManyImages }]);
  });

  it("refuses another account's photo, one already sent, and an id that is none", async () => {
    await start();
    const [mine] = await upload(marie);
    const [theirs] = await upload(paul);
    const writer = await openChat(marie);
    expect(await send(writer, 'Pas à moi', [theirs!.id])).toEqual(['refused', { reason: chatPhotoMessages.unknownImages }]);
    expect((await send(writer, 'À moi', [mine!.id]))[0]).toBe('confirmed');
    expect(await send(writer, 'Encore', [mine!.id])).toEqual(['refused', { reason: chatPhotoMessages.unknownImages }]);
    expect(await send(writer, 'Bizarre', ['../../etc/passwd'])).toEqual(['refused', { reason: chatMessages.malformed }]);
    expect(await send(writer, 'Deux fois', [theirs!.id, theirs!.id])).toEqual(['refused', { reason: chatMessages.malformed }]);
    // Paul's photo is still his to send.
    const reader = await openChat(paul);
    expect((await send(reader, 'La mienne', [theirs!.id]))[0]).toBe('confirmed');
  });

  it('refuses hostile forms cleanly, leaving nothing on disk', async () => {
    await start();
    const token = tokenOf(marie);
    const refusals: [FormPart[], number, string][] = [
      [[['images', jpeg()], ['token', token]], 400, chatPhotoMessages.fieldsFirst],
      [[['token', token], ['images', jpeg(Buffer.from('ceci n’est pas une image'))]], 415, ''],
      [[['token', token], ['images', jpeg()], ['images', jpeg(Buffer.alloc(2048, 7))]], 415, ''],
      [[['token', token], ['album', 'Vacances'], ['images', jpeg()]], 400, chatPhotoMessages.unexpectedField('album')],
      [[['token', token], ['token', token], ['images', jpeg()]], 400, chatPhotoMessages.unexpectedField('token')],
      [[['token', token], ['images', jpeg()], ['a', '1'], ['b', '2']], 400, ''],
      [[['token', token], ['photo', jpeg()]], 400, chatPhotoMessages.unexpectedField('photo')],
      [[['token', 'pas-un-jeton'], ['images', jpeg()]], 401, accountMessages.sessionInvalid],
      [[['images', jpeg()]], 400, chatPhotoMessages.fieldsFirst],
      [[['token', token]], 400, chatPhotoMessages.noImages],
      [[['token', token], ['images', jpeg(Buffer.alloc(30 * 1024 * 1024 + 1))]], 413, chatPhotoMessages.fileTooHeavy],
    ];
    for (const [parts, status, message] of refusals) {
      const answer = await post(parts);
      expect(answer.statusCode, answer.body).toBe(status);
      if (message) expect(answer.json()).toEqual({ message });
      expect(await filesOnDisk()).toEqual({ chat: [], spooled: [] });
    }
    const declared = await post([['token', token], ['images', jpeg()]], { 'content-length': 400 * 1024 * 1024 });
    expect(declared.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat/upload', payload: { token } })).statusCode).toBe(415);
    expect(await filesOnDisk()).toEqual({ chat: [], spooled: [] });
  });

  it('removes the photos with their message', async () => {
    await start();
    const images = await upload(marie, 2);
    const [kept] = await upload(marie);
    const writer = await openChat(marie);
    const [, ack] = await send(writer, 'À retirer', images.map((image) => image.id));
    await send(writer, 'À garder', [kept!.id]);
    expect((await filesOnDisk()).chat).toHaveLength(9);
    const ts = (ack as MessageConfirmation).ts;
    expect((await postJson(t.app, '/api/admin/deletemessage', { token: await adminToken(t.app), ts })).statusCode).toBe(200);
    let left: string[] = [];
    await eventually(() => {
      void filesOnDisk().then((files) => (left = files.chat));
      return left.length === 3;
    }, 'the removed message photos gone');
    expect(left.every((file) => file.startsWith(kept!.id))).toBe(true);
    expect((await media(images[0]!.url, tokenOf(paul))).statusCode).toBe(404);
    expect((await media(kept!.url, tokenOf(paul))).statusCode).toBe(200);
  });

  it('sweeps a photo never sent, which can no longer be sent', async () => {
    await start({ chatImageExpiryMinutes: 0 });
    const [image] = await upload(marie);
    expect((await filesOnDisk()).chat).toHaveLength(3);
    expect(await t.app.chatPhotos.sweep()).toBe(1);
    expect(await filesOnDisk()).toEqual({ chat: [], spooled: [] });
    const writer = await openChat(marie);
    expect(await send(writer, 'Trop tard', [image!.id])).toEqual(['refused', { reason: chatPhotoMessages.unknownImages }]);
  });

  it('puts the photos sent in the family archive, beside their message', async () => {
    await start();
    const [image] = await upload(marie);
    const writer = await openChat(marie);
    await send(writer, 'Au jardin', [image!.id]);
    const link = await postJson(t.app, '/api/admin/exportLink', { token: await adminToken(t.app) });
    const header = link.headers['set-cookie'];
    const cookie = String(Array.isArray(header) ? header[0] : header).split(';')[0]!;
    const zip = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url, headers: { cookie } });
    expect(zip.statusCode).toBe(200);
    const entries = await zipEntries(zip.rawPayload);
    const file = `media/chat/${image!.id}.screen.jpg`;
    expect(entries.map((entry) => entry.name)).toContain(file);
    const month = entries.find((entry) => /^chat\/\d{4}-\d{2}\.html$/.test(entry.name))!;
    expect(month.bytes.toString()).toContain(`<img src="../${file}"`);
  });
});
