import { reaction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { BackupStore } from './BackupStore.ts';
import { fakeBackupApi, idleBackupRun, sampleStorage } from '../testing/fakeBackupApi.ts';
import { sampleAdmin } from '../testing/fakeAccountsApi.ts';

describe('BackupStore', () => {
  it('reads how full the server disk is, for the warning', async () => {
    const disk = { freeMb: 300, minFreeMb: 512, low: true };
    const store = new BackupStore(fakeBackupApi({ diskStatus: disk }), () => sampleAdmin.userToken);
    expect(store.diskStatus).toBeUndefined();
    await store.loadDiskStatus();
    expect(store.diskStatus).toEqual(disk);
  });

  it("keeps the server's reason when the backup status cannot be read", async () => {
    const store = new BackupStore(fakeBackupApi({ failWith: 'Le serveur est indisponible' }), () => sampleAdmin.userToken);
    await store.loadBackupStatus();
    expect(store.backupStatus).toBeUndefined();
    expect(store.backupStatusError).toBe('Le serveur est indisponible');
  });
});

describe('BackupStore, the « Stockage » panel', () => {
  const running = (done: number, total: number) => ({ ...idleBackupRun, state: 'running' as const, done, total, startedAt: 1 });
  const finished = { ...idleBackupRun, state: 'done' as const, done: 4, total: 4, startedAt: 1, finishedAt: 2, bytes: 5_000_000 };

  it('reads the sizes, then shows the last reading while the next one loads', async () => {
    const store = new BackupStore(fakeBackupApi(), () => sampleAdmin.userToken);
    const first = store.loadStorage();
    expect(store.storageStatus).toBe('loading');
    await first;
    expect(store.storage).toEqual(sampleStorage);
    expect(store.storageStatus).toBe('idle');
  });

  it('follows « Sauvegarder maintenant » through its progress to its verified end, then reads the sizes again', async () => {
    const api = fakeBackupApi({ runs: [running(0, 4), running(2, 4), finished] });
    const storageCalls = vi.spyOn(api, 'storage');
    const store = new BackupStore(api, () => sampleAdmin.userToken, { pollMs: 0 });
    await store.loadStorage();
    const seen: string[] = [];
    // Each step as the panel would draw it; the reading after the end draws nothing new.
    const stop = reaction(
      () => `${store.backupRun?.state} ${store.backupRun?.done}/${store.backupRun?.total}`,
      (step) => seen.push(step),
      { fireImmediately: true },
    );

    await store.backupNow();
    expect(store.backupRun?.state).toBe('running');
    await vi.waitFor(() => {
      expect(store.backupRun).toEqual(finished);
      expect(storageCalls).toHaveBeenCalledTimes(2);
    });
    stop();
    expect(seen).toEqual(['idle 0/0', 'running 0/0', 'running 0/4', 'running 2/4', 'done 4/4']);
    expect(store.backupRefusal).toBeUndefined();
  });

  it("keeps the server's French refusal of a backup on a full disk, and follows nothing", async () => {
    const refusal = "Le disque du serveur est plein : la sauvegarde (environ 19,4 Go) n'y tiendrait pas.";
    const api = fakeBackupApi({ refuseBackupWith: refusal });
    const runCalls = vi.spyOn(api, 'backupRun');
    const store = new BackupStore(api, () => sampleAdmin.userToken, { pollMs: 0 });
    await store.loadStorage();

    await store.backupNow();

    expect(store.backupRefusal).toBe(refusal);
    expect(store.isStartingBackup).toBe(false);
    expect(store.backupRun?.state).toBe('idle');
    expect(runCalls).not.toHaveBeenCalled();
  });

  it('says why the sizes could not be read', async () => {
    const store = new BackupStore(fakeBackupApi({ failWith: 'Le serveur est indisponible' }), () => sampleAdmin.userToken);
    await store.loadStorage();
    expect(store.storageStatus).toBe('error');
    expect(store.storageError).toBe('Le serveur est indisponible');
  });

  it('forgets the panel at sign-out, even while a backup is being followed', async () => {
    let token: string | undefined = sampleAdmin.userToken;
    const api = fakeBackupApi({ runs: [running(1, 4)] });
    const store = new BackupStore(api, () => token, { pollMs: 0 });
    await store.loadStorage();
    await store.backupNow();

    token = undefined;
    store.reset();

    expect(store.storage).toBeUndefined();
    expect(store.backupRun).toBeUndefined();
  });
});
