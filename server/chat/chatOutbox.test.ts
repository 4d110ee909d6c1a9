import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatClient, eventually, type ChatClient } from '../testing/chatClient.ts';
import { chatNodesPerTest } from '../testing/chatNodes.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { createUser } from '../testing/testApp.ts';
import { chatMessages } from './chatMessages.ts';

// Issue 24's outbox, on the server: a device sends a message again, under the same clientId,
// until it hears the acknowledgement; the message is stored and broadcast once.

const { nodes, urls, start: startNodes, openReady } = chatNodesPerTest('lapin-chat-outbox-', { chatLimits: { burst: 1000, perSecond: 1000 } });
const clients: ChatClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const storedTexts = async () => (await nodes[0]!.db.selectFrom('chat_messages').select('message').orderBy('ts').execute()).map((row) => row.message);
const clientId = '7d5c3f0e-2b1a-4c6d-9e8f-0a1b2c3d4e5f';

/** What a phone losing its network does to the socket: bytes stop coming in, nothing closes. */
function stopReading(client: ChatClient): () => void {
  const transport = client.socket.io.engine.transport as unknown as { ws: { _socket: { pause(): void; resume(): void } } };
  transport.ws._socket.pause();
  return () => transport.ws._socket.resume();
}

describe('chat outbox on one node', () => {
  beforeEach(() => startNodes(1));

  // Issue 24's bug, before the outbox: why the sender never saw her message.
  it('without an outbox, a message whose ack comes after the time-out reaches the others but never its sender', async () => {
    const sender = await openReady(await createUser(nodes[0]!, { firstName: 'Paul' }));
    const other = await openReady(await createUser(nodes[0]!, { firstName: 'Camille' }));

    const resume = stopReading(sender);
    const timedOut = await new Promise<Error | null>((resolve) => {
      sender.socket.timeout(300).emit('message', { message: 'Dans le tunnel', ts: String(Date.now()), token: '' }, (error: Error | null) => resolve(error));
    });
    expect(timedOut?.message).toBe('operation has timed out');
    await eventually(() => other.received.length === 1, 'the broadcast');
    resume();
    await other.send('Bien reçu');
    await eventually(() => sender.received.length === 1, 'the next message');

    // The late ack was dropped with its callback, and the hub never echoes a message to its socket:
    // the sender's lastts is already past hers, so no catch-up brings it back either.
    expect(sender.received.map((message) => message.message)).toEqual(['Bien reçu']);
    const reconnected = chatClient(urls[0]!, { token: (await createUser(nodes[0]!)).token ?? undefined, lastts: sender.lastts });
    clients.push(reconnected);
    await eventually(() => reconnected.snapshots.length > 0, 'the catch-up');
    expect(reconnected.snapshots[0]?.snapshot.messages).toEqual([]);
    expect(await storedTexts()).toEqual(['Dans le tunnel', 'Bien reçu']);
  });

  it('acknowledges a message sent again under the same clientId with the first ts, storing and broadcasting it once', async () => {
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const sender = await openReady(paul);
    const other = await openReady(await createUser(nodes[0]!, { firstName: 'Camille' }));

    const first = await sender.send('On arrive à Lyon', { clientId });
    const again = await sender.send('On arrive à Lyon', { clientId });
    await sender.send('Après', { clientId: 'b9e2a6c4-1d3f-4e5a-8b7c-6d5e4f3a2b1c' });

    expect(first[0]).toBe('confirmed');
    expect(again).toEqual(first);
    await eventually(() => other.received.length === 2, 'the broadcasts');
    expect(other.received.map((message) => message.message)).toEqual(['On arrive à Lyon', 'Après']);
    expect(await storedTexts()).toEqual(['On arrive à Lyon', 'Après']);
    // The id comes back with the message, so the sender's device settles its outbox from a catch-up too.
    expect(other.received[0]).toMatchObject({ clientId, ts: (first[1] as { ts: string }).ts });
    const caughtUp = await openReady(paul);
    expect(caughtUp.snapshots[0]?.snapshot.messages[0]).toMatchObject({ message: 'On arrive à Lyon', clientId });
  });

  it('stores once when the same clientId arrives twice at once, as a buffered packet and its resend can', async () => {
    const sender = await openReady(await createUser(nodes[0]!));
    const other = await openReady(await createUser(nodes[0]!));

    const [one, two] = await Promise.all([sender.send('Tunnel', { clientId }), sender.send('Tunnel', { clientId })]);

    expect(one[0]).toBe('confirmed');
    expect(two).toEqual(one);
    await eventually(() => other.received.length === 1, 'the broadcast');
    expect(await storedTexts()).toEqual(['Tunnel']);
  });

  it("keeps another relative's message with the same clientId, and spec payloads without one, as before", async () => {
    const paul = await openReady(await createUser(nodes[0]!));
    const camille = await openReady(await createUser(nodes[0]!));

    const fromPaul = await paul.send('Coucou', { clientId });
    const fromCamille = await camille.send('Coucou', { clientId });
    await paul.send('Sans id');
    await paul.send('Sans id');

    expect(fromCamille[1]).not.toEqual(fromPaul[1]);
    expect(await storedTexts()).toEqual(['Coucou', 'Coucou', 'Sans id', 'Sans id']);
  });

  it('refuses a clientId that is not a short id, in French', async () => {
    const sender = await openReady(await createUser(nodes[0]!));
    expect(await sender.send('Bonjour', { clientId: 'pas un id; drop table' })).toEqual(['refused', { reason: chatMessages.malformed }]);
    expect(await storedTexts()).toEqual([]);
  });
});

describe.runIf(testsRunOnPostgres())('chat outbox on two nodes', () => {
  beforeEach(() => startNodes(2));

  it('stores and delivers once a message sent under one clientId to both nodes at once', async () => {
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const onA = await openReady(paul, urls[0]);
    const onB = await openReady(paul, urls[1]);
    const camille = await createUser(nodes[0]!, { firstName: 'Camille' });
    const readerA = await openReady(camille, urls[0]);
    const readerB = await openReady(camille, urls[1]);

    const [viaA, viaB] = await Promise.all([onA.send('Col du Galibier', { clientId }), onB.send('Col du Galibier', { clientId })]);

    expect(viaA[0]).toBe('confirmed');
    expect(viaB).toEqual(viaA);
    await eventually(() => readerA.received.length === 1 && readerB.received.length === 1, 'the broadcast on each node');
    await onA.send('ensuite');
    await eventually(() => readerA.received.length === 2 && readerB.received.length === 2, 'the next message on each node');
    expect(readerB.received.map((message) => message.message)).toEqual(['Col du Galibier', 'ensuite']);
    expect(readerA.received[0]).toMatchObject({ clientId });
    expect(readerB.received[0]).toMatchObject({ clientId });
    expect(await storedTexts()).toEqual(['Col du Galibier', 'ensuite']);
  });
});
