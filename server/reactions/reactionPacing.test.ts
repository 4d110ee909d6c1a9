import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/articleTypes.ts';
import type { ReactionEvent } from '../../shared/reactionTypes.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { reactionMessages } from './reactionMessages.ts';
import { defaultReactionRate } from './reactionsService.ts';

// Issue 37, finding 6: 2,000 toggles in 1.9 s were all answered 200, and 1,000 toggles sent
// 20,000 live events to one relative's sockets.

let t: TestApp;
let url: string;
let anne: TestUser;
const lives: LiveClient[] = [];

const toggle = (user: TestUser, id: number, emoji = '❤️') => postJson(t.app, '/api/reaction/toggle', { token: user.token, kind: 'article', id: String(id), emoji });

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  anne = await createUser(t.app, { firstName: 'Anne' });
});
afterAll(async () => {
  for (const live of lives) live.close();
  await t.close();
});

describe('reaction pacing', () => {
  it('answers a burst of toggles, then a French 429 until the account has waited, storing nothing for a refused one', async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Le marché')] });
    const started = Date.now();
    const answers = [];
    for (let index = 0; index < 2 * defaultReactionRate.burst; index += 1) answers.push(await toggle(paul, article.id));
    const seconds = (Date.now() - started) / 1000;
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(defaultReactionRate.burst);
    expect(accepted).toBeLessThanOrEqual(defaultReactionRate.burst + Math.ceil(seconds * defaultReactionRate.perSecond));
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ message: reactionMessages.tooManyReactions });
    }
    // Each accepted toggle flipped the heart: what is stored is the parity of the accepted ones.
    const rows = await t.app.db.selectFrom('reactions').select('emoji').where('item', '=', String(article.id)).execute();
    expect(rows).toHaveLength(accepted % 2);
    // Someone else is not held back by Paul's loop.
    expect((await toggle(anne, article.id, '👍')).statusCode).toBe(200);
  });

  it('tells a watching relative of a run of toggles on one item in a few events, the last one the final state', async () => {
    const watcher = liveClient(url, { token: anne.token! });
    lives.push(watcher);
    await liveConnected(watcher);
    const togglers = [await createUser(t.app), await createUser(t.app)];
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'La kermesse')] });
    const count = 20;
    const started = Date.now();
    for (let index = 0; index < count; index += 1) {
      const answer = await toggle(togglers[index % 2]!, article.id, index % 4 < 2 ? '❤️' : '😂');
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const elapsedMs = Date.now() - started;
    const final = (await postJson(t.app, '/api/article/get', { token: anne.token, id: article.id })).json<{ article: Article }>().article.reactions;
    const heard = () => (watcher.of('reaction') as ReactionEvent[]).filter((event) => event.id === String(article.id));
    await eventually(() => JSON.stringify(heard().at(-1)?.reactions) === JSON.stringify(final), 'the final state on the live connection');
    // One at once, then at most one per 250 ms window while the toggles kept coming, and the last.
    expect(heard().length).toBeLessThanOrEqual(2 + Math.ceil(elapsedMs / 250));
    expect(heard().length).toBeLessThan(count);
  });
});
