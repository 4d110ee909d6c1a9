import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
import { presenceRepository } from './presenceRepository.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const paul = { username: 'Paul', color: '#e57373' };
const camille = { username: 'Camille', color: '#64b5f6' };

describe('chat presence across nodes', () => {
  it('counts a relative once whatever node holds their tabs, and announces the first and the last', async () => {
    const presence = presenceRepository(t.app.db);
    const user = await createUser(t.app);
    await presence.heartbeat('node-a', 1000);
    await presence.heartbeat('node-b', 1000);
    const entry = (socketId: string, nodeId: string) => ({ socketId, nodeId, userId: user.id, participant: paul });

    expect(await presence.add(entry('a1', 'node-a'), 1000, 0)).toBe(true);
    expect(await presence.add(entry('b1', 'node-b'), 1001, 0)).toBe(false);
    expect(await presence.list(0)).toContainEqual(paul);
    expect(await presence.remove('a1', user.id, 0)).toBe(false);
    // A second leave of the same socket (a retried disconnect) announces nothing.
    expect(await presence.remove('a1', user.id, 0)).toBe(false);
    expect(await presence.remove('b1', user.id, 0)).toBe(true);
    expect((await presence.list(0)).filter((participant) => participant.username === 'Paul')).toEqual([]);
  });

  it('decides concurrent joins one at a time: exactly one is first', async () => {
    const presence = presenceRepository(t.app.db);
    const user = await createUser(t.app);
    await presence.heartbeat('node-a', 1000);
    await presence.heartbeat('node-b', 1000);
    const firsts = await Promise.all(
      Array.from({ length: 12 }, (_, n) => presence.add({ socketId: `s${n}`, nodeId: n % 2 ? 'node-a' : 'node-b', userId: user.id, participant: paul }, 1000, 0)),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    const lasts = await Promise.all(Array.from({ length: 12 }, (_, n) => presence.remove(`s${n}`, user.id, 0)));
    expect(lasts.filter(Boolean)).toHaveLength(1);
  });

  it('stops counting a silent node, and its sweep announces only those who are gone everywhere', async () => {
    const presence = presenceRepository(t.app.db);
    const [p, c] = [await createUser(t.app), await createUser(t.app)];
    await presence.heartbeat('dead', 1000);
    await presence.heartbeat('alive', 1000);
    await presence.add({ socketId: 'd1', nodeId: 'dead', userId: p.id, participant: paul }, 1000, 0);
    await presence.add({ socketId: 'd2', nodeId: 'dead', userId: c.id, participant: camille }, 1000, 0);
    await presence.add({ socketId: 'a1', nodeId: 'alive', userId: c.id, participant: camille }, 1000, 0);
    await presence.heartbeat('alive', 90_000);

    const aliveSince = 30_000;
    expect(await presence.list(aliveSince)).toEqual([camille]);
    // Paul's only tab was on the dead node: a new tab of his is his first again.
    expect(await presence.sweep(aliveSince)).toEqual([paul]);
    expect(await presence.sweep(aliveSince)).toEqual([]);
    expect(await presence.list(aliveSince)).toEqual([camille]);
  });
});
