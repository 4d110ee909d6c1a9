import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumItem, SlideshowItem, TilesReply } from '../../shared/albumTypes.ts';
import { videoMessages } from '../videos/videoMessages.ts';
import { albumFilesOnDisk, createAlbum, uploadImages } from '../testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { refuseWrites } from '../testing/failingTrigger.ts';
import { messages } from '../platform/messages.ts';
import { SESSION_COOKIE } from '../accounts/sessionCookie.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { getVideo, settledVideo } from '../testing/videoRequests.ts';
import { albumMessages } from './albumMessages.ts';
import { videoTitleFromFileName } from './albumUploads.ts';

let clips: VideoClips;
let t: TestApp;
let admin: string;
let marie: TestUser;
let paul: TestUser;
let jpeg: Buffer;

const videoFiles = () => readdir(join(t.dataDir, 'media', 'videos')).then((names) => names.sort());
const spooled = () => readdir(join(t.dataDir, 'uploads')).catch(() => []);
const clip = async (path: string, fileName: string) => ({ bytes: await readFile(path), fileName });

async function slideshow(token: string, album: string): Promise<SlideshowItem[]> {
  const response = await postJson(t.app, '/api/media/getalbumimages', { token, album });
  expect(response.statusCode).toBe(200);
  return response.json<SlideshowItem[]>();
}

async function adminMedia(album: string): Promise<AlbumItem[]> {
  const albums = (await postJson(t.app, '/api/admin/getAlbums', { token: admin })).json<Album[]>();
  return albums.find((entry) => entry.albumName === album)?.media ?? [];
}

/** Uploads a clip and a photo in one admin call and waits for the clip's video to be ready. */
async function clipAndPhoto(album: string): Promise<{ video: string; photo: string }> {
  expect((await createAlbum(t.app, admin, album)).statusCode).toBe(201);
  const response = await uploadImages(t.app, admin, album, [await clip(clips.h264Mp4, 'Plage à Étretat.mp4'), jpeg]);
  expect(response.statusCode).toBe(200);
  const [video, photo] = response.json<AlbumItem[]>().map((item) => item.image);
  await settledVideo(t.app, admin, video!);
  return { video: video!, photo: photo! };
}

