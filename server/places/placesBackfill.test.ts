import { copyFile, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { renditionFileName } from '../../shared/photoUrls.ts';
import { buildApp } from '../app.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { image, publishOk, text } from '../testing/articleRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { logLines } from '../testing/logLines.ts';
import { makeVideoClips } from '../testing/videoClips.ts';
import { videoFileNames } from '../videos/videoFiles.ts';
import { adminToken, createTestStorage, type TestStorage } from '../testing/testApp.ts';
import { PLACES_BACKFILL_TASK } from './placesBackfill.ts';
import { placesRepository } from './placesRepository.ts';

// What was stored before places were kept gets them once, from the kept files, in the background.

let storage: TestStorage;
const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await storage.remove();
});

async function start(): Promise<{ app: FastifyInstance; lines: string[] }> {
  const log = logLines();
  const app = await buildApp(storage.config({ logger: true, logLevel: 'info' }), { logStream: log.stream });
  await app.ready();
  apps.push(app);
  return { app, lines: log.lines };
}

const backfillLines = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as { msg: string; read?: number; located?: number }).filter((line) => line.msg.startsWith('places back-fill'));

describe('the places back-fill', () => {
  it('reads the kept originals once, records what they say, and logs how many got a place but never where', async () => {
    storage = await createTestStorage('lapin-places-');
    const first = await start();
    const admin = await adminToken(first.app);
    expect((await createAlbum(first.app, admin, 'Avant')).statusCode).toBe(201);
    const [albumPhoto] = await uploadOk(first.app, admin, 'Avant', [await jpegWithExif({})]);
    const article = await publishOk(first.app, admin, { structure: [text(1, 'Le lac'), image(2, 'lac.jpg')] }, [{ fileName: 'lac.jpg', bytes: await jpegWithExif({}) }]);
    const articlePhoto = article.content.structure[1]!.content;
    // As a data dir from before places were kept: no rows, no mark, and an album original that
    // still carries its EXIF (the one kind of kept file the back-fill can learn from).
    const { folder } = await first.app.db.selectFrom('albums').select('folder').where('name', '=', 'Avant').executeTakeFirstOrThrow();
    const withExif = await jpegWithExif({ ...testPlaces.chamonix, dateTimeOriginal: '2026:08:05 09:00:00', offsetTimeOriginal: '+02:00' });
    await writeFile(join(storage.dataDir, 'media', 'albums', folder, renditionFileName(albumPhoto!.image, 'original', 'jpeg')), withExif);
    // A video whose job has not run yet keeps its upload, with its tags: another node holds its
    // lease, so this node's queue leaves it be while the back-fill reads it.
    const clips = await makeVideoClips();
    const video = randomUUID();
    await copyFile(clips.hevcRotatedMov, join(storage.dataDir, 'media', 'videos', videoFileNames(video).source));
    await clips.remove();
    const { id: uploader } = await first.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await first.app.db
      .insertInto('videos')
      .values({ id: video, title: 'Le phare', description: '', uploader_id: uploader, ts: Date.now(), status: 'processing', message: null, source_file: videoFileNames(video).source, lease_node: 'un-autre-noeud', lease_until: Date.now() + 3_600_000 })
      .execute();
    await first.app.db.deleteFrom('item_places').execute();
    await first.app.db.deleteFrom('one_time_tasks').execute();
    await first.app.close();
    apps.length = 0;

    const second = await start();
    expect(await second.app.places.backfill()).toEqual({ ran: true, read: 3, located: 2, timed: 2 });
    expect(backfillLines(second.lines)).toMatchObject([{ read: 3, located: 2 }]);
    expect((await placesRepository(second.app.db).capturesOf([video])).get(video)).toMatchObject({ lat: 48.8566, lon: 2.3522, tz: 'Europe/Paris' });
    const captures = await placesRepository(second.app.db).capturesOf([albumPhoto!.image, articlePhoto]);
    expect(captures.get(albumPhoto!.image)).toMatchObject({ tz: 'Europe/Paris', takenAt: Date.UTC(2026, 7, 5, 7, 0, 0) });
    expect(captures.get(albumPhoto!.image)!.lat).toBeCloseTo(testPlaces.chamonix.lat, 4);
    expect(captures.has(articlePhoto)).toBe(false);
    for (const line of second.lines) expect(line).not.toMatch(/45\.923|6\.869|48\.856|2\.3522|Chamonix/);
    expect(await placesRepository(second.app.db).taskDone(PLACES_BACKFILL_TASK)).toBe(true);

    // Once: the next start reads nothing, even with the rows gone.
    await second.app.db.deleteFrom('item_places').execute();
    await second.app.close();
    apps.length = 0;
    const third = await start();
    expect(await third.app.places.backfill()).toMatchObject({ ran: false, read: 0 });
    expect(await placesRepository(third.app.db).capturesOf([albumPhoto!.image])).toEqual(new Map());
    expect(backfillLines(third.lines)).toEqual([]);
  });
});
