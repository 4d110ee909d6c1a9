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
    expect(await presence.remove('a1', user.id, 0)).toBe('stays');
    // A second leave of the same socket (a retried disconnect) announces nothing.
    expect(await presence.remove('a1', user.id, 0)).toBe('stays');
    expect(await presence.remove('b1', user.id, 0)).toBe('left');
    expect((await presence.list(0)).filter((participant) => participant.username === 'Paul')).toEqual([]);
  });

  it("gives the snapshots each participant's account id, for mentions, and keeps the spec's shape elsewhere", async () => {
    const presence = presenceRepository(t.app.db);
    const user = await createUser(t.app);
    await presence.heartbeat('node-a', 1000);
    await presence.add({ socketId: 'a1', nodeId: 'node-a', userId: user.id, participant: paul }, 1000, 0);

    expect(await presence.listWithIds(0)).toEqual([{ ...paul, id: user.id }]);
    expect(await presence.list(0)).toEqual([paul]);
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
    expect(lasts.filter((leave) => leave === 'left')).toHaveLength(1);
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

  it('keeps a relative whose last tab closed present until the due time, and a tab back on any node cancels the departure silently', async () => {
    const presence = presenceRepository(t.app.db);
    const [p, c] = [await createUser(t.app), await createUser(t.app)];
    await presence.heartbeat('node-a', 1000);
    await presence.heartbeat('node-b', 1000);
    await presence.add({ socketId: 'a1', nodeId: 'node-a', userId: p.id, participant: paul }, 1000, 0);
    await presence.add({ socketId: 'a2', nodeId: 'node-a', userId: c.id, participant: camille }, 1001, 0);

    expect(await presence.remove('a1', p.id, 0, 5000)).toBe('leaving');
    expect(await presence.list(0)).toEqual([paul, camille]);
    expect(await presence.settle(4999)).toEqual([]);
    // Back on the other node before 5000: not a first connection, and nothing left to settle.
    expect(await presence.add({ socketId: 'b1', nodeId: 'node-b', userId: p.id, participant: paul }, 3000, 0)).toBe(false);
    expect(await presence.settle(10_000)).toEqual([]);

    expect(await presence.remove('a2', c.id, 0, 6000)).toBe('leaving');
    // Paul's tab back on node-b is newer than Camille's departure, which keeps her first place.
    expect(await presence.list(0)).toEqual([camille, paul]);
    // Settled once, whoever asks first; then a new tab is a first connection again.
    expect(await presence.settle(6000)).toEqual([camille]);
    expect(await presence.settle(6000)).toEqual([]);
    expect(await presence.list(0)).toEqual([paul]);
    expect(await presence.add({ socketId: 'a3', nodeId: 'node-a', userId: c.id, participant: camille }, 7000, 0)).toBe(true);
  });

  it("turns a stopping node's last connections into departures that another node settles", async () => {
    const presence = presenceRepository(t.app.db);
    const [p, c] = [await createUser(t.app), await createUser(t.app)];
    await presence.heartbeat('stopping', 1000);
    await presence.heartbeat('other', 1000);
    await presence.add({ socketId: 's1', nodeId: 'stopping', userId: p.id, participant: paul }, 1000, 0);
    await presence.add({ socketId: 's2', nodeId: 'stopping', userId: p.id, participant: paul }, 1000, 0);
    await presence.add({ socketId: 's3', nodeId: 'stopping', userId: c.id, participant: camille }, 1000, 0);
    await presence.add({ socketId: 'o1', nodeId: 'other', userId: c.id, participant: camille }, 1000, 0);

    await presence.removeNode('stopping', 0, 31_000);
    expect(await presence.list(0)).toEqual([paul, camille]);
    expect(await presence.settle(31_000)).toEqual([paul]);
    expect(await presence.list(0)).toEqual([camille]);
  });
});
