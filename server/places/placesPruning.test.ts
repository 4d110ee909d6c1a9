import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { deleteArticle, image, publishOk, text } from '../testing/articleRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { adminToken, createTestApp, postJson, type TestApp } from '../testing/testApp.ts';
import { placesRepository } from './placesRepository.ts';
import { pruneUnreferencedPlaces } from './placesPruning.ts';

// A position is kept no longer than the photo it belongs to.

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  expect((await createAlbum(t.app, admin, 'Lac')).statusCode).toBe(201);
});
afterEach(async () => {
  await t.close();
});

describe('pruneUnreferencedPlaces', () => {
  it('forgets the places of a deleted album photo and a deleted article, and keeps the others', async () => {
    const [kept, removed] = await uploadOk(t.app, admin, 'Lac', [await jpegWithExif(testPlaces.annecy), await jpegWithExif(testPlaces.chamonix)]);
    const article = await publishOk(t.app, admin, { structure: [text(1, 'Tokyo'), image(2, 'nuit.jpg')] }, [{ fileName: 'nuit.jpg', bytes: await jpegWithExif(testPlaces.tokyo) }]);
    const articlePhoto = article.content.structure[1]!.content;
    const items = [kept!.image, removed!.image, articlePhoto];
    expect((await placesRepository(t.app.db).capturesOf(items)).size).toBe(3);

    expect((await postJson(t.app, '/api/album/delete', { token: admin, album: 'Lac', image: removed!.image })).statusCode).toBe(200);
    expect((await deleteArticle(t.app, admin, article.id)).statusCode).toBe(200);
    // Within the grace period, a place may belong to an upload whose rows are about to commit.
    expect(await pruneUnreferencedPlaces(t.app.db, 60_000)).toBe(0);
    expect(await pruneUnreferencedPlaces(t.app.db, 0, Date.now() + 1)).toBe(2);
    expect([...(await placesRepository(t.app.db).capturesOf(items)).keys()]).toEqual([kept!.image]);
  });
});
