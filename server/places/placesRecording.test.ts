import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upload } from 'tus-js-client';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import type { UploadedChatPhoto } from '../../shared/chatTypes.ts';
import { articlePhotoUrl } from '../../shared/photoUrls.ts';
import { SESSION_COOKIE } from '../accounts/sessionCookie.ts';
import { createAlbum, memberUpload, uploadOk } from '../testing/albumRequests.ts';
import { image, publishOk, text } from '../testing/articleRequests.ts';
import { listenOnFreePort } from '../testing/chatClient.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { uploadVideoOk } from '../testing/videoRequests.ts';
import { videoIdHeader } from '../videos/tusUploads.ts';
import { noCapture } from './itemCapture.ts';
import { readPhotoCapture } from './photoCapture.ts';
import { placesRepository } from './placesRepository.ts';

// Every way a photo or a video reaches Lapin keeps its place and time, read from the upload;
// every file Lapin serves afterwards carries neither.

let t: TestApp;
let url: string;
let admin: string;
let marie: TestUser;
let clips: VideoClips;

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
  expect((await createAlbum(t.app, admin, 'Voyage')).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

const captureOf = async (item: string) => (await placesRepository(t.app.db).capturesOf([item])).get(item);
const served = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: path, cookies: { [SESSION_COOKIE]: marie.token! } });
  expect(response.statusCode, path).toBe(200);
  return response.rawPayload;
};

async function albumItems(): Promise<SlideshowItem[]> {
  return (await postJson(t.app, '/api/media/getalbumimages', { token: marie.token, album: 'Voyage' })).json<SlideshowItem[]>();
}

describe('places kept from every upload', () => {
  it('keeps the place of an album photo from the admin, and serves its original, screen and thumb without it', async () => {
    const [item] = await uploadOk(t.app, admin, 'Voyage', [await jpegWithExif({ ...testPlaces.annecy, dateTimeOriginal: '2026:08:04 10:15:00', offsetTimeOriginal: '+02:00' })]);
    const capture = await captureOf(item!.image);
    expect(capture).toMatchObject({ tz: 'Europe/Paris', takenAt: Date.UTC(2026, 7, 4, 8, 15, 0) });
    expect(capture!.lat).toBeCloseTo(testPlaces.annecy.lat, 4);
    const shown = (await albumItems()).find((entry) => entry.image.includes(item!.image))!;
    for (const path of [shown.original!, shown.image, shown.image.replace('.screen.', '.thumb.')]) {
      expect(await readPhotoCapture(await served(path)), path).toEqual(noCapture);
    }
  });

  it('keeps the Tokyo day of a member’s photo taken at 23:30 local time', async () => {
    const bytes = await jpegWithExif({ ...testPlaces.tokyo, dateTimeOriginal: '2026:08:04 23:30:00' });
    const response = await memberUpload(t.app, marie.token!, 'Voyage', [{ bytes }]);
    expect(response.statusCode, response.body).toBe(200);
    const name = response.json<{ media: { image: string }[] }>().media[0]!.image;
    expect(await captureOf(name)).toMatchObject({ tz: 'Asia/Tokyo', takenAt: Date.UTC(2026, 7, 4, 14, 30, 0) });
  });

  it('keeps the place of an article’s photo and serves its renditions without it', async () => {
    const bytes = await jpegWithExif(testPlaces.reykjavik);
    const article = await publishOk(t.app, marie.token!, { structure: [text(1, 'Le port'), image(2, 'port.jpg')] }, [{ fileName: 'port.jpg', bytes }]);
    const name = article.content.structure[1]!.content;
    expect(await captureOf(name)).toMatchObject({ tz: 'Atlantic/Reykjavik' });
    for (const size of ['screen', 'thumb'] as const) expect(await readPhotoCapture(await served(articlePhotoUrl(name, size)))).toEqual(noCapture);
  });

  it('keeps the place of a chat photo across the antimeridian (Fiji)', async () => {
    const form = await multipartForm([['token', marie.token!], ['images', { bytes: await jpegWithExif(testPlaces.fiji), fileName: 'fidji.jpg', mimeType: 'image/jpeg' }]]);
    const response = await t.app.inject({ method: 'POST', url: '/api/chat/upload', payload: form.payload, headers: form.headers });
    expect(response.statusCode, response.body).toBe(200);
    const [photo] = response.json<{ images: UploadedChatPhoto[] }>().images;
    expect(await captureOf(photo!.id)).toMatchObject({ tz: 'Pacific/Fiji' });
    expect(await readPhotoCapture(await served(photo!.url))).toEqual(noCapture);
  });

  it('keeps nothing of a photo at (0, 0) or with hostile EXIF, and still takes it', async () => {
    const zero = await jpegWithExif({ lat: 0, lon: 0 });
    const hostile = await jpegWithExif({ ...testPlaces.chamonix, rawGps: [{ tag: 'lat', type: 'Rational', value: [[45, 0], [0, 0], [0, 0]] }, { tag: 'lon', type: 'Ascii', value: '1e308' }] });
    const items = await uploadOk(t.app, admin, 'Voyage', [zero, hostile]);
    expect(items).toHaveLength(2);
    expect(await placesRepository(t.app.db).capturesOf(items.map((item) => item.image))).toEqual(new Map());
  });

  it('keeps the place of a Lapintube video sent whole, and of one sent through tus', async () => {
    const whole = await uploadVideoOk(t.app, marie.token!, clips.hevcRotatedMov);
    expect(await captureOf(whole.id)).toMatchObject({ lat: 48.8566, lon: 2.3522, tz: 'Europe/Paris', takenAt: Date.UTC(2024, 4, 1, 10, 0, 0) });
    const bytes = await readFile(clips.hevcRotatedMov);
    const id = await new Promise<string>((resolve, reject) => {
      let videoId: string | undefined;
      new Upload(bytes, {
        endpoint: `${url}/api/upload/`,
        retryDelays: [],
        storeFingerprintForResuming: false,
        headers: { Authorization: `Bearer ${marie.token}` },
        metadata: { kind: 'video', title: 'Le phare', description: '' },
        onAfterResponse: (_request, response) => {
          videoId = response.getHeader(videoIdHeader) ?? videoId;
        },
        onSuccess: () => (videoId === undefined ? reject(new Error('no video id')) : resolve(videoId)),
        onError: reject,
      }).start();
    });
    expect(await captureOf(id)).toMatchObject({ lat: 48.8566, lon: 2.3522 });
  });

  it('keeps the place of a video added to an album', async () => {
    const response = await memberUpload(t.app, marie.token!, 'Voyage', [{ bytes: await readFile(clips.hevcRotatedMov) }]);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json<{ media: { image: string; kind: string }[] }>().media[0]!;
    expect(item.kind).toBe('video');
    expect(await captureOf(item.image)).toMatchObject({ lat: 48.8566, lon: 2.3522 });
  });
});
