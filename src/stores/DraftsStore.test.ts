import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftsStore, draftsOf } from './DraftsStore.ts';
import { memoryDrafts } from './draftsPersistence.ts';
import { RootStore } from './RootStore.ts';
import { fakeApi } from '../testing/fakeApi.ts';
import { sampleUser } from '../testing/fakeAccountsApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { editSelected, emptyDraft, insertImage, insertParagraph, type Draft } from '../components/articleDraft.ts';

const typed = (title: string): Draft => editSelected(emptyDraft, title);
const photo = new File([new Uint8Array([1, 2, 3])], 'plage.jpg', { type: 'image/jpeg' });

function build(account: { id?: number } = { id: 7 }) {
  const persistence = memoryDrafts();
  const drafts = new DraftsStore(persistence, () => account.id, { saveDelayMs: 400, now: () => 1_700_000_000_000 });
  return { drafts, persistence, account };
}

describe('DraftsStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the draft once typing pauses, not at every key', async () => {
    const { drafts, persistence } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('V'), true);
    await vi.advanceTimersByTimeAsync(200);
    drafts.update(typed('Va'), true);
    await vi.advanceTimersByTimeAsync(399);
    expect(persistence.items.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(persistence.items.get('publish:7')?.draft.title).toBe('Va');
    expect(drafts.changed).toBe(true);
  });

  it('keeps the chosen photo as its File, without the preview URL that dies with the page', async () => {
    const { drafts, persistence } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(insertImage(typed('Vacances'), photo, 'blob:preview'), true);
    await drafts.flush();
    const [element] = persistence.items.get('publish:7')?.draft.elements ?? [];
    expect(element?.file).toBe(photo);
    expect(element?.previewUrl).toBeUndefined();
  });

  it('offers the kept draft when the screen opens again, and starts the builder from it when resumed', async () => {
    const { drafts } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('Vacances'), true);
    await drafts.close();

    await drafts.open({ kind: 'publish' });
    expect(drafts.offered?.draft.title).toBe('Vacances');
    expect(drafts.offered?.savedAt).toBe(1_700_000_000_000);
    const generation = drafts.generation;
    drafts.resume();
    expect(drafts.offered).toBeUndefined();
    expect(drafts.resumed?.title).toBe('Vacances');
    expect(drafts.changed).toBe(true);
    expect(drafts.generation).toBe(generation + 1);
  });

  it('throws the kept draft away when the relative starts over', async () => {
    const { drafts, persistence } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('Vacances'), true);
    await drafts.close();
    await drafts.open({ kind: 'publish' });
    await drafts.startOver();
    expect(drafts.offered).toBeUndefined();
    expect(drafts.resumed).toBeUndefined();
    expect(persistence.items.size).toBe(0);
  });

  it('removes the draft when it is published or deleted, even with a write still waiting', async () => {
    const { drafts, persistence } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('Vacances'), true);
    await drafts.flush();
    drafts.update(typed('Vacances au ski'), true);
    await drafts.discard();
    await vi.advanceTimersByTimeAsync(1000);
    expect(persistence.items.size).toBe(0);
    expect(drafts.changed).toBe(false);
  });

  it('keeps no draft of an article brought back to where it started', async () => {
    const { drafts, persistence } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('V'), true);
    await drafts.flush();
    drafts.update(insertParagraph(emptyDraft), false);
    await drafts.flush();
    expect(persistence.items.size).toBe(0);
    expect(drafts.changed).toBe(false);
  });

  it("keeps the editor's drafts per article, apart from the publisher's", async () => {
    const { drafts, persistence } = build();
    await drafts.open({ kind: 'edit', articleId: 3 });
    drafts.update(typed('Article 3 revu'), true);
    await drafts.close();
    await drafts.open({ kind: 'edit', articleId: 4 });
    expect(drafts.offered).toBeUndefined();
    await drafts.open({ kind: 'publish' });
    expect(drafts.offered).toBeUndefined();
    await drafts.open({ kind: 'edit', articleId: 3 });
    expect(drafts.offered?.draft.title).toBe('Article 3 revu');
    expect([...persistence.items.keys()]).toEqual(['edit:7:3']);
  });

  it("never offers one relative's draft to another on a shared device", async () => {
    const { drafts, account } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('Le secret de Marie'), true);
    await drafts.close();
    account.id = 8;
    await drafts.open({ kind: 'publish' });
    expect(drafts.offered).toBeUndefined();
    account.id = undefined;
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('Personne'), true);
    await drafts.flush();
    expect(drafts.offered).toBeUndefined();
  });

  it('writes what was typed last when the screen is left before the pause', async () => {
    const { drafts, persistence } = build();
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('Vacances'), true);
    await drafts.close();
    expect(persistence.items.get('publish:7')?.draft.title).toBe('Vacances');
  });

  it('still lets the relative write when the device cannot read its drafts', async () => {
    const persistence = { ...memoryDrafts(), load: () => Promise.reject(new Error('quota')) };
    const drafts = new DraftsStore(persistence, () => 7);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await drafts.open({ kind: 'publish' });
    expect(drafts.status).toBe('idle');
    expect(drafts.offered).toBeUndefined();
  });
});

describe('RootStore sign-out and drafts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("removes the account's drafts from the device, and only that account's", async () => {
    const persistence = memoryDrafts([
      { key: 'publish:8', owner: 8, savedAt: 1, draft: typed('Paul écrit') },
    ]);
    const root = new RootStore(fakeApi(), { storage: memoryStorage().storage }, { drafts: persistence });
    await root.restore();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    const owner = root.accounts.userInfo?.id;
    const drafts = draftsOf(root);
    await drafts.open({ kind: 'publish' });
    drafts.update(typed('Marie écrit'), true);
    await drafts.flush();
    expect(persistence.items.has(`publish:${owner}`)).toBe(true);
    // Still typing as she signs out: the waiting write does not bring the draft back.
    vi.useFakeTimers();
    drafts.update(typed('Marie écrit encore'), true);

    await root.signOut();
    await vi.advanceTimersByTimeAsync(1000);
    expect([...persistence.items.keys()]).toEqual(['publish:8']);
  });

  it('removes them too when no article was opened since the app started', async () => {
    const persistence = memoryDrafts([{ key: `publish:${sampleUser.id}`, owner: sampleUser.id, savedAt: 1, draft: typed('Marie écrit') }]);
    const root = new RootStore(fakeApi(), { storage: memoryStorage().storage }, { drafts: persistence });
    await root.restore();
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    await root.signOut();
    expect(persistence.items.size).toBe(0);
  });
});
