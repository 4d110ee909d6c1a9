import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { ChatMessage, MessageAckStatus, MessageConfirmation, MessageRefusal, OutgoingMessage } from '../../shared/chatTypes.ts';
import { chatClient, connected, eventually, type ChatClient } from '../testing/chatClient.ts';
import { chatNodesPerTest } from '../testing/chatNodes.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { changePushSettings } from '../testing/pushRequests.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { createUser, postJson, testAdmin, type TestUser } from '../testing/testApp.ts';
import { chatMessages } from './chatMessages.ts';

// Issue 25 on the chat server: replies (`replyTo`), mentions by account id, and a member deleting
// their own message; a client that sends none of these sees the spec's payloads as before.

const { nodes, urls, start: startNodes, openReady } = chatNodesPerTest('lapin-chat-replies-', { chatLimits: { burst: 1000, perSecond: 1000 } });
const extraClients: Array<ChatClient | LiveClient> = [];
afterEach(() => {
  for (const client of extraClients.splice(0)) client.close();
});

type Ack = [MessageAckStatus, (MessageConfirmation | MessageRefusal)?];

/** The `message` event as issue 25's client sends it (the test client only knows the spec's fields). */
function sendWith(client: ChatClient, text: string, extra: Partial<Pick<OutgoingMessage, 'replyTo' | 'mentions'>>): Promise<Ack> {
  return new Promise((resolve, reject) => {
    client.socket.timeout(5000).emit('message', { message: encodeURIComponent(text), ts: String(Date.now()), token: '', ...extra }, (error: Error | null, status: MessageAckStatus, detail?: MessageConfirmation | MessageRefusal) =>
      error ? reject(error) : resolve([status, detail]),
    );
  });
}
const tsOf = (ack: Ack) => (ack[1] as MessageConfirmation).ts;

async function openFrom(user: TestUser, lastts: string, url = urls[0]!): Promise<ChatClient> {
  const client = chatClient(url, { token: user.token!, lastts });
  extraClients.push(client);
  await connected(client);
  await eventually(() => client.snapshots.length > 0, 'the catch-up');
  return client;
}

const storedCount = async () => (await nodes[0]!.db.selectFrom('chat_messages').select('ts').execute()).length;

