import { describe, expect, it, vi } from 'vitest';
import { ArchiveStore } from './ArchiveStore.ts';
import { fakeArchiveApi } from '../testing/fakeArchiveApi.ts';
import { sampleAdmin } from '../testing/fakeAccountsApi.ts';

describe('ArchiveStore', () => {
  it('answers the one-time download link of the family archive', async () => {
    const store = new ArchiveStore(fakeArchiveApi(), () => sampleAdmin.userToken);
    await expect(store.archiveLink()).resolves.toMatch(/^\/api\/admin\/export\//);
    expect(store).toMatchObject({ archiveBusy: false, archiveError: undefined });
  });

  it("asks for the photos' originals only once the admin has chosen them", async () => {
    const api = fakeArchiveApi();
    const exportLink = vi.spyOn(api, 'exportLink');
    const store = new ArchiveStore(api, () => sampleAdmin.userToken);
    expect(store.archiveOriginals).toBe(false);
    await store.archiveLink();
    store.setArchiveOriginals(true);
    await store.archiveLink();
    expect(exportLink.mock.calls).toEqual([
      [sampleAdmin.userToken, false],
      [sampleAdmin.userToken, true],
    ]);
    store.reset();
    expect(store.archiveOriginals).toBe(false);
  });

  it("answers no link and keeps the server's reason when refused", async () => {
    const store = new ArchiveStore(fakeArchiveApi({ failWith: 'Réservé aux administrateurs' }), () => sampleAdmin.userToken);
    await expect(store.archiveLink()).resolves.toBeUndefined();
    expect(store).toMatchObject({ archiveBusy: false, archiveError: 'Réservé aux administrateurs' });
  });
});
