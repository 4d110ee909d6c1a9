import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { buildApp } from '../app.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { createTestStorage, createUser, postJson, type TestStorage, type TestUser } from '../testing/testApp.ts';

// Issue 24's outbox, for comments: a device sends a comment again, under the clientId it made when
// the relative sent it, until it hears the answer; the comment is stored and announced once.

let storage: TestStorage;
let nodes: FastifyInstance[] = [];
let writer: TestUser;
let reader: TestUser;
let articleId: number;
let videoId: string;

async function startNodes(count: number): Promise<void> {
  for (let index = 0; index < count; index++) nodes.push(await buildApp(storage.config()));
  writer = await createUser(nodes[0]!, { firstName: 'Marie' });
  reader = await createUser(nodes[0]!, { firstName: 'Paul' });
  articleId = (await publishOk(nodes[0]!, writer.token!, { structure: [text(1, 'Au col')] })).id;
  videoId = randomUUID();
  const owner = await nodes[0]!.db.selectFrom('users').select('id').where('first_name', '=', 'Marie').executeTakeFirstOrThrow();
  await nodes[0]!.db
    .insertInto('videos')
    .values({ id: videoId, title: 'Au lac', description: '', uploader_id: owner.id, ts: Date.now(), status: 'ready', message: null, source_file: null })
    .execute();
}

beforeEach(async () => {
  storage = await createTestStorage('lapin-comment-outbox-');
});
afterEach(async () => {
  for (const node of nodes) await node.close();
  nodes = [];
  await storage.remove();
});

const clientId = '7d5c3f0e-2b1a-4c6d-9e8f-0a1b2c3d4e5f';
const threads = [
  { name: 'article', call: '/api/article/comment', target: () => articleId, table: 'comments' as const },
  { name: 'video', call: '/api/video/comment', target: () => videoId, table: 'video_comments' as const },
];

describe('comment outbox on one node', () => {
  beforeEach(() => startNodes(1));

  describe.each(threads)('under an $name', ({ call, target, table }) => {
    const send = (user: TestUser, body: Record<string, unknown>, node = nodes[0]!) => postJson(node, call, { token: user.token, id: target(), ...body });
    const sendOk = async (user: TestUser, body: Record<string, unknown>, node = nodes[0]!): Promise<ArticleComment> => {
      const response = await send(user, body, node);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ comment: ArticleComment }>().comment;
    };
    const storedTexts = async () => (await nodes[0]!.db.selectFrom(table).select('text').orderBy('id').execute()).map((row) => row.text);

    it('answers a comment sent again under the same clientId with the first one, storing it once', async () => {
      const first = await sendOk(reader, { text: 'Quelle vue !', clientId });
      const again = await sendOk(reader, { text: 'Quelle vue !', clientId });
      await sendOk(reader, { text: 'Après', clientId: randomUUID() });

      expect(again).toEqual(first);
      expect(await storedTexts()).toEqual(['Quelle vue !', 'Après']);
    });

    it('stores once when the same clientId arrives twice at once', async () => {
      const [one, two] = await Promise.all([sendOk(reader, { text: 'Tunnel', clientId }), sendOk(reader, { text: 'Tunnel', clientId })]);
      expect(two).toEqual(one);
      expect(await storedTexts()).toEqual(['Tunnel']);
    });

    it("keeps another relative's comment with the same clientId, and comments without one, as before", async () => {
      const fromPaul = await sendOk(reader, { text: 'Coucou', clientId });
      const fromMarie = await sendOk(writer, { text: 'Coucou', clientId });
      await sendOk(reader, { text: 'Sans id' });
      await sendOk(reader, { text: 'Sans id' });

      expect(fromMarie.id).not.toBe(fromPaul.id);
      expect(await storedTexts()).toEqual(['Coucou', 'Coucou', 'Sans id', 'Sans id']);
    });

    it('refuses a clientId that is not a short id, in French, and stores nothing', async () => {
      const response = await send(reader, { text: 'Bonjour', clientId: 'pas un id; drop table' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^[A-ZÀ-Ü]/);
      expect(await storedTexts()).toEqual([]);
    });
  });

  it('announces a repeated article comment to the live connection once', async () => {
    const announced: ArticleComment[] = [];
    nodes[0]!.liveEvents.on('commentadded', (_id, comment) => announced.push(comment));
    for (let n = 0; n < 3; n++) await postJson(nodes[0]!, '/api/article/comment', { token: reader.token, id: articleId, text: 'Une fois', clientId });
    expect(announced.map((comment) => comment.text)).toEqual(['Une fois']);
    // The writer's device settles its waiting copy by this id when the live event comes first.
    expect(announced[0]).toMatchObject({ clientId });
  });
});

describe.runIf(testsRunOnPostgres())('comment outbox on two nodes', () => {
  beforeEach(() => startNodes(2));

  it('stores once a comment sent under one clientId to both nodes at once', async () => {
    const send = (node: FastifyInstance) => postJson(node, '/api/article/comment', { token: reader.token, id: articleId, text: 'Col du Galibier', clientId });
    const [viaA, viaB] = await Promise.all([send(nodes[0]!), send(nodes[1]!)]);

    expect([viaA.statusCode, viaB.statusCode]).toEqual([200, 200]);
    expect(viaB.json()).toEqual(viaA.json());
    expect(await nodes[0]!.db.selectFrom('comments').select('text').execute()).toEqual([{ text: 'Col du Galibier' }]);
  });
});
