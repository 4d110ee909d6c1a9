import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { readArchive } from './verifyArchive.ts';

describe('automatic backups', () => {
  let t: TestApp | undefined;
  let dir: string | undefined;

  afterEach(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // The archives hold the SQLite file: on PostgreSQL the schedule stands down (next test).
  it.runIf(!testsRunOnPostgres())('writes verified archives into BACKUP_DIR, keeps the newest BACKUP_KEEP, and reports the last one to admins', async () => {
    dir = await mkdtemp(join(tmpdir(), 'lapin-auto-backups-'));
    t = await createTestApp({ backups: { dir, intervalHours: 24, keep: 2 } });
    const admin = await adminToken(t.app);
    await publishOk(t.app, admin, { structure: [text(1, 'À sauvegarder')] });

    const before = (await postJson(t.app, '/api/admin/backupStatus', { token: admin })).json();
    expect(before).toEqual({ enabled: true, intervalHours: 24, keep: 2, last: null, stale: true });

    for (let n = 0; n < 3; n += 1) await t.app.backups.runNow();
    const kept = (await readdir(dir)).filter((name) => name.endsWith('.tar')).sort();
    expect(kept).toHaveLength(2);
    for (const name of kept) expect((await readArchive(join(dir, name))).problems).toEqual([]);

    const after = (await postJson(t.app, '/api/admin/backupStatus', { token: admin })).json();
    expect(after).toMatchObject({ enabled: true, stale: false, last: { size: expect.any(Number), at: expect.any(Number) } });
    expect(Date.now() - after.last.at).toBeLessThan(60_000);
  });

  it.runIf(testsRunOnPostgres())('stands down on PostgreSQL: writes nothing, and says backups are off', async () => {
    dir = await mkdtemp(join(tmpdir(), 'lapin-auto-backups-'));
    t = await createTestApp({ backups: { dir, intervalHours: 24, keep: 2 } });
    await t.app.backups.runNow();
    expect(await readdir(dir)).toEqual([]);
    expect((await postJson(t.app, '/api/admin/backupStatus', { token: await adminToken(t.app) })).json()).toMatchObject({ enabled: false });
  });

  it('says when automatic backups are off, and answers admins only', async () => {
    t = await createTestApp();
    const relative = await createUser(t.app, { firstName: 'Paul' });
    expect((await postJson(t.app, '/api/admin/backupStatus', { token: relative.token })).statusCode).toBe(403);
    expect((await postJson(t.app, '/api/admin/backupStatus', { token: await adminToken(t.app) })).json()).toEqual({
      enabled: false,
      intervalHours: 0,
      keep: 0,
      last: null,
      stale: false,
    });
  });
});