describe('replies and mentions on one node', () => {
  beforeEach(() => startNodes(1));

  it('carries replyTo and mentions in newmessage, initializechat and retrievechat, the text with the pseudo as the account has it', async () => {
    const marie = await createUser(nodes[0]!, { firstName: 'Marie' });
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const lea = await createUser(nodes[0]!, { firstName: 'Lea' });
    const marieChat = await openReady(marie);
    const paulChat = await openReady(paul);
    const leaChat = await openReady(lea);

    const asked = tsOf(await marieChat.send('Qui vient dimanche ?'));
    const answer = await sendWith(paulChat, 'Moi ! @marie et @Lea aussi', { replyTo: asked, mentions: [marie.id, lea.id] });
    expect(answer[0]).toBe('confirmed');
    const expected: ChatMessage = {
      message: 'Moi ! @Marie et @Lea aussi',
      sender: 'Paul',
      ts: tsOf(answer),
      color: expect.any(String) as string,
      replyTo: asked,
      mentions: [
        { id: marie.id, pseudo: 'Marie' },
        { id: lea.id, pseudo: 'Lea' },
      ],
    };

    await eventually(() => leaChat.received.length === 2 && marieChat.received.length === 1, 'the reply');
    expect(leaChat.received[1]).toEqual(expected);
    expect(marieChat.received[0]).toEqual(expected);
    const fresh = await openReady(await createUser(nodes[0]!));
    expect(fresh.snapshots[0]).toMatchObject({ event: 'initializechat' });
    expect(fresh.snapshots[0]!.snapshot.messages[1]).toEqual(expected);
    const late = await openFrom(lea, asked);
    expect(late.snapshots[0]!.event).toBe('retrievechat');
    expect(late.snapshots[0]!.snapshot.messages).toEqual([expected]);
  });

  it('names every granted relative of the family, in the chat or not, in initializechat and retrievechat (issue 38)', async () => {
    const marie = await createUser(nodes[0]!, { firstName: 'Marie' });
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    await createUser(nodes[0]!, { firstName: 'Cousine', access: AccessStatus.waiting });
    await createUser(nodes[0]!, { firstName: 'Banni', access: AccessStatus.banned });
    // The administrator who granted them is family too; those waiting or banned are not.
    const pseudos = (client: ChatClient) => (client.snapshots[0]!.snapshot.members ?? []).map((member) => member.pseudo).sort();
    // Marie is the first one in: Paul never came, and she can mention him.
    const marieChat = await openReady(marie);
    expect(marieChat.snapshots[0]!.event).toBe('initializechat');
    expect(pseudos(marieChat)).toEqual([testAdmin.pseudo, 'Marie', 'Paul']);
    expect(marieChat.snapshots[0]!.snapshot.members).toContainEqual({ id: paul.id, pseudo: 'Paul' });
    const ack = await sendWith(marieChat, '@Paul tu viens ?', { mentions: [paul.id] });
    expect(ack[0]).toBe('confirmed');
    const late = await openFrom(marie, tsOf(ack));
    expect(late.snapshots[0]!.event).toBe('retrievechat');
    expect(pseudos(late)).toEqual([testAdmin.pseudo, 'Marie', 'Paul']);
  });

  it('keeps the order a relative sent in when a reply, still being checked, is followed at once by a plain message', async () => {
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const chat = await openReady(paul);
    const asked = tsOf(await chat.send('Premier'));
    const acks = await Promise.all([
      sendWith(chat, '@Paul réponse', { replyTo: asked, mentions: [paul.id] }),
      chat.send('ensuite'),
      sendWith(chat, 'encore', { replyTo: asked }),
      chat.send('fin'),
    ]);
    const order = acks.map(tsOf);
    expect(order).toEqual([...order].sort());
    const stored = await nodes[0]!.db.selectFrom('chat_messages').select('message').orderBy('ts').execute();
    expect(stored.map((row) => row.message)).toEqual(['Premier', '@Paul réponse', 'ensuite', 'encore', 'fin']);
  });

  it('refuses a reply to a ts that is no message of the chat, and mentions of accounts that have no access, in French', async () => {
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const waiting = await createUser(nodes[0]!, { firstName: 'Cousine', access: AccessStatus.waiting });
    const banned = await createUser(nodes[0]!, { firstName: 'Banni', access: AccessStatus.banned });
    const chat = await openReady(paul);
    const kept = tsOf(await chat.send('Premier'));

    expect(await sendWith(chat, 'Oui', { replyTo: String(Number(kept) + 1_000_000) })).toEqual(['refused', { reason: chatMessages.replyToUnknown }]);
    for (const id of [waiting.id, banned.id, 999_999]) {
      expect(await sendWith(chat, 'Coucou @Cousine @Banni', { mentions: [id] }), String(id)).toEqual(['refused', { reason: chatMessages.mentionUnknown }]);
    }
    expect(await sendWith(chat, 'Coucou toi', { mentions: [paul.id] })).toEqual(['refused', { reason: chatMessages.mentionNotInText }]);
    for (const bad of [{ replyTo: 'abc' }, { replyTo: 12 }, { mentions: ['1'] }, { mentions: 3 }, { mentions: [0] }] as Array<Record<string, unknown>>) {
      expect(await sendWith(chat, 'Oui', bad), JSON.stringify(bad)).toEqual(['refused', { reason: chatMessages.malformed }]);
    }
    expect(await storedCount()).toBe(1);
  });

  it('shows a mention with the new pseudo after a rename, and keeps the replyTo of a reply whose message was deleted', async () => {
    const mamie = await createUser(nodes[0]!, { firstName: 'Mamie' });
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const paulChat = await openReady(paul);
    const asked = tsOf(await paulChat.send('Une question'));
    const reply = tsOf(await sendWith(paulChat, 'Bisous @Mamie !', { replyTo: asked, mentions: [mamie.id] }));

    await nodes[0]!.db.updateTable('users').set({ first_name: 'Mamie Jo' }).where('id', '=', mamie.id).execute();
    expect((await postJson(nodes[0]!, '/api/chat/delete', { token: paul.token, ts: asked })).statusCode).toBe(200);

    const later = await openReady(await createUser(nodes[0]!));
    expect(later.snapshots[0]!.snapshot.messages).toEqual([
      expect.objectContaining({ ts: reply, message: 'Bisous @Mamie Jo !', mentions: [{ id: mamie.id, pseudo: 'Mamie Jo' }], replyTo: asked }),
    ]);
  });

  it('gives a client that sends none of the new fields exactly the payloads of before', async () => {
    const marie = await createUser(nodes[0]!, { firstName: 'Marie' });
    const marieChat = await openReady(marie);
    const paulChat = await openReady(await createUser(nodes[0]!, { firstName: 'Paul' }));
    const first = tsOf(await marieChat.send('Bonjour @Paul'));
    const second = tsOf(await marieChat.send('Toujours là ?'));
    await eventually(() => paulChat.received.length === 2, 'the messages');

    const spec = (ts: string, message: string) => ({ message, sender: 'Marie', ts, color: expect.any(String) as string });
    expect(paulChat.received).toEqual([spec(first, 'Bonjour @Paul'), spec(second, 'Toujours là ?')]);
    const fresh = await openReady(await createUser(nodes[0]!));
    const late = await openFrom(marie, first);
    for (const message of [...paulChat.received, ...fresh.received, ...late.received]) {
      expect(Object.keys(message).sort()).toEqual(['color', 'message', 'sender', 'ts']);
    }
    expect(late.snapshots[0]!.snapshot.messages).toEqual([spec(second, 'Toujours là ?')]);
  });

  it("counts a mention in the unread badge of a relative who muted the chat, and tells their live connection it is theirs", async () => {
    const marie = await createUser(nodes[0]!, { firstName: 'Marie' });
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    await changePushSettings(nodes[0]!, paul.token!, { chat: 'none' });
    const marieChat = await openReady(marie);
    const seen = tsOf(await marieChat.send('Avant'));

    const live = liveClient(urls[0]!, { token: paul.token!, chatSeen: seen });
    extraClients.push(live);
    await liveConnected(live);
    await eventually(() => live.of('chatunread').length === 1, 'chatunread');
    await sendWith(marieChat, '@Paul tu viens ?', { mentions: [paul.id] });
    await eventually(() => live.of('newmessage').length === 1, 'the mention, live');
    expect(live.of('newmessage')).toEqual([expect.objectContaining({ mentions: [{ id: paul.id, pseudo: 'Paul' }] })]);

    const again = liveClient(urls[0]!, { token: paul.token!, chatSeen: seen });
    extraClients.push(again);
    await liveConnected(again);
    await eventually(() => again.of('chatunread').length === 1, 'chatunread again');
    expect(again.of('chatunread')).toEqual([{ count: 1 }]);
  });
});

