import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, LoadReply } from '../../shared/articleTypes.ts';
import type { Reaction, ReactionEvent } from '../../shared/reactionTypes.ts';
import { buildApp } from '../app.ts';
import { loadArticles, publishOk, text } from '../testing/articleRequests.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { createTestStorage, createUser, postJson, type TestStorage, type TestUser } from '../testing/testApp.ts';

// Two nodes on one PostgreSQL database: relatives toggling at the same moment on either node are
// each counted once, and a relative connected to the other node hears of it with their own `mine`.

const onPostgres = testsRunOnPostgres();
let storage: TestStorage;
let nodes: FastifyInstance[] = [];
const lives: LiveClient[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  storage = await createTestStorage('lapin-reaction-nodes-');
  nodes = [await buildApp(storage.config()), await buildApp(storage.config())];
}, 60_000);
afterAll(async () => {
  for (const live of lives) live.close();
  for (const node of nodes) await node.close();
  if (onPostgres) await storage.remove();
});

const toggle = (node: FastifyInstance, user: TestUser, id: number, emoji: string) =>
  postJson(node, '/api/reaction/toggle', { token: user.token, kind: 'article', id: String(id), emoji });

describe.runIf(onPostgres)('reactions on two nodes', () => {
  it('counts each relative once when they toggle at the same moment on both nodes, and tells the other node\'s relatives with their own mine', async () => {
    const [a, b] = nodes as [FastifyInstance, FastifyInstance];
    const relatives = [await createUser(a), await createUser(a), await createUser(a), await createUser(a)];
    const [anne, paul, marie, hugo] = relatives as [TestUser, TestUser, TestUser, TestUser];
    const article = await publishOk(a, anne.token!, { structure: [text(1, 'Les deux maisons')] });
    const watcher = liveClient(await listenOnFreePort(b), { token: anne.token! });
    lives.push(watcher);
    await liveConnected(watcher);

    // Anne on A and Paul on B at once; Marie twice on each node at once (a double tap on two tabs).
    const answers = await Promise.all([
      toggle(a, anne, article.id, '❤️'),
      toggle(b, paul, article.id, '❤️'),
      toggle(a, marie, article.id, '👍'),
      toggle(b, marie, article.id, '👍'),
      toggle(a, hugo, article.id, '❤️'),
      toggle(b, hugo, article.id, '😂'),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const rows = await a.db.selectFrom('reactions').select(['account_id', 'emoji']).where('item', '=', String(article.id)).execute();
    const keys = rows.map((row) => `${row.account_id}:${row.emoji}`);
    expect(new Set(keys).size).toBe(keys.length);
    const got = (await postJson(b, '/api/article/get', { token: paul.token, id: article.id })).json<{ article: Article }>().article;
    const heart = got.reactions?.find((reaction) => reaction.emoji === '❤️');
    expect(heart).toMatchObject({ count: 3, mine: true });
    expect([...heart!.by].sort()).toEqual([anne.firstName, paul.firstName, hugo.firstName].sort());
    expect(got.reactions?.find((reaction) => reaction.emoji === '😂')).toEqual({ emoji: '😂', count: 1, mine: false, by: [hugo.firstName] });
    // Marie's two taps at once leave her 👍 on or off, never counted twice.
    expect(got.reactions?.find((reaction) => reaction.emoji === '👍')?.count ?? 0).toBeLessThanOrEqual(1);

    // Anne, connected to B, hears the toggles, those made on A included, each copy with her own
    // mine (a copy read before her own toggle committed does not count her yet). Toggles of one
    // item close together make fewer events (reactionLive.ts), the last of them the final state.
    const seenByAnne = async () => (await postJson(b, '/api/article/get', { token: anne.token, id: article.id })).json<{ article: Article }>().article.reactions;
    const lastHeard = () => (watcher.of('reaction') as ReactionEvent[]).at(-1)?.reactions;
    const finalForAnne = await seenByAnne();
    await eventually(() => JSON.stringify(lastHeard()) === JSON.stringify(finalForAnne), 'the final state on B');
    const heard = watcher.of('reaction') as ReactionEvent[];
    expect(heard.length).toBeLessThanOrEqual(answers.length);
    for (const event of heard) {
      expect(event).toMatchObject({ kind: 'article', id: String(article.id) });
      const heart = event.reactions.find((reaction: Reaction) => reaction.emoji === '❤️');
      expect(heart?.mine ?? false).toBe(heart?.by.includes(anne.firstName) ?? false);
    }
    expect(heard.some((event) => event.reactions.some((reaction) => reaction.mine))).toBe(true);

    // B's feed says the same, its first page's reactions read again after the toggles on A.
    const feed = (await loadArticles(b, paul.token!)).json<LoadReply>();
    expect(feed.articles.find((one) => one.id === article.id)?.reactions).toEqual(got.reactions);
    const second = await toggle(a, paul, article.id, '❤️');
    expect(second.statusCode).toBe(200);
    const afterForAnne = await seenByAnne();
    expect(afterForAnne?.find((reaction) => reaction.emoji === '❤️')).toMatchObject({ count: 2, mine: true });
    await eventually(() => JSON.stringify(lastHeard()) === JSON.stringify(afterForAnne), 'the last toggle on B');
    const after = (await loadArticles(b, paul.token!)).json<LoadReply>();
    expect(after.articles.find((one) => one.id === article.id)?.reactions?.find((reaction) => reaction.emoji === '❤️')).toMatchObject({ count: 2, mine: false });
  });
});
