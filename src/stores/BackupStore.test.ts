import { describe, expect, it } from 'vitest';
import { BackupStore } from './BackupStore.ts';
import { fakeBackupApi } from '../testing/fakeBackupApi.ts';
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