describe('a member deletes their own message', () => {
  beforeEach(() => startNodes(1));

  it("removes it for everyone and from catch-up; someone else's is refused, an unknown ts is 404", async () => {
    const marie = await createUser(nodes[0]!, { firstName: 'Marie' });
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const marieChat = await openReady(marie);
    const paulChat = await openReady(paul);
    const first = tsOf(await marieChat.send('Bonjour'));
    const mistake = tsOf(await marieChat.send('Pas pour ce groupe'));
    await marieChat.send('Après');
    await eventually(() => paulChat.received.length === 3, 'the messages');

    const refused = await postJson(nodes[0]!, '/api/chat/delete', { token: paul.token, ts: mistake });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: chatMessages.notYourMessage });
    const unknown = await postJson(nodes[0]!, '/api/chat/delete', { token: marie.token, ts: '123' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: chatMessages.messageNotFound });
    expect((await postJson(nodes[0]!, '/api/chat/delete', { token: marie.token, ts: 'abc' })).statusCode).toBe(400);
    expect((await postJson(nodes[0]!, '/api/chat/delete', { token: 'pas-une-session', ts: mistake })).statusCode).toBe(401);

    const deleted = new Promise<unknown>((resolve) => paulChat.socket.once('messagedeleted', resolve));
    const done = await postJson(nodes[0]!, '/api/chat/delete', { token: marie.token, ts: mistake });
    expect(done.statusCode).toBe(200);
    await expect(deleted).resolves.toEqual({ ts: mistake });
    const late = await openFrom(paul, first);
    expect(late.snapshots[0]!.snapshot.messages.map((message) => message.message)).toEqual(['Après']);
    expect((await postJson(nodes[0]!, '/api/chat/delete', { token: marie.token, ts: mistake })).statusCode).toBe(404);
  });
});

describe.runIf(testsRunOnPostgres())('replies, mentions and own deletion on two nodes', () => {
  beforeEach(() => startNodes(2));

  it('delivers a reply with its mentions on the other node, and its own deletion there', async () => {
    const marie = await createUser(nodes[0]!, { firstName: 'Marie' });
    const paul = await createUser(nodes[0]!, { firstName: 'Paul' });
    const onA = await openReady(marie, urls[0]);
    const onB = await openReady(paul, urls[1]);

    const asked = tsOf(await onA.send('On part à quelle heure ?'));
    const reply = tsOf(await sendWith(onA, '@paul à 8 h', { replyTo: asked, mentions: [paul.id] }));
    await eventually(() => onB.received.length === 2, 'both messages on node B');
    expect(onB.received[1]).toMatchObject({ ts: reply, message: '@Paul à 8 h', replyTo: asked, mentions: [{ id: paul.id, pseudo: 'Paul' }] });
    // Too long for a notification: node B reads it back from the database, mentions rendered there.
    const long = `@paul ${'é'.repeat(3900)}`;
    const longReply = tsOf(await sendWith(onA, long, { replyTo: asked, mentions: [paul.id] }));
    await eventually(() => onB.received.length === 3, 'the long reply on node B');
    expect(onB.received[2]).toMatchObject({ ts: longReply, message: long.replace('@paul', '@Paul'), replyTo: asked, mentions: [{ id: paul.id, pseudo: 'Paul' }] });

    const deleted = new Promise<unknown>((resolve) => onB.socket.once('messagedeleted', resolve));
    expect((await postJson(nodes[0]!, '/api/chat/delete', { token: marie.token, ts: reply })).statusCode).toBe(200);
    await expect(deleted).resolves.toEqual({ ts: reply });
  });
});
