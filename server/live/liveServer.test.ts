import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { isSuspendedRefusal } from '../../shared/chatTypes.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from '../testing/chatClient.ts';
import { liveClient, liveConnected, liveRefusal, type LiveClient } from '../testing/liveClient.ts';
import { adminToken, createTestApp, createUser, postJson, register, type TestApp, type TestUser } from '../testing/testApp.ts';
import { chatMessages } from '../chat/chatMessages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';

let t: TestApp;
let url: string;
const sockets: Array<LiveClient | ChatClient> = [];

beforeEach(async () => {
  t = await createTestApp({ chatLimits: { burst: 1000, perSecond: 1000 } });
  url = await listenOnFreePort(t.app);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await t.close();
});

const tokenOf = (user: TestUser) => {
  if (!user.token) throw new Error(`${user.firstName} has no token`);
  return user.token;
};

async function openLive(token: string, chatSeen = '0'): Promise<LiveClient> {
  const client = liveClient(url, { token, chatSeen });
  sockets.push(client);
  await liveConnected(client);
  return client;
}

async function openChat(token: string): Promise<ChatClient> {
  const client = chatClient(url, { token });
  sockets.push(client);
  await connected(client);
  await eventually(() => client.snapshots.length > 0, 'the chat snapshot');
  return client;
}

