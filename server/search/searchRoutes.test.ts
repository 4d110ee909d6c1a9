import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { SearchReply, SearchResult } from '../../shared/searchTypes.ts';
import { albumsRepository } from '../albums/albumsRepository.ts';
import { chatRepository } from '../chat/chatRepository.ts';
import { isPostgres } from '../platform/db/dialect.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { deleteArticle, editArticle, publishOk, text } from '../testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { videosRepository } from '../videos/videosRepository.ts';
import { searchMessages } from './searchMessages.ts';

// Issue 41: the French cases, access, deletions, de: and paging, on SQLite and PostgreSQL alike
// (projects `server` and `server-pg` run this one table on each).
let t: TestApp;
let admin: string;
let camille: TestUser;
let paul: TestUser;
let storyId: number;

const search = (token: string | null, body: Record<string, unknown>) => postJson(t.app, '/api/search', { token, ...body });

async function found(q: string, extra: Record<string, unknown> = {}, token = paul.token!): Promise<SearchReply> {
  const response = await search(token, { q, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchReply>();
}

const shown = (result: SearchResult) => result.highlights.map(([start, end]) => result.snippet.slice(start, end));

async function chat(user: TestUser, message: string): Promise<string> {
  const stored = await chatRepository(t.app.db).append({ senderId: user.id, sender: user.firstName, color: '#336699', message }, Date.now());
  return stored.ts;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  camille = await createUser(t.app, { firstName: 'Camille' });
  paul = await createUser(t.app, { firstName: 'Paul' });
  const story = await publishOk(t.app, camille.token!, {
    title: 'Deuxième jour à Chamonix',
    bandeau: "Visite de l'Église du village",
    structure: [text(1, 'Nous avons mangé une omelette aux œufs.'), text(2, 'Puis la fromagerie, et la randonnée du lac Blanc.')],
  });
  storyId = story.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('French search, the same on both databases', () => {
  it.each([
    ['eglise', 'Église'],
    ['Eglise', 'Église'],
    ["l'eglise", 'Église'],
    ['oeuf', 'œufs'],
    ['randonnées', 'randonnée'],
    ['randonnees', 'randonnée'],
    ['fromagerie', 'fromagerie'],
    ['chamo', 'Chamonix'],
    ['"lac blanc"', 'lac'],
    ['omelette oeufs', 'omelette'],
  ])('« %s » finds the story, « %s » highlighted', async (q, word) => {
    const { results } = await found(q);
    const story = results.find((result) => result.kind === 'article' && result.id === String(storyId));
    expect(story, JSON.stringify(results)).toBeDefined();
    expect(story!.url).toBe(`/app/article/${storyId}`);
    expect(story!.author).toBe('Camille');
    expect(story!.title).toBe('Deuxième jour à Chamonix');
    if (!['chamo', 'Eglise', 'eglise', "l'eglise"].includes(q)) expect(shown(story!)).toContain(word);
  });

  it.each([['"blanc lac"'], ['fromageries du lac vert'], ['zzz'], ['?!']])('« %s » finds nothing', async (q) => {
    expect((await found(q)).results.filter((result) => result.kind === 'article')).toEqual([]);
  });
});

describe('what is searched', () => {
  it('finds comments, chat messages, photo captions and album names, and videos, each with its url', async () => {
    const comment = await postJson(t.app, '/api/article/comment', { token: paul.token, id: storyId, text: 'Quelle belle cascade !' });
    expect(comment.statusCode).toBe(200);
    const commentId = comment.json<{ comment: { id: number } }>().comment.id;
    const ts = await chat(camille, 'On se retrouve à la cascade ?');
    expect((await createAlbum(t.app, admin, 'Été à Annecy')).statusCode).toBeLessThan(300);
    const [first, photo] = await uploadOk(t.app, admin, 'Été à Annecy', [await makeLandscapeJpeg({ width: 320, height: 240, seed: 3 }), await makeLandscapeJpeg({ width: 320, height: 240, seed: 4 })]);
    const row = await t.app.db.selectFrom('album_images').select('id').where('name', '=', photo!.image).executeTakeFirstOrThrow();
    await albumsRepository(t.app.db).updateCaption(row.id, 'La cascade du Dard');
    await videosRepository(t.app.db).insert({ id: 'video-cascade', title: 'Cascade', description: 'Sous la cascade', uploader_id: camille.id, ts: Date.now(), duration: 1, width: 2, height: 2, source_file: null });

    const { results } = await found('cascade', {}, camille.token!);
    const byKind = Object.fromEntries(results.map((result) => [result.kind, result]));
    expect(byKind.comment?.url).toBe(`/app/article/${storyId}?comment=${commentId}`);
    expect(byKind.message?.url).toBe(`/app/lapinchat?message=${ts}`);
    // The photo by its file name: the viewer finds it wherever the album's order puts it, also once
    // the one before it is gone.
    const photoUrl = `/app/lapingramviewer/${encodeURIComponent('Été à Annecy')}?image=${encodeURIComponent(photo!.image)}`;
    expect(byKind.photo?.url).toBe(photoUrl);
    expect(byKind.video?.url).toBe('/app/lapintube/video-cascade');
    const firstRow = await t.app.db.selectFrom('album_images').select('id').where('name', '=', first!.image).executeTakeFirstOrThrow();
    await albumsRepository(t.app.db).deletePhoto(firstRow.id);
    const again = await found('cascade', { kinds: ['photo'] }, camille.token!);
    expect(again.results.map((result) => result.url)).toEqual([photoUrl]);
    // Newest first.
    expect(results.map((result) => result.kind)).toEqual(['video', 'photo', 'message', 'comment']);
    // A video being prepared: its uploader alone finds it.
    expect((await found('cascade', { kinds: ['video'] })).results).toEqual([]);
    expect((await found('annecy', { kinds: ['photo'] })).results.map((result) => result.id)).toEqual([String(row.id), expect.stringMatching(/^album/)]);
  });

  it('reindexes an edit and forgets a deleted item at once', async () => {
    const story = await publishOk(t.app, camille.token!, { title: 'Brouillon', bandeau: 'Le marché', structure: [text(1, 'Des tomates.')] });
    expect((await found('tomates')).results.map((result) => result.id)).toContain(String(story.id));
    expect((await editArticle(t.app, camille.token!, story.id, { title: 'Brouillon', bandeau: 'Le marché', structure: [text(1, 'Des abricots.')] })).statusCode).toBe(200);
    expect((await found('tomates')).results.map((result) => result.id)).not.toContain(String(story.id));
    expect((await found('abricots')).results.map((result) => result.id)).toContain(String(story.id));
    expect((await deleteArticle(t.app, camille.token!, story.id)).statusCode).toBe(200);
    expect((await found('abricots')).results).toEqual([]);
    const ts = await chat(paul, 'Message éphémère');
    await chatRepository(t.app.db).deleteByTs(Number(ts));
    expect((await found('ephemere')).results).toEqual([]);
  });

  it('indexes a chat message stored the way the chat stores it (on PostgreSQL, in the one statement that notifies)', async () => {
    const message = { senderId: paul.id, sender: paul.firstName, color: '#336699', message: 'Rendez-vous au téléphérique' };
    const repository = chatRepository(t.app.db);
    const stored = isPostgres(t.app.db)
      ? await repository.appendNotified(message, Date.now(), { channel: 'lapin_search_test', template: '{"ts":#}', placeholder: '#' })
      : await repository.append(message, Date.now());
    const { results } = await found('telepherique');
    expect(results.map((result) => [result.kind, result.id, result.author, shown(result)])).toEqual([['message', stored.ts, 'Paul', ['téléphérique']]]);
  });
});

describe('rules', () => {
  it('de: limits to one member, folded', async () => {
    await chat(paul, 'Je pense à la fromagerie');
    const all = await found('fromagerie');
    expect(new Set(all.results.map((result) => result.author))).toEqual(new Set(['Camille', 'Paul']));
    expect((await found('de:camille fromagerie')).results.map((result) => result.author)).toEqual(['Camille']);
    expect((await found('fromagerie de:PAUL')).results.map((result) => result.author)).toEqual(['Paul']);
    expect((await found('fromagerie de:Personne')).results).toEqual([]);
  });

  it('pages with before, 20 a page, newest first', async () => {
    for (let index = 0; index < 25; index += 1) await chat(paul, `Photo de marmotte numéro ${index}`);
    const first = await found('marmotte');
    expect(first.results).toHaveLength(20);
    expect(first.next).not.toBeNull();
    expect(first.results[0]!.snippet).toBe('Photo de marmotte numéro 24');
    const second = await found('marmotte', { before: first.next });
    expect(second.results.map((result) => result.snippet)).toEqual([4, 3, 2, 1, 0].map((index) => `Photo de marmotte numéro ${index}`));
    expect(second.next).toBeNull();
  });

  it('refuses a banned member, and bad bodies in French', async () => {
    const banned = await createUser(t.app, { firstName: 'Banni' });
    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: banned.id, status: AccessStatus.banned })).statusCode).toBe(200);
    expect((await search(banned.token, { q: 'fromagerie' })).statusCode).toBe(401);
    for (const body of [{}, { q: '' }, { q: 'a'.repeat(201) }, { q: 'lac', kinds: ['story'] }, { q: 'lac', kinds: [] }, { q: 'lac', extra: 1 }]) {
      const response = await search(paul.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
    const badPage = await search(paul.token, { q: 'lac', before: 'abc' });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json<{ message: string }>().message).toBe(searchMessages.badPage);
  });
});
