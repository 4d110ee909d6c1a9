import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { LoadReply } from '../../shared/articleTypes.ts';
import { reactionEmoji } from '../../shared/reactionTypes.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { buildApp } from '../app.ts';
import { logLines } from '../testing/logLines.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestStorage, createUser, postJson, type TestStorage } from '../testing/testApp.ts';

// The feed's polls are answered before Fastify when all they need is in memory
// (platform/http/answerAhead.ts, feedAhead.ts). Over real HTTP, since app.inject never goes
// through the server's request event: each answer must be the one Fastify's route gives, and
// whatever the shortcut cannot answer must reach the route whole.

let storage: TestStorage;
let app: FastifyInstance;
let base: string;
let lines: string[];
/** The requests that reached Fastify's hooks; the ones answered ahead never do. */
let reachedFastify: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeEach(async () => {
  storage = await createTestStorage('lapin-feed-ahead-');
  const log = logLines();
  lines = log.lines;
  // Behind one proxy, as deploy/ sets it up: the access line shows the address that proxy saw.
  const config = storage.config({ logger: true, logLevel: 'info', trustProxy: 1 });
  app = await buildApp({ ...config, timeouts: { ...config.timeouts, bodyMs: 400 } }, { logStream: log.stream });
  reachedFastify = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    reachedFastify += 1;
    done();
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  agent.destroy();
  await app.close();
  await storage.remove();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A POST as a browser sends it, its body given as raw text, on one kept-alive connection. */
function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Fastify's own answer to the same call: a query string keeps the request from the shortcut. */
const throughFastify = (body: string, headers: Record<string, string> = {}) => post('/api/article/load?par=fastify', body, headers);
const poll = (body: string, headers: Record<string, string> = {}) => post('/api/article/load', body, headers);

const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;
const accessLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request completed' && String(line.url).startsWith('/api/article/load'));

async function publishSome(token: string, count: number) {
  for (let n = 1; n <= count; n += 1) {
    await publishOk(app, token, { title: `Jour ${n} à Étretat`, structure: [text(1, 'Les falaises, la marée basse, puis les galets au soleil couchant. '.repeat(8))] });
  }
}

describe('the feed answered ahead of Fastify', () => {
  it('answers a repeated poll from memory, header for header and byte for byte as the route does', async () => {
    const token = await adminToken(app);
    await publishSome(token, 3);
    const body = JSON.stringify({ token });
    for (const acceptEncoding of [undefined, 'gzip, deflate, br', 'gzip']) {
      const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const fromRoute = await throughFastify(body, headers);
      const before = reachedFastify;
      const ahead = await poll(body, headers);
      expect(reachedFastify).toBe(before);
      expect(ahead.status).toBe(200);
      expect(withoutDate(ahead.headers)).toEqual(withoutDate(fromRoute.headers));
      expect(ahead.body.equals(fromRoute.body)).toBe(true);
      expect(ahead.headers['content-encoding']).toBe(acceptEncoding === undefined ? undefined : acceptEncoding.includes('br') ? 'br' : 'gzip');
    }
    const plain = await poll(body);
    expect(JSON.parse(plain.body.toString()).articles).toHaveLength(3);
    expect(plain.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('writes the access line the route writes, with a request id of its own and the address the proxy saw', async () => {
    const token = await adminToken(app);
    await publishSome(token, 1);
    // The left entry is the client's own writing; the proxy appended the address it saw.
    const forwarded = { 'x-forwarded-for': '198.18.0.1, 203.0.113.7' };
    await poll(JSON.stringify({ token }), forwarded);
    const before = reachedFastify;
    await poll(JSON.stringify({ token }), forwarded);
    expect(reachedFastify).toBe(before);
    const [first, second] = accessLines().slice(-2);
    expect(Object.keys(second!)).toEqual(Object.keys(first!));
    expect(first).toMatchObject({ ip: '203.0.113.7' });
    expect(second).toMatchObject({ level: 30, method: 'POST', url: '/api/article/load', statusCode: 200, ip: '203.0.113.7', pid: process.pid });
    expect(second!.reqId).toMatch(/^req-[0-9a-z]+$/);
    expect(second!.reqId).not.toBe(first!.reqId);
  });

  it('hands the calls it cannot answer to the route, with their body, on the same connection', async () => {
    const token = await adminToken(app);
    await publishSome(token, 1);
    await poll(JSON.stringify({ token }));

    const unknown = await poll(JSON.stringify({ token: 'jeton-inconnu' }));
    expect(unknown.status).toBe(401);
    expect(JSON.parse(unknown.body.toString())).toEqual({ message: accountMessages.sessionInvalid });
    for (const refused of [JSON.stringify({ token, extra: 1 }), `{"token":"${token}","__proto__":{"x":1}}`, '{"token":', '[]', JSON.stringify({ token: 7 })]) {
      const before = reachedFastify;
      const answer = await poll(refused);
      expect(reachedFastify, refused).toBe(before + 1);
      expect(answer.status, refused).toBe(400);
      expect(typeof JSON.parse(answer.body.toString()).message).toBe('string');
    }
    const again = await poll(JSON.stringify({ token }));
    expect(again.status).toBe(200);
  });

  it('stops answering a banned relative at once', async () => {
    const member = await createUser(app);
    const body = JSON.stringify({ token: member.token });
    await poll(body);
    const before = reachedFastify;
    expect((await poll(body)).status).toBe(200);
    expect(reachedFastify).toBe(before);

    const banned = await postJson(app, '/api/admin/status', { token: await adminToken(app), id: member.id, status: AccessStatus.banned });
    expect(banned.statusCode).toBe(200);
    const refused = await poll(body);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString())).toEqual({ message: accountMessages.accessSuspended });
  });

  it("gives each relative their own reactions, not another's", async () => {
    const token = await adminToken(app);
    const [article] = [await publishOk(app, token, { structure: [text(1, 'Le phare au loin.')] })];
    const member = await createUser(app);
    const memberBody = JSON.stringify({ token: member.token });
    await poll(memberBody);
    await poll(JSON.stringify({ token }));
    const toggled = await postJson(app, '/api/reaction/toggle', { token: member.token, kind: 'article', id: String(article!.id), emoji: reactionEmoji[0] });
    expect(toggled.statusCode).toBe(200);

    const mineOf = async (body: string) => (JSON.parse((await poll(body)).body.toString()) as LoadReply).articles[0]!.reactions;
    expect(await mineOf(memberBody)).toEqual([expect.objectContaining({ emoji: reactionEmoji[0], count: 1, mine: true })]);
    expect(await mineOf(JSON.stringify({ token }))).toEqual([expect.objectContaining({ emoji: reactionEmoji[0], count: 1, mine: false })]);
    // The same again, now answered ahead.
    const before = reachedFastify;
    expect(await mineOf(memberBody)).toEqual([expect.objectContaining({ mine: true })]);
    expect(await mineOf(JSON.stringify({ token }))).toEqual([expect.objectContaining({ mine: false })]);
    expect(reachedFastify).toBe(before);
  });

  it('cuts a poll whose body does not come in time', async () => {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.once('close', () => resolve(Date.now() - started));
    });
    socket.write('POST /api/article/load HTTP/1.1\r\nhost: lapin\r\ncontent-type: application/json\r\ncontent-length: 40\r\n\r\n{"token":');
    // bodyMs is 400 here; the sweep runs every 100 ms.
    expect(await closed).toBeLessThan(5_000);
    expect(lines.some((line) => line.includes('body not received in time'))).toBe(true);
  });
});