beforeAll(async () => {
  [clips, jpeg] = await Promise.all([makeVideoClips(), makeLandscapeJpeg({ width: 600, height: 400 })]);
  t = await createTestApp();
  admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
  paul = await createUser(t.app, { firstName: 'Paul' });
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

describe('videos in albums', () => {
  it('takes a clip and a photo in one uploadImages call; the clip is a Lapintube video named after its file', async () => {
    const { video, photo } = await clipAndPhoto('Normandie');
    const lapintube = await getVideo(t.app, marie.token!, video);
    expect(lapintube).toMatchObject({ title: 'Plage à Étretat', description: '', status: 'ready' });

    const items = await slideshow(marie.token!, 'Normandie');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      kind: 'video',
      name: video,
      image: `/media/videos/${video}.poster.jpg`,
      video: `/media/videos/${video}.mp4`,
      status: 'ready',
      progress: 100,
    });
    expect(items[0]?.duration).toBeCloseTo(1, 0);
    expect(items[0]?.original).toBeUndefined();
    expect(items[1]).toMatchObject({ kind: 'image', name: photo });

    const media = await adminMedia('Normandie');
    expect(media.map((item) => item.kind)).toEqual(['video', 'image']);
    expect(media[0]).toMatchObject({ image: video, video: `/media/videos/${video}.mp4`, status: 'ready' });

    const poster = await t.app.inject({ method: 'GET', url: items[0]!.image, cookies: { [SESSION_COOKIE]: marie.token! } });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('lists a video still being prepared with its status and progress, and its poster URL as image', async () => {
    expect((await createAlbum(t.app, admin, 'Bretagne')).statusCode).toBe(201);
    const response = await uploadImages(t.app, admin, 'Bretagne', [await clip(clips.vp9Webm, 'vagues.webm')]);
    expect(response.statusCode).toBe(200);
    const [id] = response.json<AlbumItem[]>().map((item) => item.image);
    const [item] = await slideshow(marie.token!, 'Bretagne');
    expect(item).toMatchObject({ kind: 'video', image: `/media/videos/${id}.poster.jpg`, video: `/media/videos/${id}.mp4` });
    expect(['processing', 'ready']).toContain(item?.status);
    await settledVideo(t.app, admin, id!);
  });

  it('refuses a file that is neither a photo nor a video with 415 in French, and keeps nothing of the upload', async () => {
    expect((await createAlbum(t.app, admin, 'Vide')).statusCode).toBe(201);
    const before = await videoFiles();
    const notAVideo = { bytes: Buffer.from('ceci est un texte, pas une vidéo\n'.repeat(50)), fileName: 'film.mp4' };
    const response = await uploadImages(t.app, admin, 'Vide', [await clip(clips.h264Mp4, 'a.mp4'), notAVideo]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: albumMessages.notPhotoNorVideo });
    expect(await slideshow(marie.token!, 'Vide')).toEqual([]);
    expect(await videoFiles()).toEqual(before);
    expect((await postJson(t.app, '/api/video/list', { token: admin })).json<{ videos: unknown[] }>().videos).toHaveLength(2);
    expect(await spooled()).toEqual([]);
  });

  it('judges by bytes: a JPEG renamed .mp4 is a photo, not a video (Lapintube refuses it, the album takes it as a photo)', async () => {
    expect((await createAlbum(t.app, admin, 'Renommée')).statusCode).toBe(201);
    const response = await uploadImages(t.app, admin, 'Renommée', [await clip(clips.jpegAsMp4, 'photo.mp4')]);
    expect(response.statusCode).toBe(200);
    expect((await slideshow(marie.token!, 'Renommée'))[0]).toMatchObject({ kind: 'image' });
  });

  it('removes the video and every file of it when its album item is deleted', async () => {
    const { video } = await clipAndPhoto('Alsace');
    expect((await videoFiles()).filter((name) => name.startsWith(video))).toHaveLength(3);
    const response = await postJson(t.app, '/api/admin/deleteMedia', { token: admin, folder: 'Alsace', image: video });
    expect(response.statusCode).toBe(200);
    expect((await videoFiles()).filter((name) => name.startsWith(video))).toEqual([]);
    expect((await postJson(t.app, '/api/video/get', { token: admin, id: video })).json()).toEqual({ message: videoMessages.videoNotFound });
    expect((await slideshow(marie.token!, 'Alsace')).map((item) => item.kind)).toEqual(['image']);
  });

  it('removes the album item when the video is deleted from Lapintube', async () => {
    const { video } = await clipAndPhoto('Jura');
    expect((await postJson(t.app, '/api/video/delete', { token: admin, id: video })).statusCode).toBe(200);
    expect((await slideshow(marie.token!, 'Jura')).map((item) => item.kind)).toEqual(['image']);
    expect(await adminMedia('Jura')).toHaveLength(1);
  });

  it("gives a member's video the same rights as a photo: Marie deletes hers, Paul may not", async () => {
    expect((await createAlbum(t.app, admin, 'Famille')).statusCode).toBe(201);
    const { payload, headers } = await multipartForm([
      ['token', marie.token!],
      ['album', 'Famille'],
      ['images', await clip(clips.h264Mp4, 'anniversaire.mp4')],
    ]);
    const sent = await t.app.inject({ method: 'POST', url: '/api/album/upload', payload, headers });
    expect(sent.statusCode).toBe(200);
    const [id] = sent.json<{ media: AlbumItem[] }>().media.map((item) => item.image);
    expect((await getVideo(t.app, marie.token!, id!)).uploader).toBe('Marie');
    await settledVideo(t.app, marie.token!, id!);

    const byPaul = await postJson(t.app, '/api/album/delete', { token: paul.token, album: 'Famille', image: id });
    expect(byPaul.statusCode).toBe(403);
    const byMarie = await postJson(t.app, '/api/album/delete', { token: marie.token, album: 'Famille', image: id });
    expect(byMarie.statusCode).toBe(200);
    expect((await videoFiles()).filter((name) => name.startsWith(id!))).toEqual([]);
  });

  it("shows a ready video's thumbnail on its album's tile, and puts its MP4 in the album's zip", async () => {
    expect((await createAlbum(t.app, admin, 'Seule vidéo')).statusCode).toBe(201);
    const response = await uploadImages(t.app, admin, 'Seule vidéo', [await clip(clips.h264Mp4, 'seule.mp4')]);
    const [id] = response.json<AlbumItem[]>().map((item) => item.image);
    await settledVideo(t.app, admin, id!);
    const tiles = (await postJson(t.app, '/api/media/loadmediatiles', { token: marie.token, count: 0 })).json<TilesReply>().tiles;
    expect(tiles.find((tile) => tile.albumName === 'Seule vidéo')?.thumbnail).toBe(`/media/videos/${id}.thumb.jpg`);

    const folder = (await t.app.db.selectFrom('albums').select('folder').where('name', '=', 'Seule vidéo').executeTakeFirstOrThrow()).folder;
    const zip = await t.app.albums.zipOf(folder);
    expect(zip.entries).toHaveLength(1);
    expect(zip.entries[0]?.name).toMatch(/\.mp4$/);
    expect(await readFile(zip.entries[0]!.path)).toEqual(await readFile(join(t.dataDir, 'media', 'videos', `${id}.mp4`)));
    expect(await albumFilesOnDisk(t.dataDir)).not.toContainEqual(expect.stringContaining(id!));
  });

  it('refuses a clip from a stranger (401) and from a member on the admin form (403), as photos', async () => {
    const stranger = await uploadImages(t.app, 'inconnu', 'Normandie', [await clip(clips.h264Mp4, 'x.mp4')]);
    expect(stranger.statusCode).toBe(401);
    const member = await uploadImages(t.app, marie.token!, 'Normandie', [await clip(clips.h264Mp4, 'x.mp4')]);
    expect(member.statusCode).toBe(403);
  });
});

describe('a full disk at the commit', () => {
  it('leaves neither the video nor the photo behind: no row, no upload kept, no job', async () => {
    const own = await createTestApp();
    try {
      const token = await adminToken(own.app);
      expect((await createAlbum(own.app, token, 'Pleine')).statusCode).toBe(201);
      await refuseWrites(own.app.db, 'album_images', 'insert');
      const response = await uploadImages(own.app, token, 'Pleine', [jpeg, await clip(clips.h264Mp4, 'plein.mp4')]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: messages.internalError });
      expect(await own.app.db.selectFrom('videos').select('id').execute()).toEqual([]);
      expect(await readdir(join(own.dataDir, 'media', 'videos'))).toEqual([]);
      expect(await albumFilesOnDisk(own.dataDir)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('videoTitleFromFileName', () => {
  it('drops the folder, the extension and invisible characters, and falls back to "Vidéo"', () => {
    expect(videoTitleFromFileName('C:\\Users\\marie\\IMG_0042.MOV')).toBe('IMG_0042');
    expect(videoTitleFromFileName('Noël\u202e chez mamie.mp4')).toBe('Noël chez mamie');
    expect(videoTitleFromFileName('.mp4')).toBe('Vidéo');
    expect(videoTitleFromFileName(undefined)).toBe('Vidéo');
    expect([...videoTitleFromFileName(`${'é'.repeat(300)}.mp4`)]).toHaveLength(200);
  });
});
