import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DATABASE_FILE } from '../platform/db/database.ts';
import { readProcStat, thisHost } from '../platform/dataDir/processIdentity.ts';
import { deadPid, liveProcess, stopOtherProcesses, zombiePid } from '../testing/otherProcesses.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { builtProgram } from '../testing/testServerBuild.ts';
import { createTestApp, createTestStorage, type TestApp } from '../testing/testApp.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { createBackup } from './createBackup.ts';
import { restoreBackup } from './restoreBackup.ts';
import { sweepWorkFiles } from './workFiles.ts';

// Eleven kill -9 of `npm run backup` left half archives beside the target and whole database
// snapshots, password hashes included, in /tmp; killed restores left half-extracted folders.
const cleanup: string[] = [];
const servers: ServerProcess[] = [];
let t: TestApp | undefined;

afterEach(async () => {
  stopOtherProcesses();
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await t?.close();
  t = undefined;
  for (const path of cleanup.splice(0)) await rm(path, { recursive: true, force: true });
});

async function folder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanup.push(dir);
  return dir;
}

const host = () => thisHost().replace(/[^\w.-]/g, '_');

/** A work folder as a backup, restore or export of process `pid` leaves it when killed. */
async function leftover(parent: string, pid: number, purpose: string, files: Record<string, string> = { 'lapin.sqlite': 'mots de passe' }): Promise<string> {
  const name = `.lapin-work-${pid}-0badc0de-${purpose}@${host()}`;
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(parent, name, file, '..'), { recursive: true });
    await writeFile(join(parent, name, file), content);
  }
  return name;
}

const workNames = async (dir: string) => (await readdir(dir)).filter((name) => name.startsWith('.lapin-work-') || name.endsWith('.tmp') || name.includes('.restoring-'));

