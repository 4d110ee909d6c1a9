import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCaptureOrder } from '../albums/albumOrder.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { albumImages } from './archiveReader.ts';
import { archiveRepository } from './archiveRepository.ts';

// The archive's album pages list the photos as the app's grid does (issue 39, albums by day): by
// capture time, then by arrival, undated last; read in batches whose cursor crosses equal times
// and the step from dated to undated photos.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("the archive's album order", () => {
  it('reads an album in capture order, then arrival, undated last, in batches of any size', async () => {
    const album = await t.app.db.insertInto('albums').values({ name: 'Jura', name_key: 'jura', folder: 'jura', created_at: 1 }).returning('id').executeTakeFirstOrThrow();
    // In arrival order: each photo's capture time (null: the file gave none).
    const takenAt = [3000, null, 1000, 3000, null, 2000, 1000, 5000, null];
    const names = takenAt.map((_, index) => `photo-${index}`);
    for (const [index, name] of names.entries()) {
      await t.app.db
        .insertInto('album_images')
        .values({ album_id: album.id, name, comment: '', format: 'jpeg', width: 4, height: 3, created_at: index, added_by: null, sha256: null, video_id: null })
        .execute();
      const at = takenAt[index];
      if (at !== null) await t.app.db.insertInto('item_places').values({ item: name, kind: 'photo', lat: null, lon: null, taken_at: at, tz: null, recorded_at: 1 }).execute();
    }
    const expected = inCaptureOrder(names, (name) => takenAt[names.indexOf(name)]);
    expect(expected).not.toEqual(names);
    const rows = archiveRepository(t.app.db);
    for (const batch of [1, 2, 4, 200]) {
      const read: string[] = [];
      for await (const image of albumImages(rows, Number(album.id), batch)) read.push(image.name);
      expect(read).toEqual(expected);
    }
  });
});
