import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { logLines } from '../testing/logLines.ts';
import { adminToken, createTestStorage, loginAs, postJson, testAdmin, type TestStorage } from '../testing/testApp.ts';

// Whoever reads the server's log (an admin, a log collector, a backup of /var/log) must not find
// a way in there: no archive key, no session token, in the access log or in an error line.
let storage: TestStorage;
let app: FastifyInstance;
let lines: string[];

beforeEach(async () => {
  storage = await createTestStorage('lapin-log-');
  const log = logLines();
  lines = log.lines;
  app = await buildApp(storage.config({ logger: true, logLevel: 'info' }), { logStream: log.stream });
});
afterEach(async () => {
  await app.close();
  await storage.remove();
});

const accessLines = () => lines.map((line) => JSON.parse(line) as { msg: string; url?: string }).filter((line) => line.msg === 'request completed');

describe('the access log', () => {
  it('writes one line per request, with the path', async () => {
    await postJson(app, '/api/user/token', { token: 'inconnu' });
    expect(accessLines().map((line) => line.url)).toContain('/api/user/token');
  });

  it('writes the line pino would write, fields in its order, next to pino\'s own lines', async () => {
    await postJson(app, '/api/user/token', { token: 'inconnu' });
    const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.url === '/api/user/token')!;
    expect(Object.keys(line)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'ms', 'ip', 'msg']);
    expect(line).toMatchObject({ level: 30, pid: process.pid, method: 'POST', statusCode: 401, ip: '127.0.0.1', msg: 'request completed' });
    expect(typeof line.reqId).toBe('string');
    expect(Math.abs(Date.now() - (line.time as number))).toBeLessThan(60_000);
    // pino's own lines (the start-up ones) carry the same pid and hostname.
    const pinoLine = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect([pinoLine.pid, pinoLine.hostname]).toEqual([line.pid, line.hostname]);
  });

  it('never writes an archive key or a session token', async () => {
    const token = await adminToken(app);
    const link = await postJson(app, '/api/admin/exportLink', { token });
    const { url } = link.json<{ url: string }>();
    const key = url.split('/').pop()!;
    const cookie = String(link.headers['set-cookie']).split(';')[0]!;
    const other = (await loginAs(app, testAdmin.email, testAdmin.password)).userToken;

    await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: `${url}?token=${other}`, headers: { cookie } });
    // A mangled link (a trailing slash, a bad character) matches no route, or fails its schema.
    await app.inject({ method: 'GET', url: `${url}/`, headers: { cookie } });
    await app.inject({ method: 'GET', url: `${url}z`, headers: { cookie } });
    await app.inject({ method: 'GET', url: `/media/articles/x.jpg?token=${token}` });
    await app.inject({ method: 'GET', url: `/app/lapingram?session=${token}&page=2` });

    const logged = lines.join('\n');
    expect(accessLines().length).toBeGreaterThanOrEqual(6);
    expect(logged).not.toContain(key);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(other);
    // What the admin needs is still there: which route, which query parameters.
    expect(accessLines().map((line) => line.url)).toContain('/api/admin/export/[masqué]');
    expect(accessLines().map((line) => line.url)).toContain('/app/lapingram?session=[masqué]&page=[masqué]');
  });

  it('masks the URL of a request logged with an error, too', async () => {
    app.get('/essai/panne', async (request) => {
      request.log.error({ req: request }, 'panne simulée');
      throw new Error('panne simulée');
    });
    const secret = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
    expect((await app.inject({ method: 'GET', url: `/essai/panne?token=${secret}` })).statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('panne simulée');
    expect(logged).toContain('/essai/panne?token=[masqué]');
    expect(logged).not.toContain(secret);
  });

  it("ties a request's own lines to its access line by the request's id", async () => {
    app.get('/essai/trace', async (request) => {
      request.log.warn({ step: 1 }, 'première étape');
      request.log.info('deuxième étape');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/essai/trace' });
    const entries = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    const access = entries.find((entry) => entry.msg === 'request completed' && entry.url === '/essai/trace')!;
    const own = entries.filter((entry) => entry.msg === 'première étape' || entry.msg === 'deuxième étape');
    expect(own.map((entry) => [entry.msg, entry.reqId, entry.level])).toEqual([
      ['première étape', access.reqId, 40],
      ['deuxième étape', access.reqId, 30],
    ]);
    expect(own[0]).toMatchObject({ step: 1, pid: process.pid });
  });
});

