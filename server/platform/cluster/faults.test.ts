import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../../shared/accessStatus.ts';
import { messages } from '../messages.ts';
import { hashToken, newToken } from '../../accounts/tokens.ts';
import { chatClient, eventually, refusal, type ChatClient } from '../../testing/chatClient.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../../testing/embeddedPostgres.ts';
import { liveClient, liveConnected, type LiveClient } from '../../testing/liveClient.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../../testing/serverProcess.ts';
import { testsRunOnPostgres } from '../../testing/testDatabase.ts';

// Two real app processes on a PostgreSQL of this file's own (restarting the suite's shared one
// would cut every other test's connections), while the world misbehaves: PostgreSQL restarted
// under chat load, one node's listening connection killed, a ban sent while it was gone.
// The app connects as an ordinary role, so terminating its backends leaves this file's
// superuser connection alone.

const APP_ROLE = 'lapin_app';
const APP_PASSWORD = 'terrier-des-pannes';
const DATABASE = 'lapin_faults';

let postgres: RunningPostgres | undefined;
let admin: pg.Pool | undefined;
let nodes: ServerProcess[] = [];
let dataDir = '';
let adminToken = '';
const opened: Array<{ close(): void }> = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await admin!.query<T>(text, values)).rows;

async function post<T>(node: ServerProcess, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${node.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

async function health(node: ServerProcess): Promise<number> {
  return (await fetch(`${node.url}/healthz`)).status;
}

let seeded = 0;
/** A granted relative with an open session, written straight into the database (no sign-in throttle, no hashing). */
async function relative(): Promise<{ id: number; firstName: string; token: string }> {
  seeded += 1;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const firstName = `Panne ${letters[seeded % 26]}${letters[Math.floor(seeded / 26) % 26]}`;
  const now = Date.now();
  const [user] = await sql<{ id: number }>(
    `insert into users (first_name, first_name_key, email, password_hash, role, access, creation)
     values ($1, $2, $3, 'non-utilisable', 'user', $4, $5) returning id`,
    [firstName, firstName.toLowerCase(), `panne${seeded}@lapin.test`, AccessStatus.granted, now],
  );
  const token = newToken();
  await sql('insert into sessions (user_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)', [user!.id, hashToken(token), now, now + 86_400_000]);
  return { id: user!.id, firstName, token };
}

/** A relative's chat tab: it keeps what it sent and had confirmed, and reconnects with lastts as ChatStore does. */
interface Party {
  name: string;
  client: ChatClient;
  confirmed: Array<{ text: string; ts: string }>;
}

async function party(node: ServerProcess, name: string, options: { reconnection?: boolean } = {}): Promise<Party & { user: { id: number; token: string } }> {
  const user = await relative();
  const client = chatClient(node.url, { token: user.token, reconnection: options.reconnection ?? true });
  opened.push(client);
  await eventually(() => client.snapshots.length > 0, `the chat snapshot of ${name}`, 15_000);
  return { name, client, confirmed: [], user };
}

/** Sends `${prefix}-n` every `intervalMs` until `stop()`, keeping the confirmed ones; a refusal or a lost ack is not a failure. */
async function keepSending(from: Party, prefix: string, intervalMs: number, stop: () => boolean): Promise<void> {
  for (let n = 0; !stop(); n++) {
    const text = `${prefix}-${n}`;
    const sent = from.client.send(text).then(
      ([status, detail]) => {
        if (status === 'confirmed' && detail && 'ts' in detail) from.confirmed.push({ text, ts: detail.ts });
      },
      () => undefined,
    );
    const started = performance.now();
    await Promise.race([sent, sleep(intervalMs)]);
    await sleep(intervalMs - (performance.now() - started));
  }
}

/** Each party's count of every confirmed message of the others, and of its own (which must never come back). */
function deliveries(parties: Party[], prefix: string) {
  const owner = new Map<string, Party>();
  for (const sender of parties) for (const { text } of sender.confirmed) owner.set(text, sender);
  return parties.map((receiver) => {
    const got = receiver.client.received.filter((message) => message.message.startsWith(`${prefix}-`));
    const counts = new Map<string, number>();
    for (const message of got) counts.set(message.message, (counts.get(message.message) ?? 0) + 1);
    const expected = [...owner].filter(([, sender]) => sender !== receiver).map(([text]) => text);
    const tss = got.map((message) => Number(message.ts));
    return {
      receiver: receiver.name,
      missing: expected.filter((text) => !counts.has(text)).length,
      duplicated: [...counts].filter(([, count]) => count > 1).map(([text]) => text),
      ownEchoed: receiver.confirmed.filter(({ text }) => counts.has(text)).map(({ text }) => text),
      outOfOrder: tss.filter((ts, index) => index > 0 && ts <= tss[index - 1]!).length,
    };
  });
}

async function everyConfirmedDelivered(parties: Party[], prefix: string): Promise<void> {
  await eventually(() => deliveries(parties, prefix).every((report) => report.missing === 0), 'every confirmed message at every client', 15_000).catch(() => undefined);
  expect(deliveries(parties, prefix)).toEqual(parties.map((receiver) => ({ receiver: receiver.name, missing: 0, duplicated: [], ownEchoed: [], outOfOrder: 0 })));
}

/** The backend listening for node `name` (PGAPPNAME lapin-<name>), if any. */
async function busBackend(name: string): Promise<number | undefined> {
  const rows = await sql<{ pid: number }>(`select pid from pg_stat_activity where application_name = $1 and query like 'LISTEN %'`, [`lapin-${name} bus`]);
  return rows[0]?.pid;
}

/**
 * Cuts node `name`'s listening connection and keeps it from coming back (a login trigger refuses
 * it) until the returned function is called; the node's pool is untouched.
 */
async function cutListening(name: string): Promise<() => Promise<void>> {
  const application = `lapin-${name} bus`;
  await sql('insert into fault_blocked (application_name) values ($1)', [application]);
  const pid = await busBackend(name);
  expect(pid).toBeDefined();
  await sql('select pg_terminate_backend($1)', [pid]);
  await pollUntil(async () => (await busBackend(name)) === undefined, 'the listening connection gone', 5000);
  return async () => {
    await sql('delete from fault_blocked where application_name = $1', [application]);
    await pollUntil(async () => (await busBackend(name)) !== undefined, 'the listening connection back', 10_000);
  };
}

async function pollUntil(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check().catch(() => false)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function alive(node: ServerProcess): void {
  expect({ exitCode: node.child.exitCode, signal: node.child.signalCode }).toEqual({ exitCode: null, signal: null });
  expect(node.output.filter((line) => /unhandled|Unhandled/.test(line))).toEqual([]);
}

const onPostgres = testsRunOnPostgres();

beforeAll(async () => {
  if (!onPostgres) return;
  postgres = await startEmbeddedPostgres();
  const root = new pg.Client({ connectionString: postgres.adminUrl });
  await root.connect();
  try {
    await root.query(`create role ${APP_ROLE} login password '${APP_PASSWORD}'`);
    await root.query(`create database ${DATABASE} owner ${APP_ROLE}`);
  } finally {
    await root.end();
  }
  admin = new pg.Pool({ connectionString: postgres.urlOf(DATABASE), max: 2 });
  // Its connections are cut too when PostgreSQL restarts: the next query opens a new one.
  admin.on('error', () => undefined);
  // PostgreSQL 17's login event trigger: a listed application_name cannot connect.
  await sql('create table fault_blocked (application_name text primary key)');
  await sql(`create function fault_refuse_login() returns event_trigger language plpgsql security definer set search_path = public as $$
    begin
      if exists (select 1 from fault_blocked where application_name = current_setting('application_name')) then
        raise exception 'connexion refusée par le test';
      end if;
    end $$`);
  await sql('create event trigger fault_refuse_login on login execute function fault_refuse_login()');

  const url = new URL(postgres.urlOf(DATABASE));
  url.username = APP_ROLE;
  url.password = APP_PASSWORD;
  dataDir = await makeDataDir();
  nodes = await Promise.all(['a', 'b'].map((name) => startServerProcess(dataDir, { DATABASE_URL: url.toString(), PGAPPNAME: `lapin-${name}` })));
  const login = await post<{ userToken: string }>(nodes[0]!, '/api/user/login', { email: encodeURIComponent(processAdmin.email), password: processAdmin.password });
  adminToken = login.body.userToken;
}, 90_000);

afterAll(async () => {
  for (const client of opened) client.close();
  for (const node of nodes) node.child.kill('SIGTERM');
  await Promise.all(nodes.map((node) => node.exited));
  await admin?.end();
  await postgres?.stop();
  if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe.runIf(onPostgres)('two nodes when PostgreSQL fails them', { timeout: 60_000 }, () => {
  it("delivers every confirmed message exactly once, in order, across node B's lost listening connection", async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const parties = await Promise.all([...[1, 2, 3, 4, 5].map((n) => party(a, `A${n}`)), ...[1, 2, 3, 4, 5].map((n) => party(b, `B${n}`))]);
    let stopped = false;
    // 4 messages per second each, within the chat's 5 per second.
    const sending = parties.map((sender) => keepSending(sender, `gap-${sender.name}`, 250, () => stopped));
    const confirmedOnB = () => parties.slice(5).reduce((sum, sender) => sum + sender.confirmed.length, 0);
    await eventually(() => confirmedOnB() >= 10, 'messages before the cut', 10_000);

    const restore = await cutListening('b');
    const beforeGap = confirmedOnB();
    await eventually(() => confirmedOnB() >= beforeGap + 10, 'messages confirmed on B during the gap', 10_000);
    await restore();
    const afterGap = confirmedOnB();
    await eventually(() => confirmedOnB() >= afterGap + 10, 'messages after the gap', 10_000);
    stopped = true;
    await Promise.all(sending);

    await everyConfirmedDelivered(parties, 'gap');
    for (const node of nodes) alive(node);
    for (const { client } of parties) client.close();
  });

  it("closes on B, in both namespaces, the sockets of a relative banned on A while B was not listening, and B delivers them nothing sent after the ban", async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const sender = await party(a, 'A');
    const watcher = await party(b, 'B');
    const banned = await party(b, 'banni', { reconnection: false });
    const live: LiveClient = liveClient(b.url, { token: banned.user.token });
    opened.push(live);
    await liveConnected(live);
    const chatClosed = new Promise<void>((resolve) => banned.client.socket.once('disconnect', () => resolve()));
    const liveClosed = new Promise<void>((resolve) => live.socket.once('disconnect', () => resolve()));

    const restore = await cutListening('b');
    expect((await post(a, '/api/admin/status', { token: adminToken, id: banned.user.id, status: AccessStatus.banned })).status).toBe(200);
    const afterBan: string[] = [];
    for (let n = 0; n < 3; n++) {
      const text = `ban-${n}`;
      const [status, detail] = await sender.client.send(text);
      expect(status).toBe('confirmed');
      sender.confirmed.push({ text, ts: (detail as { ts: string }).ts });
      afterBan.push(text);
    }
    await restore();

    const closedWithin = (closed: Promise<void>) => Promise.race([closed.then(() => true), sleep(10_000).then(() => false)]);
    expect({ chat: await closedWithin(chatClosed), live: await closedWithin(liveClosed) }).toEqual({ chat: true, live: true });
    // B did deliver them, to the others.
    await eventually(() => afterBan.every((text) => watcher.client.received.some((message) => message.message === text)), 'the messages at the watcher on B', 10_000);
    expect(banned.client.received.filter((message) => afterBan.includes(message.message))).toEqual([]);
    expect(live.of('newmessage').filter((message) => afterBan.includes((message as { message: string }).message))).toEqual([]);
    for (const node of nodes) alive(node);
    for (const { client } of [sender, watcher]) client.close();
  });

  it("rides through every one of the app's connections terminated at once under chat load", async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const parties = await Promise.all([party(a, 'A1'), party(a, 'A2'), party(b, 'B1'), party(b, 'B2')]);
    let stopped = false;
    const sending = parties.map((sender) => keepSending(sender, `terminate-${sender.name}`, 250, () => stopped));
    const confirmed = () => parties.reduce((sum, sender) => sum + sender.confirmed.length, 0);
    await eventually(() => confirmed() >= 8, 'messages before the cut', 10_000);

    // The issue's own probe: every backend of the app's user, both nodes' pools and listeners.
    const [terminated] = await sql<{ n: number }>('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where usename = $1', [APP_ROLE]);
    expect(terminated!.n).toBeGreaterThanOrEqual(4);
    const before = confirmed();
    await eventually(() => confirmed() >= before + 8, 'messages confirmed after the cut', 10_000);
    await pollUntil(async () => (await busBackend('a')) !== undefined && (await busBackend('b')) !== undefined, 'both listening connections back', 10_000);
    stopped = true;
    await Promise.all(sending);

    await everyConfirmedDelivered(parties, 'terminate');
    for (const node of nodes) alive(node);
    for (const { client } of parties) client.close();
  });

  it('rides through a PostgreSQL restart under chat load: 503 in French meanwhile, serving again within 10 s, every confirmed message delivered once', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const parties = await Promise.all([party(a, 'A1'), party(a, 'A2'), party(b, 'B1'), party(b, 'B2')]);
    // No node has checked this session yet: asking for it needs the database.
    const user = await relative();
    let stopped = false;
    const sending = parties.map((sender) => keepSending(sender, `restart-${sender.name}`, 250, () => stopped));
    const confirmed = () => parties.reduce((sum, sender) => sum + sender.confirmed.length, 0);
    await eventually(() => confirmed() >= 8, 'messages before the restart', 10_000);

    const during: Array<{ status: number; body: unknown }> = [];
    const healthDuring: number[] = [];
    const handshakesDuring: string[] = [];
    await postgres!.restart(async () => {
      for (const node of [a, b]) {
        during.push(await post(node, '/api/user/token', { token: user.token }));
        healthDuring.push(await health(node));
        const tab = chatClient(node.url, { token: user.token, connect: false });
        opened.push(tab);
        const refused = refusal(tab);
        tab.socket.connect();
        handshakesDuring.push(await refused);
        tab.close();
      }
    });
    const back = performance.now();
    for (const node of [a, b]) alive(node);
    expect(during).toEqual([503, 503].map((status) => ({ status, body: { message: messages.databaseUnavailable } })));
    expect(healthDuring).toEqual([503, 503]);
    expect(handshakesDuring).toEqual([messages.databaseUnavailable, messages.databaseUnavailable]);

    // Serving again: health, a session check and a stored chat message on each node.
    const serving = async (node: ServerProcess) =>
      (await health(node)) === 200 && (await post(node, '/api/user/token', { token: user.token })).status === 200;
    await pollUntil(async () => (await serving(a)) && (await serving(b)), 'both nodes serving again', 10_000);
    const before = confirmed();
    await eventually(() => confirmed() >= before + 8, 'messages confirmed after the restart', 10_000);
    await pollUntil(async () => (await busBackend('a')) !== undefined && (await busBackend('b')) !== undefined, 'both listening connections back', 10_000);
    const recovered = performance.now() - back;
    expect(recovered).toBeLessThan(10_000);
    stopped = true;
    await Promise.all(sending);

    await everyConfirmedDelivered(parties, 'restart');
    for (const node of nodes) alive(node);
    console.info(`PostgreSQL restart: both nodes serving and listening again ${Math.round(recovered)} ms after it was back`);
  });
});
