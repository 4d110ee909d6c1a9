import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Participant } from '../../shared/chatTypes.ts';
import { eventually, serverDisconnect, type ChatClient } from '../testing/chatClient.ts';
import { chatNodesPerTest } from '../testing/chatNodes.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { createUser } from '../testing/testApp.ts';
import { createChatPresence } from './chatPresence.ts';
import { presenceRepository } from './presenceRepository.ts';

// Presence without blips (issue 24): a relative whose last connection drops is announced as gone
// only if none of theirs comes back within the grace period, on one node or several. No sleeps:
// a second relative who leaves after the first, and is announced, proves the first's due time has
// passed (departures are settled in due order, by the node's timer or heartbeat).

const GRACE_MS = 1500;
const { nodes, urls, start: startNodes, openReady } = chatNodesPerTest('lapin-chat-grace-', { chatPresenceGraceMs: GRACE_MS });

/** Closes the client and waits until its node has handled the disconnect. */
async function drop(client: ChatClient, node: FastifyInstance): Promise<void> {
  const gone = serverDisconnect(node, client);
  client.close();
  await gone;
}

const about = (name: string) => (client: ChatClient) => ({
  joined: client.joined.filter((participant) => participant.username === name).length,
  left: client.left.filter((username) => username === name).length,
});

describe('chat presence with a grace period, on one node', () => {
  beforeEach(() => startNodes(1));

  it('announces nothing when a relative comes back within the grace period, and the leave of one who does not, once', async () => {
    const [paul, zoe, camille] = [await createUser(nodes[0]!, { firstName: 'Paul' }), await createUser(nodes[0]!, { firstName: 'Zoé' }), await createUser(nodes[0]!, { firstName: 'Camille' })];
    const watcher = await openReady(camille);
    const zoeTab = await openReady(zoe);
    const paulTab = await openReady(paul);
    await eventually(() => about('Paul')(watcher).joined === 1, 'the join');

    await drop(paulTab, nodes[0]!);
    const back = await openReady(paul);
    // Still counted while his departure is pending: a connection opening now lists him.
    expect(back.snapshots[0]?.snapshot.participants.map((participant) => participant.username)).toEqual(['Camille', 'Zoé', 'Paul']);
    await drop(zoeTab, nodes[0]!);

    await eventually(() => watcher.left.includes('Zoé'), 'the leave of the one who did not come back', GRACE_MS + 5000);
    expect(about('Zoé')(watcher)).toEqual({ joined: 1, left: 1 });
    expect(about('Paul')(watcher)).toEqual({ joined: 1, left: 0 });
  });
});

describe.runIf(testsRunOnPostgres())('chat presence with a grace period, on two nodes', () => {
  beforeEach(() => startNodes(2));

  it('announces nothing on either node when a relative drops on one and comes back on the other', async () => {
    const [paul, zoe, camille] = [await createUser(nodes[0]!, { firstName: 'Paul' }), await createUser(nodes[0]!, { firstName: 'Zoé' }), await createUser(nodes[0]!, { firstName: 'Camille' })];
    const watchers = [await openReady(camille, urls[0]), await openReady(camille, urls[1])];
    const zoeTab = await openReady(zoe, urls[0]);
    const paulTab = await openReady(paul, urls[0]);
    await eventually(() => watchers.every((watcher) => about('Paul')(watcher).joined === 1), 'the join on each node');

    await drop(paulTab, nodes[0]!);
    await openReady(paul, urls[1]);
    await drop(zoeTab, nodes[0]!);

    await eventually(() => watchers.every((watcher) => watcher.left.includes('Zoé')), 'the leave on each node', GRACE_MS + 5000);
    for (const watcher of watchers) {
      expect(about('Zoé')(watcher)).toEqual({ joined: 1, left: 1 });
      expect(about('Paul')(watcher)).toEqual({ joined: 1, left: 0 });
    }
  });
});

describe('a pending departure when its node stops', () => {
  it('is settled by another node, or the next start, once due', async () => {
    await startNodes(1);
    const db = nodes[0]!.db;
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const gone: Participant[][] = [];
    const node = (nodeId: string) =>
      createChatPresence({ repository: presenceRepository(db), nodeId, clustered: true, onGone: (left) => gone.push(left), onError: () => undefined, graceMs: 200, heartbeatMs: 20 });
    const [dying, other] = [node('dying'), node('other')];
    await dying.start();
    await dying.add('s1', paul.id, { username: 'Paul', color: '#e57373' });
    expect(await dying.remove('s1', paul.id)).toBe(false);
    // Its own timer goes with it.
    await dying.stop();
    await other.start();

    await eventually(() => gone.length > 0, 'the settled departure');
    await other.stop();
    expect(gone).toEqual([[{ username: 'Paul', color: '#e57373' }]]);
  });
});
