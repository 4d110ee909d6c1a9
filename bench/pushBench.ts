import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AccessStatus } from '../shared/accessStatus.ts';
import type { UserRow } from '../shared/accountTypes.ts';
import { startLocalPushService, type LocalPushService } from '../server/testing/localPushService.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../server/testing/serverProcess.ts';
import { chatClient, connected } from '../server/testing/chatClient.ts';
import { median, percentile, postJson, round1, rssWatch } from './benchStats.ts';

// Issue 24's figures, against `npm start`'s server in a child process (SQLite) that trusts the
// local push service through NODE_EXTRA_CA_CERTS: 500 devices subscribed, one chat message sent;
// the time until the push service has accepted the 500th push; the publish call's p50/p99 while
// those are sent, against the same call while nothing is to be sent; the server's peak RSS
// meanwhile. Three rounds, each a block while the pushes go out and then a block as long once the
// queue is quiet, so that the machine's other work falls on both.

const DEVICES = 500;
// An account keeps 10 subscriptions (issue 37): the 500 devices are 50 relatives' 10 each.
const DEVICES_PER_RELATIVE = 10;
const RELATIVES = DEVICES / DEVICES_PER_RELATIVE;
const ROUNDS = 3;
const CALLS_PER_BLOCK = 40;

async function publish(url: string, token: string, title: string): Promise<number> {
  const form = new FormData();
  form.append('token', token);
  form.append('structure', JSON.stringify({ title, bandeau: 'Banc de mesure', structure: [{ type: 'text', name: 'paragraphe 1', content: 'Le lac était bleu.' }] }));
  const started = performance.now();
  const response = await fetch(`${url}/api/article/publish`, { method: 'POST', body: form });
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`publish answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return elapsed;
}

async function login(url: string, email: string, password: string): Promise<string> {
  return (await postJson<{ userToken: string }>(`${url}/api/user/login`, { email: encodeURIComponent(email), password })).userToken;
}

/** A pseudo of letters only: 'Cousin Ba' for the 26th relative. */
const relativeName = (index: number) => `Cousin ${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;

/**
 * A member who sends the chat message, the member whose publish calls are measured, and 50
 * relatives holding 10 devices each, who hear every chat message and no article: the measured
 * publishes notify nobody. Each registers from its own address (the server trusts one proxy), as
 * a family does from its homes; one address may register 20 accounts an hour.
 */
async function accounts(url: string): Promise<{ sender: string; reader: string; holders: string[] }> {
  const admin = await login(url, processAdmin.email, processAdmin.password);
  const password = 'carottes-fraiches';
  const names = ['Pauline', 'Mamie', ...Array.from({ length: RELATIVES }, (_, index) => relativeName(index))];
  const email = (firstName: string) => `${firstName.toLowerCase().replace(' ', '.')}@lapin.test`;
  for (const [index, firstName] of names.entries()) {
    const response = await fetch(`${url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${index}.1` },
      body: JSON.stringify({ firstName, email: email(firstName), password }),
    });
    if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  }
  const rows = await postJson<UserRow[]>(`${url}/api/admin/getUsers`, { token: admin });
  for (const row of rows.filter((user) => user.access === AccessStatus.waiting)) {
    await postJson(`${url}/api/admin/status`, { token: admin, id: row.id, status: AccessStatus.granted });
  }
  const holders: string[] = [];
  for (const firstName of names.slice(2)) {
    const token = await login(url, email(firstName), password);
    await postJson(`${url}/api/push/settings`, { token, articles: false, comments: false, chat: 'all', accounts: false });
    holders.push(token);
  }
  return { sender: await login(url, email('Pauline'), password), reader: await login(url, email('Mamie'), password), holders };
}

/** One chat message from `token`, confirmed by the server. */
async function sendChat(url: string, token: string, text: string): Promise<void> {
  const client = chatClient(url, { token });
  try {
    await connected(client);
    const [status] = await client.send(text);
    if (status !== 'confirmed') throw new Error(`chat message ${status}`);
  } finally {
    client.close();
  }
}

/** Sent rows are removed once a second: a short pause lets the queue go quiet before the baseline. */
async function settle(url: string, token: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await postJson(`${url}/api/push/settings`, { token });
}

async function publishCalls(url: string, token: string, until: () => boolean, min: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < min || !until()) times.push(await publish(url, token, `Mesure ${times.length}`));
  return times;
}

