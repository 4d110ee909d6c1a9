import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoadReply } from '../../shared/articleTypes.ts';
import { reactionEmoji } from '../../shared/reactionTypes.ts';
import { buildApp } from '../app.ts';
import { logLines } from '../testing/logLines.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestStorage, createUser, postJson, type TestStorage } from '../testing/testApp.ts';

// The feed is the commonest call: every poll goes through Fastify's lifecycle like any other
// call, so a hook added later (a rate limit, metrics, a maintenance gate) applies to it too,
// while the page and its JSON are made once for many polls.

let storage: TestStorage;
let app: FastifyInstance;
let lines: string[];

beforeEach(async () => {
  storage = await createTestStorage('lapin-feed-route-');
  const log = logLines();
  lines = log.lines;
  // Behind one proxy, as deploy/ sets it up: the access line shows the address that proxy saw.
  app = await buildApp(storage.config({ logger: true, logLevel: 'info', trustProxy: 1 }), { logStream: log.stream });
});
afterEach(async () => {
  await app.close();
  await storage.remove();
});

const poll = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/article/load', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ token }) });

async function publishSome(token: string, count: number) {
  for (let n = 1; n <= count; n += 1) {
    await publishOk(app, token, { title: `Jour ${n} à Étretat`, structure: [text(1, 'Les falaises, la marée basse, puis les galets au soleil couchant. '.repeat(8))] });
  }
}

describe('the feed', () => {
  it('runs every poll over HTTP through a hook added after the routes, repeated polls included', async () => {
    let gated = 0;
    let gating = false;
    app.addHook('onRequest', (request, reply, done) => {
      if (!gating || request.url !== '/api/article/load') return done();
      gated += 1;
      // A maintenance gate: the third poll is refused.
      if (gated === 3) return void reply.code(503).send({ message: 'Maintenance en cours.' });
      done();
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await adminToken(app);
    await publishSome(token, 2);
    gating = true;
    const codes = [];
    for (let n = 0; n < 4; n++) {
      const response = await fetch(`${base}/api/article/load`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      await response.arrayBuffer();
      codes.push(response.status);
    }
    expect(gated).toBe(4);
    expect(codes).toEqual([200, 200, 503, 200]);
  });

  it('answers repeated polls with the same bytes, compressed once, with the API security headers', async () => {
    const token = await adminToken(app);
    await publishSome(token, 3);
    for (const acceptEncoding of [undefined, 'gzip, deflate, br', 'gzip']) {
      const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const [first, second] = [await poll(token, headers), await poll(token, headers)];
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers['content-encoding']).toBe(acceptEncoding === undefined ? undefined : acceptEncoding.includes('br') ? 'br' : 'gzip');
      expect(second.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(second.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await poll(token)).json<LoadReply>().articles).toHaveLength(3);
  });

  it('writes one access line per poll, each with its own request id and the address the proxy saw', async () => {
    const token = await adminToken(app);
    await publishSome(token, 1);
    // The left entry is the client's own writing; the proxy appended the address it saw.
    const forwarded = { 'x-forwarded-for': '198.18.0.1, 203.0.113.7' };
    await poll(token, forwarded);
    await poll(token, forwarded);
    const access = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request completed' && line.url === '/api/article/load');
    expect(access).toHaveLength(2);
    const [first, second] = access;
    expect(Object.keys(second!)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'ms', 'ip', 'msg']);
    expect(second).toMatchObject({ level: 30, method: 'POST', url: '/api/article/load', statusCode: 200, ip: '203.0.113.7', pid: process.pid });
    expect(second!.reqId).not.toBe(first!.reqId);
  });

  it("gives each relative their own reactions, not another's, poll after poll", async () => {
    const token = await adminToken(app);
    const article = await publishOk(app, token, { structure: [text(1, 'Le phare au loin.')] });
    const member = await createUser(app);
    await poll(member.token!);
    await poll(token);
    const toggled = await postJson(app, '/api/reaction/toggle', { token: member.token, kind: 'article', id: String(article.id), emoji: reactionEmoji[0] });
    expect(toggled.statusCode).toBe(200);
    const reactionsOf = async (of: string) => (await poll(of)).json<LoadReply>().articles[0]!.reactions;
    for (let round = 0; round < 2; round++) {
      expect(await reactionsOf(member.token!)).toEqual([expect.objectContaining({ emoji: reactionEmoji[0], count: 1, mine: true })]);
      expect(await reactionsOf(token)).toEqual([expect.objectContaining({ emoji: reactionEmoji[0], count: 1, mine: false })]);
    }
  });
});
