import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { chatClient, connected, listenOnFreePort, type ChatClient } from '../testing/chatClient.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { startLocalPushService, type LocalPushService } from '../testing/localPushService.ts';
import { changePushSettings, devicesWith, pushTestConfig, subscribeDevice } from '../testing/pushRequests.ts';
import { adminToken, createTestApp, createUser, listUsers, loginAs, postJson, testAdmin, type TestApp, type TestUser } from '../testing/testApp.ts';
import { pushRepository } from './pushRepository.ts';

// Every event of issue 24 end to end: a change through the API, the queue, the local push
// service checking the VAPID signature and decrypting what a device would show.

let service: LocalPushService;
let t: TestApp;
let url: string;
let writer: TestUser;
let reader: TestUser;
let quiet: TestUser;
let admin: string;
const sockets: ChatClient[] = [];

beforeAll(async () => {
  service = await startLocalPushService();
  t = await createTestApp(pushTestConfig(service, { timeoutMs: 300 }));
  url = await listenOnFreePort(t.app);
  admin = await adminToken(t.app);
  writer = await createUser(t.app, { firstName: 'Pauline' });
  reader = await createUser(t.app, { firstName: 'Mamie Jo' });
  quiet = await createUser(t.app, { firstName: 'Tonton' });
  await subscribeDevice(t.app, admin, service, 'admin');
  await subscribeDevice(t.app, writer.token!, service, 'pauline');
  await subscribeDevice(t.app, reader.token!, service, 'mamie');
  await subscribeDevice(t.app, quiet.token!, service, 'tonton');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
  await service.close();
});
beforeEach(async () => {
  await t.app.push.settled();
  service.received.length = 0;
});

const settled = () => t.app.push.settled();
/** A chat message reaches the push slice when the chat delivers it (through PostgreSQL's bus
 * there), after the sender's acknowledgement: its first push says its handler has run. */
async function delivered(count: number): Promise<void> {
  await service.waitFor(count);
  await settled();
}
const publish = (token: string, title: string) => publishOk(t.app, token, { title, structure: [text(1, 'Le lac était bleu.')] });

async function chatAs(user: { token: string | null }, message: string): Promise<void> {
  const client = chatClient(url, { token: user.token! });
  sockets.push(client);
  await connected(client);
  const [status] = await client.send(message);
  expect(status).toBe('confirmed');
}

describe('a new article', () => {
  it('goes to everyone but its writer, signed and encrypted, with its title and a link', async () => {
    const article = await publish(writer.token!, 'Au bord du lac');
    await settled();
    expect(devicesWith(service, `article-${article.id}`)).toEqual(['admin', 'mamie', 'tonton']);
    const push = service.received.find((received) => received.device === 'mamie')!;
    expect(push.payload).toEqual({ title: 'Nouvel article', body: 'Pauline a publié « Au bord du lac »', url: `/app/article/${article.id}`, tag: `article-${article.id}` });
    expect(push.claims.sub).toBe(`mailto:${testAdmin.email}`);
    expect(push.publicKey).toBe((await postJson(t.app, '/api/push/key', { token: admin })).json<{ publicKey: string }>().publicKey);
    expect(service.rejected).toEqual([]);
  });

  it('skips a relative who turned articles off', async () => {
    await changePushSettings(t.app, quiet.token!, { articles: false });
    const article = await publish(writer.token!, 'Sans Tonton');
    await settled();
    expect(devicesWith(service, `article-${article.id}`)).toEqual(['admin', 'mamie']);
    await changePushSettings(t.app, quiet.token!, { articles: true });
  });
});

describe('a comment', () => {
  it("goes to the article's writer and those who commented before, never to its own writer", async () => {
    const article = await publish(writer.token!, 'Les commentaires');
    await settled();
    service.received.length = 0;
    const comment = (token: string, words: string) => postJson(t.app, '/api/article/comment', { token, id: article.id, text: words });

    expect((await comment(reader.token!, 'Magnifique !')).statusCode).toBe(200);
    await settled();
    expect(devicesWith(service, `comment-${article.id}`)).toEqual(['pauline']);
    expect(service.received[0]!.payload).toEqual({
      title: 'Mamie Jo a commenté « Les commentaires »',
      body: 'Magnifique !',
      url: `/app/article/${article.id}`,
      tag: `comment-${article.id}`,
    });

    service.received.length = 0;
    await comment(admin, 'Merci pour les photos');
    await settled();
    expect(devicesWith(service, `comment-${article.id}`)).toEqual(['mamie', 'pauline']);

    service.received.length = 0;
    await changePushSettings(t.app, reader.token!, { comments: false });
    await comment(writer.token!, 'Avec plaisir');
    await settled();
    expect(devicesWith(service, `comment-${article.id}`)).toEqual(['admin']);
    await changePushSettings(t.app, reader.token!, { comments: true });
  });
});

