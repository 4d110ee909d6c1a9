import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deadPid, liveProcess, stopOtherProcesses, writeLockAs as writeLock, zombiePid } from '../../testing/otherProcesses.ts';
import { DataDirBusy, FOREIGN_LOCK_FRESH_MS, LOCK_DIR, liveHolders, refuseWhileHeld, takeLock } from './dataDirLock.ts';
import { processStartTime, readProcStat, thisHost } from './processIdentity.ts';

const dirs: string[] = [];

afterEach(async () => {
  stopOtherProcesses();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lapin-lock-'));
  dirs.push(dir);
  return dir;
}

describe('DATA_DIR lock', () => {
  it('refuses, in French, while a live server on this machine holds the folder, and says how to proceed', async () => {
    const dir = await dataDir();
    const pid = await liveProcess();
    await writeLock(dir, { pid });
    const refusal = await refuseWhileHeld(dir, ['server', 'restore'], 'la restauration').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirBusy);
    const message = (refusal as DataDirBusy).message;
    expect(message).toContain(`Lapin tourne sur le dossier de données ${dir} : la restauration est refusée tant qu'il tourne.`);
    expect(message).toContain(`processus ${pid} sur la machine « ${thisHost()} »`);
    expect(message).toContain('Arrêtez d\'abord le serveur');
  });

  it('takes over the lock of a process that is gone (kill -9)', async () => {
    const dir = await dataDir();
    const file = await writeLock(dir, { pid: await deadPid(), startTime: null });
    await expect(refuseWhileHeld(dir, ['server', 'restore'], 'la restauration')).resolves.toBeUndefined();
    expect(await readdir(join(dir, LOCK_DIR))).not.toContain(file.split('/').pop());
  });

  it.runIf(readProcStat(process.pid) !== null)('takes over the lock of a process killed but not yet reaped by its parent (a zombie)', async () => {
    const dir = await dataDir();
    const zombie = await zombiePid();
    const file = await writeLock(dir, { pid: zombie });
    expect(readProcStat(zombie)?.state).toBe('Z');
    await expect(refuseWhileHeld(dir, ['server', 'restore'], 'la restauration')).resolves.toBeUndefined();
    expect(await readdir(join(dir, LOCK_DIR))).not.toContain(file.split('/').pop());
  });

  it('does not mistake a reused pid for the holder: the start time must match', async () => {
    const dir = await dataDir();
    const pid = await liveProcess();
    const startTime = processStartTime(pid);
    // Off Linux there is no start time to compare; the pid alone decides there.
    if (startTime === null) return;
    await writeLock(dir, { pid, startTime: startTime - 1 });
    expect(await liveHolders(dir)).toEqual([]);
  });

  it('counts a lock from another machine while it is refreshed, and takes it over once silent too long', async () => {
    const dir = await dataDir();
    const file = await writeLock(dir, { pid: 1, host: 'autre-machine', startTime: null });
    const refusal = await refuseWhileHeld(dir, ['server'], 'la restauration').catch((error: unknown) => error);
    expect((refusal as DataDirBusy).message).toContain('supprimez le fichier du verrou');

    const silentSince = new Date(Date.now() - FOREIGN_LOCK_FRESH_MS - 1000);
    await utimes(file, silentSince, silentSince);
    expect(await liveHolders(dir)).toEqual([]);
  });

  it('lets servers share a folder (PostgreSQL nodes), but not with a restore, either way round', async () => {
    const dir = await dataDir();
    await writeLock(dir, { pid: await liveProcess() });
    const server = await takeLock(dir, 'server', ['restore'], 'le démarrage du serveur');
    expect((await liveHolders(dir, ['server'])).map((holder) => holder.pid)).toContain(process.pid);
    await expect(takeLock(dir, 'restore', ['server', 'restore'], 'la restauration')).rejects.toThrow(/la restauration est refusée/);
    server.release();

    const other = await dataDir();
    await writeLock(other, { role: 'restore', pid: await liveProcess() });
    await expect(takeLock(other, 'server', ['restore'], 'le démarrage du serveur')).rejects.toThrow(/Une restauration est en cours/);
    // A refused lock leaves nothing behind.
    expect((await liveHolders(other)).map((holder) => holder.pid)).not.toContain(process.pid);
  });

  it('removes its file on release', async () => {
    const dir = await dataDir();
    const lock = await takeLock(dir, 'server', ['restore'], 'le démarrage du serveur');
    expect(await readdir(join(dir, LOCK_DIR))).toHaveLength(1);
    lock.release();
    lock.release();
    expect(await readdir(join(dir, LOCK_DIR))).toEqual([]);
  });
});
