import { lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { BackupRun, StorageReply } from '../../shared/storageTypes.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import type { Config } from '../platform/config.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { backupMessages } from './backupMessages.ts';
import { readArchive } from './verifyArchive.ts';

const MB = 1024 * 1024;
const MIN_FREE_MB = 512;

let t: TestApp | undefined;
const cleanup: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const path of cleanup.splice(0)) await rm(path, { recursive: true, force: true });
});

async function backupDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lapin-storage-backups-'));
  cleanup.push(dir);
  return dir;
}

/** An app whose disk reports `freeMb` free, with automatic backups into `dir`. */
async function appWith(dir: string | null, freeMb = 100_000, overrides: Partial<Config> = {}): Promise<TestApp> {
  t = await createTestApp({
    minFreeMb: MIN_FREE_MB,
    freeSpace: async () => freeMb * MB,
    backups: dir === null ? null : { dir, intervalHours: 24, keep: 7 },
    ...overrides,
  });
  return t;
}

async function put(path: string, bytes: number): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, Buffer.alloc(bytes, 1));
}

const storage = async (app: TestApp, token: string) => {
  const response = await postJson(app.app, '/api/admin/storage', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StorageReply>();
};
const runOf = async (app: TestApp, token: string) => (await postJson(app.app, '/api/admin/backupRun', { token })).json<{ run: BackupRun }>().run;

/** Asks for the run until it has ended, as the admin screen does. */
async function finishedRun(app: TestApp, token: string): Promise<BackupRun> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const run = await runOf(app, token);
    if (run.state !== 'running' || Date.now() > deadline) return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the admin storage panel', () => {
  it('answers admins only: a member gets 403 in French, the token of a banned account is refused', async () => {
    const app = await appWith(await backupDir());
    const member = await createUser(app.app);
    const other = await createUser(app.app);
    const admin = await adminToken(app.app);
    expect((await postJson(app.app, '/api/admin/role', { token: admin, id: other.id, role: 'admin' })).statusCode).toBe(200);
    // The second admin's token opens the panel until she is banned (an admin is made a relative first).
    expect((await postJson(app.app, '/api/admin/storage', { token: other.token })).statusCode).toBe(200);
    expect((await postJson(app.app, '/api/admin/role', { token: admin, id: other.id, role: 'user' })).statusCode).toBe(200);
    expect((await postJson(app.app, '/api/admin/status', { token: admin, id: other.id, status: AccessStatus.banned })).statusCode).toBe(200);

    for (const url of ['/api/admin/storage', '/api/admin/backup', '/api/admin/backupRun']) {
      const refused = await postJson(app.app, url, { token: member.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: accountMessages.adminOnly });
      const banned = await postJson(app.app, url, { token: other.token });
      expect(banned.statusCode).toBe(401);
      expect(banned.json()).toEqual({ message: accountMessages.accessSuspended });
    }
    expect(await readdir(cleanup[0]!)).toEqual([]);
  });

  it('counts photos, videos, the database and the backups from the files on disk, with the free space and the reserve', async () => {
    const dir = await backupDir();
    const app = await appWith(dir, 40_000);
    const admin = await adminToken(app.app);
    const media = join(app.dataDir, 'media');
    await put(join(media, 'articles', 'a.orig.jpg'), 300_000);
    await put(join(media, 'albums', 'f1', 'b.screen.jpg'), 120_000);
    await put(join(media, 'albums', 'f2', 'deep', 'c.thumb.jpg'), 7_000);
    await put(join(media, 'chat', 'd.orig.png'), 50_000);
    await put(join(media, 'videos', 'v.mp4'), 2_000_000);
    await put(join(app.dataDir, 'tus', 'upload'), 400_000);
    await put(join(dir, 'lapin-20261120-031500-000.tar'), 900_000);
    await put(join(dir, 'lapin-20261121-031500-000.tar'), 950_000);
    // Not one of the schedule's archives: neither counted nor taken for the last backup.
    await put(join(dir, 'notes.tar'), 5_000_000);

    const reply = await storage(app, admin);
    const database = await lstat(join(app.dataDir, 'lapin.sqlite')).then((stats) => stats.size, () => 0);

    expect(reply).toMatchObject({
      photosBytes: 300_000 + 120_000 + 7_000 + 50_000,
      videosBytes: 2_000_000 + 400_000,
      freeBytes: 40_000 * MB,
      reserveBytes: MIN_FREE_MB * MB,
      run: { state: 'idle' },
    });
    // On PostgreSQL no backup is taken here (pg_dump is): BACKUP_DIR is not looked at.
    if (testsRunOnPostgres()) expect(reply).toMatchObject({ backupsEnabled: false, backupsBytes: 0, lastBackup: null });
    else expect(reply).toMatchObject({ backupsEnabled: true, backupsBytes: 900_000 + 950_000, lastBackup: { at: expect.any(Number), bytes: 950_000, verified: true } });
    if (!testsRunOnPostgres()) expect(reply.databaseBytes).toBeGreaterThanOrEqual(database);
    expect(reply.databaseBytes).toBeGreaterThan(0);
  });

  it.runIf(!testsRunOnPostgres())('takes the same verified backup as npm run backup, shows its progress, then counts it', async () => {
    const dir = await backupDir();
    const app = await appWith(dir);
    const admin = await adminToken(app.app);
    await publishOk(app.app, admin, { structure: [text(1, 'Le goûter chez Mamie')] });
    expect((await storage(app, admin)).lastBackup).toBeNull();

    const started = await postJson(app.app, '/api/admin/backup', { token: admin });
    // A second press while it runs joins it: one backup at a time.
    const again = await postJson(app.app, '/api/admin/backup', { token: admin });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ run: { state: 'running', startedAt: expect.any(Number) } });
    expect(again.statusCode).toBe(202);
    const run = await finishedRun(app, admin);

    expect(run).toMatchObject({ state: 'done', done: run.total, bytes: expect.any(Number), message: null });
    expect(run.total).toBeGreaterThanOrEqual(1);
    const archives = (await readdir(dir)).filter((name) => name.endsWith('.tar'));
    expect(archives).toHaveLength(1);
    const verified = await readArchive(join(dir, archives[0]!));
    expect(verified.problems).toEqual([]);
    expect(verified.manifest?.counts.articles).toBe(1);
    const size = (await lstat(join(dir, archives[0]!))).size;
    expect(run.bytes).toBe(size);
    // The walk is cached, but not across a backup: the new archive shows at once.
    expect(await storage(app, admin)).toMatchObject({ backupsBytes: size, lastBackup: { bytes: size, verified: true }, run: { state: 'done' } });
  });

  it.runIf(!testsRunOnPostgres())('refuses in French with 507 when the backup would eat into the reserve, and writes nothing', async () => {
    const dir = await backupDir();
    // 8 MB of photos; 5 MB above the reserve.
    const app = await appWith(dir, MIN_FREE_MB + 5);
    const admin = await adminToken(app.app);
    await put(join(app.dataDir, 'media', 'albums', 'f', 'e.orig.jpg'), 8 * MB);

    const refused = await postJson(app.app, '/api/admin/backup', { token: admin });

    expect(refused.statusCode).toBe(507);
    expect(refused.json().message).toMatch(/^Le disque du serveur est plein : la sauvegarde \(environ [\d,]+ Mo\) n'y tiendrait pas sans entamer les 512 Mo gardés pour la base\./);
    expect(refused.json().message).toBe(diskMessages.backupRefused(refused.json().message.match(/environ ([\d,]+ Mo)/)[1], '512 Mo'));
    expect(await readdir(dir)).toEqual([]);
    expect((await runOf(app, admin)).state).toBe('idle');
  });

  it('says in French that backups need BACKUP_DIR when it is not set', async () => {
    const app = await appWith(null);
    const admin = await adminToken(app.app);

    const refused = await postJson(app.app, '/api/admin/backup', { token: admin });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: testsRunOnPostgres() ? backupMessages.postgresNow : backupMessages.notConfigured });
    expect(await storage(app, admin)).toMatchObject({ backupsEnabled: false, backupsBytes: 0, lastBackup: null });
  });
});
