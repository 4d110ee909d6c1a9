import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StructureElementInput } from '../../shared/articleTypes.ts';
import { articleFormFields } from '../../shared/articleLimits.ts';
import { multipartForm, type FormPart } from './multipartForm.ts';
import type { DraftParts, UploadFile } from './articleRequests.ts';

// Issue 40's calls as the composer makes them: photos first, then a publish that names them.

export async function uploadArticlePhoto(app: FastifyInstance, token: string, bytes: Uint8Array): Promise<LightMyRequestResponse> {
  const form = await multipartForm([
    [articleFormFields.token, token],
    [articleFormFields.photo, { bytes, fileName: 'IMG_0001.jpg' }],
  ]);
  return app.inject({ method: 'POST', url: '/api/article/photo', payload: form.payload, headers: form.headers });
}

/** Uploads and answers the photo's id, failing loudly when the server refuses. */
export async function uploadArticlePhotoOk(app: FastifyInstance, token: string, bytes: Uint8Array): Promise<string> {
  const response = await uploadArticlePhoto(app, token, bytes);
  if (response.statusCode !== 200) throw new Error(`photo upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

export const uploadedPhoto = (n: number, id: string): StructureElementInput => ({ type: 'image', name: `photo ${n}`, content: id, photo: true });

/** Publish as the composer sends it: token, optional clientId, structure, then any inline files. */
export async function publishStory(
  app: FastifyInstance,
  token: string,
  draft: DraftParts,
  { clientId, files = [] }: { clientId?: string; files?: UploadFile[] } = {},
): Promise<LightMyRequestResponse> {
  const structure = JSON.stringify({ title: draft.title ?? 'Au bord du lac', bandeau: draft.bandeau ?? 'Une journée au soleil', structure: draft.structure });
  const parts: FormPart[] = [
    [articleFormFields.token, token],
    ...(clientId === undefined ? [] : [[articleFormFields.clientId, clientId] as FormPart]),
    [articleFormFields.structure, structure],
    ...files.map((file): FormPart => [articleFormFields.images, file]),
  ];
  const form = await multipartForm(parts);
  return app.inject({ method: 'POST', url: '/api/article/publish', payload: form.payload, headers: form.headers });
}
