import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { liveProcess, stopOtherProcesses, writeLockAs } from '../../testing/otherProcesses.ts';
import { runCli as cli } from '../../testing/runCli.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../../testing/serverProcess.ts';
import { testsRunOnPostgres } from '../../testing/testDatabase.ts';
import { LOCK_DIR } from './dataDirLock.ts';
import { thisHost } from './processIdentity.ts';

// The real server and the real commands, as a family runs them: `npm run restore -- x.tar
// --force` onto the folder of a running server used to exit 0 while the server kept its deleted
// database open, and writes it acknowledged afterwards were gone at the next start.
const running: ServerProcess[] = [];
const cleanup: string[] = [];

afterEach(async () => {
  stopOtherProcesses();
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const path of cleanup.splice(0)) await rm(path, { recursive: true, force: true });
});


async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  running.push(server);
  return server;
}

async function post(url: string, path: string, body: unknown) {
  return fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function login(url: string): Promise<string> {
  const response = await post(url, '/api/user/login', { email: encodeURIComponent(processAdmin.email), password: processAdmin.password });
  return ((await response.json()) as { userToken: string }).userToken;
}

async function publishText(url: string, token: string, title: string): Promise<void> {
  const form = new FormData();
  form.append('token', token);
  form.append('structure', JSON.stringify({ title, bandeau: 'B', structure: [{ type: 'text', name: 'p', content: title }] }));
  expect((await fetch(`${url}/api/article/publish`, { method: 'POST', body: form })).status).toBe(200);
}

async function titles(url: string): Promise<string[]> {
  const feed = (await (await post(url, '/api/article/load', { token: await login(url) })).json()) as { articles: Array<{ content: { title: string } }> };
  return feed.articles.map((article) => article.content.title);
}

const lockFiles = async (dataDir: string) => (await readdir(join(dataDir, LOCK_DIR)).catch(() => [] as string[])).filter((name) => name.endsWith('.lock'));

// The SQLite file is what a restore replaces; on PostgreSQL `npm run restore` refuses anyway.
describe.runIf(!testsRunOnPostgres())('DATA_DIR lock, real processes', { timeout: 120_000 }, () => {
  it('a running server holds a lock with its pid and host, and removes it on SIGTERM', async () => {
    const dataDir = await makeDataDir();
    cleanup.push(dataDir);
    const server = await start(dataDir);
    expect(await lockFiles(dataDir)).toEqual([`server-${thisHost().replace(/[^\w.-]/g, '_')}-${server.child.pid}.lock`]);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(await lockFiles(dataDir)).toEqual([]);
  });

  it('refuses a restore onto the folder of a running server, --force or not, and loses no acknowledged write', async () => {
    const dataDir = await makeDataDir();
    const work = await mkdtemp(join(tmpdir(), 'lapin-lock-restore-'));
    cleanup.push(dataDir, work);
    const server = await start(dataDir);
    const token = await login(server.url);
    await publishText(server.url, token, 'Dans la sauvegarde');
    const archive = join(work, 'famille.tar');
    // A backup only reads: it runs beside the server.
    const backup = await cli('backup', [archive], { DATA_DIR: dataDir });
    expect(backup.code, backup.out).toBe(0);

    const refused = await cli('restore', [archive, '--force'], { DATA_DIR: dataDir });
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain(`Lapin tourne sur le dossier de données ${dataDir} : la restauration est refusée tant qu'il tourne.`);
    expect(refused.out).toContain(`processus ${server.child.pid}`);

    // The server kept its files: what it acknowledges now is there after a restart.
    await publishText(server.url, token, 'Après le refus');
    server.child.kill('SIGTERM');
    await server.exited;
    const restarted = await start(dataDir);
    expect(await titles(restarted.url)).toEqual(expect.arrayContaining(['Dans la sauvegarde', 'Après le refus']));
  });

  it('takes over the lock a killed server left, and restores', async () => {
    const dataDir = await makeDataDir();
    const work = await mkdtemp(join(tmpdir(), 'lapin-lock-stale-'));
    cleanup.push(dataDir, work);
    const server = await start(dataDir);
    await publishText(server.url, await login(server.url), 'Sauvegardé');
    const archive = join(work, 'famille.tar');
    expect((await cli('backup', [archive], { DATA_DIR: dataDir })).code).toBe(0);
    await publishText(server.url, await login(server.url), 'Après la sauvegarde');
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await lockFiles(dataDir)).toHaveLength(1);

    const restored = await cli('restore', [archive, '--force'], { DATA_DIR: dataDir });
    expect(restored.code, restored.out).toBe(0);
    const restarted = await start(dataDir);
    const after = await titles(restarted.url);
    expect(after).toContain('Sauvegardé');
    expect(after).not.toContain('Après la sauvegarde');
  });

  it('backup and export, which only read, refuse while a restore replaces the folder', async () => {
    const dataDir = await makeDataDir();
    const work = await mkdtemp(join(tmpdir(), 'lapin-lock-readers-'));
    cleanup.push(dataDir, work);
    const pid = await liveProcess();
    await writeLockAs(dataDir, { role: 'restore', pid });
    for (const [script, target] of [['backup', 'famille.tar'], ['export', 'famille.zip']] as const) {
      const refused = await cli(script, [join(work, target)], { DATA_DIR: dataDir });
      expect(refused.code, refused.out).toBe(1);
      expect(refused.out).toContain(`Une restauration est en cours dans le dossier de données ${dataDir}`);
    }
    expect(await readdir(work)).toEqual([]);
  });
});
