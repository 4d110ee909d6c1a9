import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AlbumItem } from '../../shared/albumTypes.ts';
import { multipartForm, type FormFile, type FormPart } from './multipartForm.ts';
import { postJson } from './testApp.ts';

// Album calls as the admin client makes them, for server tests, journeys' set-up and benchmarks.

export function createAlbum(app: FastifyInstance, token: string | null, folderName: string): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/admin/createAlbum', { token, folderName });
}

/** Posts raw parts in the given order. */
export async function postUploadParts(app: FastifyInstance, parts: readonly FormPart[]): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartForm(parts);
  return app.inject({ method: 'POST', url: '/api/admin/uploadImages', payload, headers });
}

/** Token, then folder, then every image, as the admin form sends them. */
export function uploadImages(
  app: FastifyInstance,
  token: string | null,
  folder: string,
  images: readonly (Uint8Array | FormFile)[],
): Promise<LightMyRequestResponse> {
  const files = images.map((image): FormPart => ['images', image instanceof Uint8Array ? { bytes: image } : image]);
  return postUploadParts(app, [...(token === null ? [] : [['token', token] as FormPart]), ['folder', folder], ...files]);
}

/** Uploads and fails loudly unless the server accepted every image. */
export async function uploadOk(
  app: FastifyInstance,
  token: string,
  folder: string,
  images: readonly Uint8Array[],
): Promise<AlbumItem[]> {
  const response = await uploadImages(app, token, folder, images);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<AlbumItem[]>();
}

/** A photo of a member's upload: its bytes, and the hash of its original (the sha256 part). */
export interface MemberPhoto {
  bytes: Uint8Array;
  sha256?: string;
}

/** `POST /api/album/upload` as the member queue sends it: token, album, then sha256 and file per photo. */
export function memberUpload(
  app: FastifyInstance,
  token: string | null,
  album: string,
  photos: readonly MemberPhoto[],
): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = [...(token === null ? [] : [['token', token] as FormPart]), ['album', album]];
  for (const photo of photos) {
    if (photo.sha256 !== undefined) parts.push(['sha256', photo.sha256]);
    parts.push(['images', { bytes: photo.bytes }]);
  }
  return multipartForm(parts).then(({ payload, headers }) => app.inject({ method: 'POST', url: '/api/album/upload', payload, headers }));
}

/** Every file under DATA_DIR/media/albums, as `folder/file`, sorted: what an album call left on disk. */
export async function albumFilesOnDisk(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'media', 'albums');
  let folders: string[];
  try {
    folders = await readdir(root);
  } catch {
    return [];
  }
  const nested = await Promise.all(folders.map(async (folder) => (await readdir(join(root, folder))).map((file) => `${folder}/${file}`)));
  return nested.flat().sort();
}
