import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Article, StructureElementInput } from '../../shared/articleTypes.ts';
import { multipartForm, type FormFile, type FormPart } from './multipartForm.ts';
import { postJson } from './testApp.ts';

// Article calls as the client makes them, for server tests and benchmarks.

export interface DraftParts {
  title?: string;
  bandeau?: string;
  structure: StructureElementInput[];
}

export interface UploadFile extends FormFile {
  fileName: string;
}

export const text = (n: number, content: string): StructureElementInput => ({ type: 'text', name: `paragraphe ${n}`, content });
export const image = (n: number, fileName: string): StructureElementInput => ({ type: 'image', name: `image ${n}`, content: fileName });

function structureField(draft: DraftParts): string {
  return JSON.stringify({ title: draft.title ?? 'Au bord du lac', bandeau: draft.bandeau ?? 'Une journée au soleil', structure: draft.structure });
}

async function sendForm(app: FastifyInstance, url: string, parts: FormPart[]): Promise<LightMyRequestResponse> {
  const form = await multipartForm(parts);
  return app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });
}

/** Token first, then structure, then the files: the order the client uses. */
export function publishArticle(app: FastifyInstance, token: string, draft: DraftParts, files: UploadFile[] = []) {
  return sendForm(app, '/api/article/publish', [
    ['token', token],
    ['structure', structureField(draft)],
    ...files.map((file): FormPart => ['images', file]),
  ]);
}

export function editArticle(app: FastifyInstance, token: string, id: number, draft: DraftParts, files: UploadFile[] = []) {
  return sendForm(app, '/api/article/edit', [
    ['token', token],
    ['id', String(id)],
    ['structure', structureField(draft)],
    ...files.map((file): FormPart => ['images', file]),
  ]);
}

/** Publishes and returns the stored article, failing loudly when the server refuses. */
export async function publishOk(app: FastifyInstance, token: string, draft: DraftParts, files: UploadFile[] = []): Promise<Article> {
  const response = await publishArticle(app, token, draft, files);
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.statusCode} ${response.body}`);
  return response.json<{ article: Article }>().article;
}

export function sendRawForm(app: FastifyInstance, url: string, parts: FormPart[]) {
  return sendForm(app, url, parts);
}

export const loadArticles = (app: FastifyInstance, token: string) => postJson(app, '/api/article/load', { token });
export const loadMore = (app: FastifyInstance, token: string, lastid: number) => postJson(app, '/api/article/loadmore', { token, lastid });
export const loadLatest = (app: FastifyInstance, token: string, firstid: number) => postJson(app, '/api/article/loadlatest', { token, firstid });
export const deleteArticle = (app: FastifyInstance, token: string, id: number) => postJson(app, '/api/article/delete', { token, id });
export const articleImage = (app: FastifyInstance, token: string, id: number, name: string) =>
  postJson(app, '/api/article/image', { token, id, name });
