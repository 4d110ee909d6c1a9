import { describe, expect, it } from 'vitest';
import { ArchiveStore } from './ArchiveStore.ts';
import { fakeArchiveApi } from '../testing/fakeArchiveApi.ts';
import { sampleAdmin } from '../testing/fakeAccountsApi.ts';

describe('ArchiveStore', () => {
  it('answers the one-time download link of the family archive', async () => {
    const store = new ArchiveStore(fakeArchiveApi(), () => sampleAdmin.userToken);
    await expect(store.archiveLink()).resolves.toMatch(/^\/api\/admin\/export\//);
    expect(store).toMatchObject({ archiveBusy: false, archiveError: undefined });
  });

  it("answers no link and keeps the server's reason when refused", async () => {
    const store = new ArchiveStore(fakeArchiveApi({ failWith: 'Réservé aux administrateurs' }), () => sampleAdmin.userToken);
    await expect(store.archiveLink()).resolves.toBeUndefined();
    expect(store).toMatchObject({ archiveBusy: false, archiveError: 'Réservé aux administrateurs' });
  });
});