describe('live connection', () => {
  it('refuses a connection without a valid token, in French', async () => {
    const anonymous = liveClient(url, {});
    sockets.push(anonymous);
    await expect(liveRefusal(anonymous)).resolves.toBe(chatMessages.sessionInvalid);
    const stranger = liveClient(url, { token: 'pas-un-jeton' });
    sockets.push(stranger);
    await expect(liveRefusal(stranger)).resolves.toBe(chatMessages.sessionInvalid);
  });

  it('tells every relative about articles published, edited and deleted, and about comments', async () => {
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const watching = await openLive(tokenOf(paul));

    const article = await publishOk(t.app, tokenOf(marie), { structure: [text(1, 'Au lac')] });
    await eventually(() => watching.of('articlepublished').length === 1, 'articlepublished');
    expect(watching.of('articlepublished')).toEqual([{ id: article.id }]);

    const comment = (await postJson(t.app, '/api/article/comment', { token: tokenOf(paul), id: article.id, text: 'Bravo' })).json().comment;
    await eventually(() => watching.of('commentadded').length === 1, 'commentadded');
    expect(watching.of('commentadded')).toEqual([{ id: article.id, comment }]);
    await postJson(t.app, '/api/article/uncomment', { token: tokenOf(paul), id: article.id, commentId: comment.id });
    await eventually(() => watching.of('commentdeleted').length === 1, 'commentdeleted');
    expect(watching.of('commentdeleted')).toEqual([{ id: article.id, commentId: comment.id }]);

    await postJson(t.app, '/api/article/delete', { token: tokenOf(marie), id: article.id });
    await eventually(() => watching.of('articledeleted').length === 1, 'articledeleted');
    expect(watching.of('articledeleted')).toEqual([{ id: article.id }]);
    // Small events: ids, never the article.
    expect(JSON.stringify(watching.events).length).toBeLessThan(400);
  });

  it('does not put a relative in the chat: nobody sees them join', async () => {
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const lea = await createUser(t.app, { firstName: 'Lea' });
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const marieChat = await openChat(tokenOf(marie));
    const leaChat = await openChat(tokenOf(lea));
    await openLive(tokenOf(paul));
    // Sent after the live connect: once Lea has it, any join of Paul's would have reached her first.
    await marieChat.send('Coucou');
    await eventually(() => leaChat.received.some((message) => message.message === 'Coucou'), 'the message at Lea');
    expect(leaChat.joined.map((participant) => participant.username)).toEqual([]);
    expect(marieChat.joined.map((participant) => participant.username)).toEqual(['Lea']);
  });

  it('does not count twice a message whose delivery trails the greeting that counted it', async () => {
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const marieChat = await openChat(tokenOf(marie));
    const [, ack] = await marieChat.send('Déjà compté');
    const paulLive = await openLive(tokenOf(paul));
    await eventually(() => paulLive.of('chatunread').length === 1, 'chatunread');
    expect(paulLive.of('chatunread')).toEqual([{ count: 1 }]);

    // The same message delivered again after the greeting, as a PostgreSQL notification can be.
    t.app.liveEvents.emit('chatmessage', { message: 'Déjà compté', sender: 'Marie', color: '#e57373', ts: (ack as { ts: string }).ts });
    await marieChat.send('Tout neuf');
    await eventually(() => paulLive.of('newmessage').length >= 1, 'newmessage');
    expect(paulLive.of('newmessage')).toEqual([expect.objectContaining({ message: 'Tout neuf' })]);
  });

  it('forwards chat messages for unread counts, and counts those missed since chatSeen at connection', async () => {
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const marieChat = await openChat(tokenOf(marie));
    const [, firstAck] = await marieChat.send('Premier');
    const seen = (firstAck as { ts: string }).ts;
    await marieChat.send('Deuxième');
    const paulChat = await openChat(tokenOf(paul));
    await paulChat.send('Paul parle');

    // Paul saw up to 'Premier': one message of someone else after it, his own does not count.
    const paulLive = await openLive(tokenOf(paul), seen);
    await eventually(() => paulLive.of('chatunread').length === 1, 'chatunread');
    expect(paulLive.of('chatunread')).toEqual([{ count: 1 }]);

    await marieChat.send('En direct');
    await eventually(() => paulLive.of('newmessage').length === 1, 'newmessage');
    expect(paulLive.of('newmessage')).toEqual([expect.objectContaining({ message: 'En direct', sender: 'Marie' })]);
  });

  it('sends the pending count to admins only, on connection and as accounts register and get validated', async () => {
    const relative = await createUser(t.app, { firstName: 'Paul' });
    const adminLive = await openLive(await adminToken(t.app));
    const relativeLive = await openLive(tokenOf(relative));
    await eventually(() => adminLive.of('pendingcount').length === 1, 'first pendingcount');
    expect(adminLive.of('pendingcount')).toEqual([{ count: 0 }]);

    expect((await register(t.app, { firstName: 'Lea', email: 'lea@lapin.test', password: 'carottes-fraiches' })).statusCode).toBe(201);
    await eventually(() => adminLive.of('pendingcount').length === 2, 'pendingcount after register');
    expect(adminLive.of('pendingcount').at(-1)).toEqual({ count: 1 });

    const lea = (await postJson(t.app, '/api/admin/getUsers', { token: await adminToken(t.app) })).json<Array<{ id: number; firstName: string }>>()
      .find((row) => row.firstName === 'Lea');
    await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: lea?.id, status: AccessStatus.granted });
    await eventually(() => adminLive.of('pendingcount').length === 3, 'pendingcount after grant');
    expect(adminLive.of('pendingcount').at(-1)).toEqual({ count: 0 });
    expect(relativeLive.of('pendingcount')).toEqual([]);

    // Promoted, the relative's open connection starts getting it.
    await postJson(t.app, '/api/admin/role', { token: await adminToken(t.app), id: relative.id, role: 'admin' });
    await eventually(() => relativeLive.of('pendingcount').length === 1, 'pendingcount after promotion');
    expect(relativeLive.of('pendingcount')).toEqual([{ count: 0 }]);
  });

  it('closes the live connection of a banned relative at once, and of a signed-out session', async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const paulLive = await openLive(tokenOf(paul));
    const marieLive = await openLive(tokenOf(marie));
    const closed = (client: LiveClient) => new Promise<string>((resolve) => client.socket.once('disconnect', resolve));

    const paulClosed = closed(paulLive);
    await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: paul.id, status: AccessStatus.banned });
    await expect(paulClosed).resolves.toBe('io server disconnect');

    const marieClosed = closed(marieLive);
    await postJson(t.app, '/api/user/logout', { token: tokenOf(marie) });
    await expect(marieClosed).resolves.toBe('io server disconnect');
  });

  it('tells a banned relative why before closing, and says nothing of it to a sign-out or a deletion', async () => {
    const [paul, marie, jean] = [await createUser(t.app, { firstName: 'Paul' }), await createUser(t.app, { firstName: 'Marie' }), await createUser(t.app, { firstName: 'Jean' })];
    const lives = [await openLive(tokenOf(paul)), await openLive(tokenOf(marie)), await openLive(tokenOf(jean))];
    const closings = lives.map((client) => new Promise<string>((resolve) => client.socket.once('disconnect', resolve)));
    const admin = await adminToken(t.app);

    await postJson(t.app, '/api/admin/status', { token: admin, id: paul.id, status: AccessStatus.banned });
    await postJson(t.app, '/api/user/logout', { token: tokenOf(marie) });
    await postJson(t.app, '/api/admin/status', { token: admin, id: jean.id, status: AccessStatus.deleted });
    await Promise.all(closings);
    expect(lives.map((client) => client.of('accesssuspended'))).toEqual([[{ message: accountMessages.accessSuspended }], [], []]);

    // Back with the ended sessions later: the banned one is told again, flagged; the others are not.
    const refusals = await Promise.all(
      [paul, marie, jean].map((relative) => {
        const client = liveClient(url, { token: tokenOf(relative) });
        sockets.push(client);
        return new Promise<Error>((resolve) => client.socket.once('connect_error', resolve));
      }),
    );
    expect(refusals.map((error) => [error.message, isSuspendedRefusal(error)])).toEqual([
      [accountMessages.accessSuspended, true],
      [accountMessages.sessionInvalid, false],
      [accountMessages.sessionInvalid, false],
    ]);
  });
});
