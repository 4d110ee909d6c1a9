import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../accounts/accountMessages.ts';
import { adminToken, createTestApp, postJson, register, type TestApp } from '../testing/testApp.ts';

// POST routes that take multipart forms or raw bytes, so Fastify has no JSON body to hold to a
// schema. Each one reads its fields itself and refuses any it does not expect.
const multipartRoutes: Record<string, string> = {
  '/api/admin/uploadImages': 'images; readAlbumUpload checks token and folder and refuses other fields',
  '/api/album/upload': 'sha256 and images; readAlbumUpload checks token and album and refuses other fields',
  '/api/article/publish': 'images; readArticleForm checks every field',
  '/api/article/edit': 'images; readArticleForm checks every field',
  '/api/article/photo': 'one photo; readArticlePhoto checks the token and refuses other fields',
  '/api/chat/upload': 'images; readChatUpload checks the token and refuses other fields',
  '/api/video/upload': 'title, description and one video; readVideoUpload checks every field',
  '/api/upload': 'tus 1.0 creation: headers only (Upload-Metadata); tusUploads checks token, kind and title',
  '/app/partage': 'the share target when no service worker took it: the body is never read, a 303 leads to the share screen',
  '/api/upload/*': "tus 1.0 bytes (application/offset+octet-stream); tusUploads checks the uploader's token",
};

type Schema = Record<string, unknown>;

/** The paths inside a body schema where an object accepts fields it does not name. */
function looseObjects(schema: unknown, path = 'body'): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  const found: string[] = [];
  const isObject = node.type === 'object' || 'properties' in node;
  if (isObject && node.additionalProperties !== false) found.push(path);
  for (const [name, child] of Object.entries((node.properties as Schema | undefined) ?? {})) {
    found.push(...looseObjects(child, `${path}.${name}`));
  }
  const items = Array.isArray(node.items) ? node.items : [node.items];
  items.forEach((item) => found.push(...looseObjects(item, `${path}[]`)));
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = (node[keyword] as unknown[] | undefined) ?? [];
    options.forEach((option, index) => found.push(...looseObjects(option, `${path}(${keyword} ${index})`)));
  }
  return found;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the route table', () => {
  const postRoutes = () =>
    t.app.routeTable.filter((route) => [route.method].flat().includes('POST'));

  it('lists the API routes, the multipart exceptions included', () => {
    const urls = postRoutes().map((route) => route.url);
    expect(urls).toContain('/api/user/login');
    expect(urls).toContain('/api/admin/status');
    expect(urls).toContain('/api/reaction/toggle');
    for (const url of Object.keys(multipartRoutes)) expect(urls).toContain(url);
  });

  it('holds every POST JSON route to a body schema that refuses unknown fields', () => {
    const problems = postRoutes()
      .filter((route) => !(route.url in multipartRoutes))
      .flatMap((route) => {
        const body = route.schema?.body;
        if (body === undefined) return [`${route.url}: no body schema`];
        return looseObjects(body).map((path) => `${route.url}: ${path} accepts unknown fields`);
      });
    expect(problems).toEqual([]);
  });

  it('keeps the multipart exceptions without a JSON body schema', () => {
    for (const route of postRoutes().filter((entry) => entry.url in multipartRoutes)) {
      expect(route.schema?.body, route.url).toBeUndefined();
    }
  });
});

describe('strict bodies', () => {
  it.each(['/api/user/token', '/api/user/role', '/api/user/refresh', '/api/admin/getUsers'])(
    'refuses an unknown field on %s',
    async (url) => {
      const response = await postJson(t.app, url, { token: await adminToken(t.app), extra: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Requête invalide : champ « extra » non attendu' });
    },
  );

  it('refuses an unknown field on /api/admin/status and changes nothing', async () => {
    const response = await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: 1, status: 2, role: 'x' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a 100,000-deep array in an unknown field with a 400', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { 'content-type': 'application/json' },
      payload: `{"token":"${await adminToken(t.app)}","deep":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('emails', () => {
  const base = { firstName: 'Nul Part', password: 'carottes-fraiches' };

  it.each([
    'zoe\0@example.org',
    'zoe@exam\0ple.org',
    'zoe@example.org\u200b',
    'zo\u202ee@example.org',
    'zoe@@example.org',
    'zoe@example',
    '.zoe@example.org',
    'zoe..martin@example.org',
    'zoe@-example.org',
    'zoe@example.1',
    'zoe\t@example.org',
  ])('refuses %j at registration', async (email) => {
    const response = await register(t.app, { ...base, email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.emailInvalid });
  });

  it('accepts a plus sign and an accented domain', async () => {
    const response = await register(t.app, { ...base, email: 'zoe.martin+lapin@exämple.fr' });
    expect(response.statusCode).toBe(201);
  });
});
