import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { PRODUCT_NAME } from '../../../shared/product.ts';
import { createTestApp, postJson, type TestApp } from '../../testing/testApp.ts';
import { OPENAPI_PATH } from './openapiPlugin.ts';
import { undeclaredShapes } from './undeclaredShapes.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let document: Json;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  document = response.json();
});
afterAll(async () => {
  await t.close();
});

/** `/media/albums/:folder/:file` as OpenAPI writes it. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const tusCatchAlls = new Set(['/api/upload', '/api/upload/*']);

/** The values a schema allows when it is an enum or a union of constants. */
function allowedValues(schema: Json): unknown[] {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  return ((schema.anyOf ?? []) as Json[]).flatMap(allowedValues);
}

describe('GET /api/openapi.json', () => {
  it('answers anyone, without a token, an OpenAPI 3.1 document that validates', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: PRODUCT_NAME, version: packageJson.version });
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // Every $ref points at something the document holds.
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('describes every API and media route Fastify registered, with its method', () => {
    const missing = t.app.routeTable
      .filter((route) => (route.url.startsWith('/api/') || route.url.startsWith('/media/')) && !tusCatchAlls.has(route.url))
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
      // Fastify answers HEAD for every GET; the document lists the GET.
      .filter(({ method }) => method !== 'HEAD')
      .filter(({ method, url }) => document.paths[openapiPath(url)]?.[method.toLowerCase()] === undefined)
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
    expect(document.paths[OPENAPI_PATH].get).toBeDefined();
  });

  it('names every operation once, as a client generator needs', () => {
    const ids = Object.values(document.paths as Json).flatMap((item: Json) =>
      Object.entries(item).filter(([method]) => method !== 'parameters').map(([, operation]) => operation.operationId as string),
    );
    expect(ids.every((id) => /^[a-z]+[A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/user/login'].post.operationId).toBe('postUserLogin');
  });

  it('lists the methods tus answers instead of its catch-all routes', () => {
    expect(Object.keys(document.paths['/api/upload']).sort()).toEqual(['options', 'post']);
    expect(Object.keys(document.paths['/api/upload/{id}']).sort()).toEqual(['delete', 'head', 'options', 'parameters', 'patch']);
  });

  it('leaves out the pages, but not the health check', () => {
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/') && !path.startsWith('/media/'))).toEqual(['/healthz']);
  });

  it('describes GET /healthz with its two answers, and no session', () => {
    const health = document.paths['/healthz'].get;
    expect(health).toMatchObject({ operationId: 'getHealthz', tags: ['health'] });
    expect(health.security).toBeUndefined();
    expect(health.requestBody).toBeUndefined();
    const answer = (status: string) => health.responses[status].content['application/json'].schema;
    expect(answer('200').required).toEqual(['status']);
    expect(allowedValues(answer('200').properties.status)).toEqual(['ok']);
    expect(answer('503').required).toEqual(['status']);
    expect(allowedValues(answer('503').properties.status)).toEqual(['error', 'low-disk']);
    expect(answer('503').properties.freeMb.type).toBe('integer');
    expect(health.responses['503'].description).toMatch(/La base ne répond pas/);
  });

  it('describes every refusal as the shared French { message } shape', () => {
    expect(document.components.schemas.ErrorReply).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
    const operations = Object.values(document.paths as Json).flatMap((item: Json) =>
      Object.entries(item).filter(([method]) => method !== 'parameters' && method !== 'head' && method !== 'options'),
    );
    const withoutErrorShape = operations
      .filter(([, operation]) => {
        const refusal = operation.responses['4XX'];
        return refusal.$ref !== '#/components/responses/Error' && refusal.content?.['application/json'].schema.$ref !== '#/components/schemas/ErrorReply';
      })
      .map(([method, operation]) => `${method} ${operation.summary}`);
    expect(withoutErrorShape).toEqual([]);
  });

  it("shows a call's body and answers from its own schemas", () => {
    const toggle = document.paths['/api/reaction/toggle'].post;
    const body = toggle.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['token', 'kind', 'id', 'emoji']));
    expect(allowedValues(body.properties.kind).sort()).toEqual(['article', 'comment', 'message', 'photo', 'video']);
    expect(body.properties.emoji).toMatchObject({ type: 'string', maxLength: 16 });
    expect(toggle.responses['200'].content['application/json'].schema.properties.reactions.type).toBe('array');
    expect(toggle.responses['4XX'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorReply' });
  });

  it("shows « Appareils connectés »' two calls with their bodies and answers", () => {
    const list = document.paths['/api/user/sessions'].post;
    expect(list.operationId).toBe('postUserSessions');
    const item = list.responses['200'].content['application/json'].schema.properties.sessions.items;
    expect(item.required).toEqual(expect.arrayContaining(['id', 'device', 'lastUsed', 'current']));
    const end = document.paths['/api/user/endSession'].post;
    expect(end.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['token', 'id']));
    expect(end.responses['4XX'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorReply' });
  });

  it('describes each multipart form by its fields', () => {
    const formRoutes = t.app.routeTable.filter((route) => [route.method].flat().includes('POST') && route.url.startsWith('/api/') && route.schema?.body === undefined && !tusCatchAlls.has(route.url));
    expect(formRoutes.map((route) => route.url).sort()).toEqual(Object.keys(undeclaredShapes).filter((url) => undeclaredShapes[url]?.body).sort());
    for (const route of formRoutes) {
      const form = document.paths[route.url].post.requestBody.content['multipart/form-data'].schema;
      expect(form.properties.token, route.url).toBeDefined();
    }
    const publish = document.paths['/api/article/publish'].post.requestBody.content['multipart/form-data'].schema;
    expect(publish.properties.structure).toMatchObject({ contentMediaType: 'application/json' });
    expect(publish.properties.structure.contentSchema.properties.structure.type).toBe('array');
  });

  it('keeps the routes validating as before: a multipart route still has no JSON body schema', async () => {
    const publish = t.app.routeTable.find((route) => route.url === '/api/article/publish');
    expect(publish?.schema?.body).toBeUndefined();
    // The schema refuses before any session is looked up.
    const refused = await postJson(t.app, '/api/reaction/toggle', { token: 'jeton', kind: 'ailleurs', id: '1', emoji: '❤️' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['message']);
  });
});