// The archives hold the SQLite file; on PostgreSQL backup and restore refuse.
describe.runIf(!testsRunOnPostgres())('work files of backups and restores', { timeout: 120_000 }, () => {
  it('a backup killed with -9 leaves nothing in the temp folder and a private work folder beside its target, which the next backup removes', async () => {
    const storage = await createTestStorage();
    cleanup.push(storage.dataDir);
    const app = await buildApp(storage.config());
    // A database big enough for the backup to be caught mid-way.
    await sql`insert into chat_messages (ts, sender_id, sender, color, message)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 40000)
      select i, null, 'Mamie', '#000000', hex(randomblob(1000)) from n`.execute(app.db);
    await app.close();
    const temp = await folder('lapin-backup-tmpdir-');
    const target = await folder('lapin-backup-target-');
    const archive = join(target, 'famille.tar');

    const child = spawn(process.execPath, [...(await builtProgram('backup')), archive], {
      env: { ...process.env, DATA_DIR: storage.dataDir, TMPDIR: temp },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed as soon as a snapshot exists, wherever it is written.
    const snapshotWritten = async () => {
      if ((await readdir(temp, { recursive: true })).some((name) => name.endsWith(DATABASE_FILE))) return true;
      for (const name of await workNames(target)) {
        if ((await readdir(join(target, name)).catch(() => [] as string[])).includes(DATABASE_FILE)) return true;
      }
      return false;
    };
    while (child.exitCode === null && !(await snapshotWritten())) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    await exited;

    // tsx keeps its compile cache there; nothing of the backup may be.
    expect((await readdir(temp, { recursive: true })).filter((name) => name.includes('lapin'))).toEqual([]);
    const [work] = await workNames(target);
    expect(work).toMatch(new RegExp(`^\\.lapin-work-${child.pid}-[0-9a-f]+-backup@`));
    expect((await stat(join(target, work!))).mode & 0o777).toBe(0o700);

    await createBackup(storage.dataDir, archive);
    expect(await readdir(target)).toEqual(['famille.tar']);
    // The archive holds every password hash: for its owner only.
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
  });

  it('the next backup removes what killed ones left beside its target, and leaves a live one alone', async () => {
    t = await createTestApp();
    const target = await folder('lapin-backup-target-');
    const dead = await leftover(target, await deadPid(), 'backup', { 'lapin.sqlite': 'x', 'archive.tar': 'moitié' });
    const live = await leftover(target, await liveProcess(), 'backup');
    await createBackup(t.dataDir, join(target, 'famille.tar'));
    expect((await readdir(target)).sort()).toEqual(['famille.tar', live].sort());
    expect(dead).not.toBe(live);
  });

  it.runIf(readProcStat(process.pid) !== null)('removes the work folder of a backup killed but not yet reaped by its parent (a zombie)', async () => {
    const target = await folder('lapin-backup-target-');
    const zombie = await zombiePid();
    const left = await leftover(target, zombie, 'backup');
    const live = await leftover(target, await liveProcess(), 'backup');
    expect(readProcStat(zombie)?.state).toBe('Z');
    expect(await sweepWorkFiles(target)).toEqual([left]);
    expect(await readdir(target)).toEqual([live]);
  });

  it('the next restore removes a killed restore\'s half-extracted folder beside the data dir', async () => {
    t = await createTestApp();
    const parent = await folder('lapin-restore-parent-');
    const archive = join(parent, 'famille.tar');
    await createBackup(t.dataDir, archive);
    await leftover(parent, await deadPid(), 'restore', { 'data/media/articles/moitie.jpg': 'moitié', target: join(parent, 'data') });
    await restoreBackup(archive, join(parent, 'data'), false);
    expect((await readdir(parent)).sort()).toEqual(['data', 'famille.tar']);
  });

  it('puts the old folder back when a restore was killed between its two renames', async () => {
    const parent = await folder('lapin-restore-swap-');
    const dataDir = join(parent, 'data');
    // The data dir had moved aside into the work folder; the new one had not moved in yet.
    await leftover(parent, await deadPid(), 'restore', {
      target: dataDir,
      'replaced/lapin.sqlite': 'ancienne base',
      'data/lapin.sqlite': 'nouvelle base',
    });
    t = await createTestApp();
    const archive = join(parent, 'famille.tar');
    await createBackup(t.dataDir, archive);
    // Not empty once put back: refused without --force, the old data untouched.
    await expect(restoreBackup(archive, dataDir, false)).rejects.toThrow(/n'est pas vide/);
    expect(await readFile(join(dataDir, 'lapin.sqlite'), 'utf8')).toBe('ancienne base');
    expect((await readdir(parent)).sort()).toEqual(['data', 'famille.tar']);
  });

  it('a server start removes what killed backups, restores and exports left, before it opens the database', async () => {
    const parent = await folder('lapin-start-sweep-');
    const dataDir = join(parent, 'data');
    const backupDir = join(parent, 'sauvegardes');
    await mkdir(join(dataDir, 'client'), { recursive: true });
    await mkdir(backupDir);
    const gone = await deadPid();
    const alive = await liveProcess();
    await leftover(backupDir, gone, 'backup', { 'archive.tar': 'moitié' });
    const liveBackup = await leftover(backupDir, alive, 'backup');
    await leftover(dataDir, gone, 'export');
    await leftover(parent, gone, 'restore', { 'data/lapin.sqlite': 'x', target: dataDir });

    const server = await startServerProcess(dataDir, { BACKUP_DIR: backupDir });
    servers.push(server);
    expect(await readdir(backupDir)).toEqual([liveBackup]);
    expect(await workNames(dataDir)).toEqual([]);
    expect((await readdir(parent)).sort()).toEqual(['data', 'sauvegardes']);
  });

  it('rotation in BACKUP_DIR counts finished archives only', async () => {
    const dir = await folder('lapin-rotation-');
    t = await createTestApp({ backups: { dir, intervalHours: 24, keep: 2 } });
    const live = await leftover(dir, await liveProcess(), 'backup', { 'archive.tar': 'en cours' });
    for (let n = 0; n < 3; n += 1) await t.app.backups.runNow();
    const names = await readdir(dir);
    expect(names.filter((name) => /^lapin-.*\.tar$/.test(name))).toHaveLength(2);
    expect(names).toContain(live);
    expect(names).toHaveLength(3);
  });
});
