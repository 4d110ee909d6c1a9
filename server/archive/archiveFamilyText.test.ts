import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOk, text, image } from '../testing/articleRequests.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { zipEntries, type ZipEntry } from '../testing/zipEntries.ts';
import { writeFamilyArchive } from './writeFamilyArchive.ts';

// Family text that would be markup if a page wrote it as HTML: a script, an attribute breakout
// with an event handler, and an entity that must stay the five characters typed.
const hostile = '<script>alert(1)</script> "><img src=x onerror=alert(2)> &amp; fin';

let t: TestApp;
let entries: ZipEntry[];
let articleId: number;
const window = new Window();

async function familyArchive(): Promise<ZipEntry[]> {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await writeFamilyArchive(t.config, output);
  return zipEntries(Buffer.concat(chunks));
}

const pages = () => entries.filter((entry) => entry.name.endsWith('.html'));
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
function page(name: string) {
  const found = entries.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not in the archive`);
  return parse(found.bytes.toString('utf8'));
}

beforeAll(async () => {
  t = await createTestApp();
  const lea = await createUser(t.app, { firstName: 'Léa' });
  const admin = await adminToken(t.app);
  const uploader = await t.app.db.selectFrom('users').select('id').where('first_name', '=', 'Léa').executeTakeFirstOrThrow();

  // A ready video as its job leaves it, without running one: the row and its two files.
  const videoId = randomUUID();
  await t.app.db
    .insertInto('videos')
    .values({ id: videoId, title: hostile, description: hostile, uploader_id: uploader.id, ts: Date.now(), status: 'ready', message: null, source_file: null })
    .execute();
  await mkdir(join(t.dataDir, 'media', 'videos'), { recursive: true });
  await writeFile(join(t.dataDir, 'media', 'videos', `${videoId}.mp4`), 'mp4');
  await writeFile(join(t.dataDir, 'media', 'videos', `${videoId}.poster.jpg`), 'jpg');
  expect((await postJson(t.app, '/api/video/comment', { token: lea.token, id: videoId, text: hostile })).statusCode).toBe(200);

  const photo = { fileName: 'lac.jpg', bytes: await makeLandscapeJpeg({ width: 400, height: 300 }) };
  const article = await publishOk(
    t.app,
    lea.token!,
    { title: hostile, bandeau: hostile, structure: [text(1, hostile), { ...image(2, 'lac.jpg'), name: hostile }, { type: 'video', name: 'vidéo 3', content: videoId }] },
    [photo],
  );
  articleId = article.id;
  expect((await postJson(t.app, '/api/article/comment', { token: lea.token, id: articleId, text: hostile })).statusCode).toBe(200);

  // The album routes refuse a « / » in a name: the rows are written as a bad import would leave them.
  expect((await createAlbum(t.app, admin, 'Plage')).statusCode).toBe(201);
  await uploadOk(t.app, admin, 'Plage', [await makeLandscapeJpeg({ width: 400, height: 300, seed: 2 })]);
  await t.app.db.updateTable('albums').set({ name: hostile }).execute();
  await t.app.db.updateTable('album_images').set({ comment: hostile }).execute();

  await t.app.db
    .insertInto('chat_messages')
    .values({ ts: Date.now(), sender_id: uploader.id, sender: hostile, color: '#795548', message: hostile, client_id: null, reply_to: null, mentions: null })
    .execute();

  entries = await familyArchive();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await window.happyDOM.close();
});

describe('the family archive, family text', () => {
  it('writes every page with no script, no event handler and no element the family typed', () => {
    const names = pages().map((entry) => entry.name);
    for (const kind of [/^index\.html$/, /^articles\/page-1\.html$/, /^articles\/\d+\.html$/, /^albums\/index\.html$/, /^albums\/\d+\.html$/, /^chat\/index\.html$/, /^chat\/\d{4}-\d{2}\.html$/, /^videos\/index\.html$/]) {
      expect(names.some((name) => kind.test(name)), String(kind)).toBe(true);
    }
    for (const entry of pages()) {
      const document = parse(entry.bytes.toString('utf8'));
      // Issue 41: the search page alone has scripts, the archive's own two files.
      const scripts = [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
      expect(scripts, entry.name).toEqual(entry.name === 'search.html' ? ['search-index.js', 'search.js'] : []);
      const handlers = [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')));
      expect(handlers, entry.name).toEqual([]);
      // Every picture is one of the archive's own files.
      for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src'), entry.name).toMatch(/^\.\.\/media\//);
    }
  });

  it('shows an article’s title, bandeau, text, photo name, video and comment as the characters typed', () => {
    const list = page('articles/page-1.html');
    expect(list.querySelector('main h2 a')?.textContent).toBe(hostile);
    expect(list.querySelector('main .card p')?.textContent).toBe(hostile);

    const article = page(`articles/${articleId}.html`);
    expect(article.title).toBe(`${hostile} · Le terrier de Lapin`);
    expect(article.querySelector('h1')?.textContent).toBe(hostile);
    expect(article.querySelector('article strong')?.textContent).toBe(hostile);
    expect([...article.querySelectorAll('p.text')].map((p) => p.textContent)).toEqual([hostile, hostile]);
    expect(article.querySelector('figure img')?.getAttribute('alt')).toBe(hostile);
    expect(article.querySelector('video')?.getAttribute('aria-label')).toBe(hostile);
    expect(article.querySelector('video + figcaption a')?.textContent).toBe(`« ${hostile} » sur la page Lapintube de l’archive`);
  });

  it('shows an album’s name and a photo’s caption as the characters typed', () => {
    const index = page('albums/index.html');
    const link = index.querySelector('main li a');
    expect(link?.textContent).toBe(hostile);
    const album = page(`albums/${link?.getAttribute('href')}`);
    expect(album.title).toBe(`${hostile} · Le terrier de Lapin`);
    expect(album.querySelector('h1')?.textContent).toBe(hostile);
    expect(album.querySelector('.gallery img')?.getAttribute('alt')).toBe(hostile);
    expect(album.querySelector('.gallery figcaption')?.textContent).toBe(hostile);
  });

  it('shows a chat message and its sender as the characters typed', () => {
    const month = entries.find((entry) => /^chat\/\d{4}-\d{2}\.html$/.test(entry.name))!;
    const chat = parse(month.bytes.toString('utf8'));
    expect(chat.querySelector('.chat strong')?.textContent).toBe(hostile);
    expect(chat.querySelector('.chat .text')?.textContent).toBe(hostile);
  });

  it('shows a video’s title, description and comment as the characters typed', () => {
    const videos = page('videos/index.html');
    expect(videos.querySelector('article h2')?.textContent).toBe(hostile);
    expect([...videos.querySelectorAll('article p.text')].map((p) => p.textContent)).toEqual([hostile, hostile]);
  });
});