describe('a chat message', () => {
  it("goes by each relative's choice: all, mentions with @Pseudo, none; never to its sender", async () => {
    await changePushSettings(t.app, admin, { chat: 'all' });
    await changePushSettings(t.app, quiet.token!, { chat: 'none' });
    // Mamie Jo keeps the default, 'mentions'.
    await chatAs(writer, 'On arrive demain');
    await delivered(1);
    expect(devicesWith(service, 'chat')).toEqual(['admin']);

    service.received.length = 0;
    await chatAs(writer, 'Bisous @mamie jo et @Tonton !');
    await delivered(2);
    expect(devicesWith(service, 'chat')).toEqual(['admin', 'mamie']);
    expect(service.received.find((push) => push.device === 'mamie')!.payload).toEqual({
      title: 'Pauline dans le chat',
      body: 'Bisous @mamie jo et @Tonton !',
      url: '/app/lapinchat',
      tag: 'chat',
    });

    service.received.length = 0;
    await chatAs(reader, '@Mamie Jolie n’est pas moi');
    await delivered(1);
    expect(devicesWith(service, 'chat')).toEqual(['admin']);
  });

  it('reaches a relative mentioned by id even when they chose none, and not those the text does not mention', async () => {
    await changePushSettings(t.app, admin, { chat: 'all' });
    await changePushSettings(t.app, quiet.token!, { chat: 'none' });
    const client = chatClient(url, { token: writer.token! });
    sockets.push(client);
    await connected(client);
    const status = await client.socket.emitWithAck('message', { message: encodeURIComponent('@tonton à table'), ts: '0', token: '', mentions: [quiet.id] });
    expect(status).toBe('confirmed');
    await delivered(2);
    expect(devicesWith(service, 'chat')).toEqual(['admin', 'tonton']);
    expect(service.received.find((push) => push.device === 'tonton')!.payload).toMatchObject({ body: '@Tonton à table' });
  });
});

describe('accounts', () => {
  it('tells the admins of a waiting account, then only that device that it was validated', async () => {
    const device = service.subscribe('nouvelle');
    const registered = await postJson(t.app, '/api/user/register', {
      firstName: 'Cousine',
      email: 'cousine@lapin.test',
      password: 'carottes-fraiches',
      subscription: device,
    });
    expect(registered.statusCode).toBe(201);
    await settled();
    expect(devicesWith(service, 'comptes')).toEqual(['admin']);
    expect(service.received[0]!.payload).toMatchObject({ title: 'Nouveau compte en attente', body: 'Cousine attend que vous validiez son compte', url: '/app/admin' });

    // Waiting: nothing else reaches it.
    service.received.length = 0;
    await publish(writer.token!, 'Pas pour la cousine');
    await settled();
    expect(service.received.map((push) => push.device)).not.toContain('nouvelle');

    service.received.length = 0;
    const id = (await listUsers(t.app, admin)).find((user) => user.firstName === 'Cousine')!.id;
    await postJson(t.app, '/api/admin/status', { token: admin, id, status: AccessStatus.granted });
    await settled();
    expect(service.received.map((push) => [push.device, push.payload])).toEqual([
      ['nouvelle', { title: 'Votre compte est validé', body: 'Vous pouvez maintenant vous connecter au terrier de Lapin', url: '/app', tag: 'compte-valide' }],
    ]);
    // That was its only push: its registration subscription is gone.
    expect(await pushRepository(t.app.db).registrationSubscriptions(id)).toEqual([]);
  });

  it('keeps a waiting account from admins who turned accounts off', async () => {
    await changePushSettings(t.app, admin, { accounts: false });
    await createUser(t.app, { access: AccessStatus.waiting });
    await settled();
    expect(devicesWith(service, 'comptes')).toEqual([]);
    await changePushSettings(t.app, admin, { accounts: true });
  });
});

describe('what stops pushes', () => {
  it('sign-out on that device, and a ban or a deletion for every device of the account', async () => {
    const leaving = await createUser(t.app);
    await subscribeDevice(t.app, leaving.token!, service, 'sortie');
    const second = (await loginAs(t.app, leaving.email, leaving.password)).userToken;
    await subscribeDevice(t.app, second, service, 'sortie-2');
    const banned = await createUser(t.app);
    await subscribeDevice(t.app, banned.token!, service, 'banni');
    const secondOfBanned = (await loginAs(t.app, banned.email, banned.password)).userToken;
    await subscribeDevice(t.app, secondOfBanned, service, 'banni-2');

    const deleted = await createUser(t.app);
    await subscribeDevice(t.app, deleted.token!, service, 'supprime');

    expect((await postJson(t.app, '/api/user/logout', { token: leaving.token })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: deleted.id, status: AccessStatus.deleted })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: banned.id, status: AccessStatus.banned })).statusCode).toBe(200);
    const article = await publish(writer.token!, 'Après');
    await settled();
    expect(devicesWith(service, `article-${article.id}`)).toEqual(['admin', 'mamie', 'sortie-2', 'tonton']);
  });

  it('drops a subscription whose push service answers 404 or 410, at once', async () => {
    const gone = await createUser(t.app);
    await subscribeDevice(t.app, gone.token!, service, 'parti');
    service.behave('parti', { status: 410 });
    await publish(writer.token!, 'Parti');
    await settled();
    const left = await t.app.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint).filter((endpoint) => endpoint.endsWith('/parti'))).toEqual([]);
    service.behave('parti', undefined);
  });

  it('tries a failed push again later, and a push service that hangs slows nothing else', async () => {
    const flaky = await createUser(t.app);
    await subscribeDevice(t.app, flaky.token!, service, 'instable');
    const slow = await createUser(t.app);
    await subscribeDevice(t.app, slow.token!, service, 'lent');
    service.behave('instable', { status: 503 });
    service.behave('lent', { hangMs: 5000 });
    await settled();
    service.received.length = 0;
    const started = Date.now();
    const article = await publish(writer.token!, 'Réseau capricieux');
    expect(Date.now() - started).toBeLessThan(1000);
    // sortie-2: the device of the earlier test still signed in.
    await service.waitFor(4);
    expect(devicesWith(service, `article-${article.id}`)).toEqual(['admin', 'mamie', 'sortie-2', 'tonton']);
    service.behave('instable', undefined);
    await service.waitFor(5);
    expect(devicesWith(service, `article-${article.id}`)).toContain('instable');
    service.behave('lent', undefined);
  });
});
