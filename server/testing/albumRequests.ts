import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MediaItem } from '../../shared/albumTypes.ts';
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
): Promise<MediaItem[]> {
  const response = await uploadImages(app, token, folder, images);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<MediaItem[]>();
}
