import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../platform/db/database.ts';
import { createTestStorage, type TestStorage } from '../testing/testApp.ts';
import type { DB } from '../platform/db/schema.ts';
import { listAlbumDirectories, listReferencedImageSets } from './referencedFiles.ts';
import { imageSetFileNames } from './photoStore.ts';

const imageA = '11111111-1111-4111-8111-111111111111';
const imageB = '22222222-2222-4222-8222-222222222222';
const imageC = '33333333-3333-4333-8333-333333333333';

describe('listReferencedImageSets', () => {
  let storage: TestStorage;
  let db: Kysely<DB>;

  beforeEach(async () => {
    storage = await createTestStorage('lapin-refs-');
    db = openDatabase(storage);
    await migrateToLatest(db);
    const { id: writer } = await db
      .insertInto('users')
      .values({ first_name: 'Marie', first_name_key: 'marie', email: 'm@example.org', password_hash: 'x', role: 'admin', access: 1, creation: 1, lastseen: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const structure = JSON.stringify([
      { type: 'text', name: '', content: imageC },
      { type: 'image', name: 'Plage', content: imageA },
    ]);
    await db.insertInto('articles').values({ writer_id: writer, ts: 1, title: 'T', bandeau: 'B', structure }).execute();
    const { id: album } = await db
      .insertInto('albums')
      .values({ name: 'Bretagne', name_key: 'bretagne', folder: 'f0f0f0f0-0000-4000-8000-000000000000', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('albums').values({ name: 'Vide', name_key: 'vide', folder: 'e0e0e0e0-0000-4000-8000-000000000000', created_at: 2 }).execute();
    await db.insertInto('album_images').values({ album_id: album, name: imageB, comment: 'none', format: 'jpeg', width: 1, height: 1, created_at: 1 }).execute();
  });

  afterEach(async () => {
    await db.destroy();
    await storage.remove();
  });

  it('lists article images by their element, never text that looks like a name, and album images under their folder', async () => {
    await expect(listReferencedImageSets(db)).resolves.toEqual([
      { directory: 'articles', name: imageA },
      { directory: 'albums/f0f0f0f0-0000-4000-8000-000000000000', name: imageB },
    ]);
  });

  it('lists every album folder, an empty one included', async () => {
    await expect(listAlbumDirectories(db)).resolves.toEqual([
      'albums/f0f0f0f0-0000-4000-8000-000000000000',
      'albums/e0e0e0e0-0000-4000-8000-000000000000',
    ]);
  });

  it('names every rendition an image set may have on disk', () => {
    expect(imageSetFileNames(imageA)).toEqual([
      `${imageA}.orig.jpg`,
      `${imageA}.orig.png`,
      `${imageA}.orig.gif`,
      `${imageA}.screen.jpg`,
      `${imageA}.thumb.jpg`,
    ]);
  });
});