export interface PushBench {
  devices: number;
  rounds: number;
  lastAcceptedMs: number;
  pushesPerSecond: number;
  baseline: { p50: number; p99: number; calls: number };
  during: { p50: number; p99: number; calls: number };
  p99Ratio: number;
  idleMB: number;
  peakAboveIdleMB: number;
}

export async function benchPush(): Promise<PushBench> {
  const service: LocalPushService = await startLocalPushService();
  const dataDir = await makeDataDir();
  let server: ServerProcess | undefined;
  try {
    const env = { NODE_EXTRA_CA_CERTS: service.certFile, PUSH_ALLOWED_HOSTS: new URL(service.origin).host, TRUST_PROXY: '1', LOG_LEVEL: 'error' };
    server = await startServerProcess(dataDir, env, { stdoutFile: join(dataDir, 'server.log') });
    const { url } = server;
    const { sender, reader, holders } = await accounts(url);
    for (let device = 0; device < DEVICES; device += 1) {
      const token = holders[Math.floor(device / DEVICES_PER_RELATIVE)];
      await postJson(`${url}/api/push/subscribe`, { token, subscription: service.subscribe(`appareil-${device}`) });
    }
    // Warm-up.
    await publishCalls(url, reader, () => true, 10);

    // The measured calls are the reader's: her articles notify nobody (no device holder takes
    // articles), so both blocks make the same call, once while 500 pushes go out and once with
    // nothing to send.
    const baseline: number[] = [];
    const during: number[] = [];
    const lastAccepted: number[] = [];
    const watch = rssWatch(server.child.pid!);
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = service.received.length;
      const started = performance.now();
      let lastAcceptedMs = Number.NaN;
      const all = service.waitFor(before + DEVICES, 120_000).then(() => {
        lastAcceptedMs = performance.now() - started;
      });
      await sendChat(url, sender, `Cinq cents appareils ${round}`);
      const block = await publishCalls(url, reader, () => !Number.isNaN(lastAcceptedMs), CALLS_PER_BLOCK);
      during.push(...block);
      await all;
      await settle(url, reader);
      // As many calls with nothing to send, so that both percentiles rest on as many samples.
      baseline.push(...(await publishCalls(url, reader, () => true, block.length)));
      lastAccepted.push(lastAcceptedMs);
      const received = service.received.slice(before);
      if (new Set(received.map((push) => push.device)).size !== DEVICES || received.length !== DEVICES) throw new Error('a device got no push, or one got two');
    }
    const memory = await watch.stop();
    if (service.rejected.length > 0) throw new Error(`the push service refused: ${service.rejected.slice(0, 3).join('; ')}`);

    const figure = (times: number[]) => ({ p50: round1(median(times)), p99: round1(percentile(times, 99)), calls: times.length });
    const lastAcceptedMs = Math.round(median(lastAccepted));
    const result: PushBench = {
      devices: DEVICES,
      rounds: ROUNDS,
      lastAcceptedMs,
      pushesPerSecond: Math.round((DEVICES / lastAcceptedMs) * 1000),
      baseline: figure(baseline),
      during: figure(during),
      p99Ratio: Math.round((percentile(during, 99) / percentile(baseline, 99)) * 100) / 100,
      ...memory,
    };
    console.info(table(result));
    return result;
  } finally {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function table(result: PushBench): string {
  const goal = result.p99Ratio <= 1.5 ? 'met' : 'NOT MET';
  return [
    `| figure | value |`,
    `| --- | --- |`,
    `| ${result.devices} pushes: last accepted by the push service after (median of ${result.rounds}) | ${result.lastAcceptedMs} ms (${result.pushesPerSecond}/s) |`,
    `| publish, nothing to send: p50 / p99 (${result.baseline.calls} calls) | ${result.baseline.p50} / ${result.baseline.p99} ms |`,
    `| publish while the pushes go out: p50 / p99 (${result.during.calls} calls) | ${result.during.p50} / ${result.during.p99} ms |`,
    `| p99 ratio (goal ≤ 1.5×) | ${result.p99Ratio}× (${goal}) |`,
    `| server RSS: idle, peak above idle | ${result.idleMB} MB, +${result.peakAboveIdleMB} MB |`,
  ].join('\n');
}
