import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Draft } from '../components/articleDraft.ts';
import type { DraftsPersistence, StoredDraft } from './draftsPersistence.ts';
import type { RootStore } from './RootStore.ts';

/** The publisher's article, or the editor's changes to one article. */
export type DraftTarget = { kind: 'publish' } | { kind: 'edit'; articleId: number };

export interface DraftsOptions {
  /** How long typing must pause before the draft is written (debounce). */
  saveDelayMs?: number;
  now?: () => number;
}

// Issue 24, "Drafts": the article being written is kept on the device as it is typed, so neither
// a reload, a closed tab nor a trip through the menu loses it.
// - Keyed by account (and, in the editor, by article): on a shared tablet a relative is never
//   offered another's draft, even if a session ended without a sign-out on this device.
// - Written after a pause in typing (saveDelayMs), and at once when the screen is left or hidden
//   (flush), in the order the changes were made: one chain of writes, never two at a time.
// - A draft equal to where the screen started (nothing typed, or all undone) is no draft: removed.
// - Publishing, 'Supprimer le brouillon', 'Jeter' and the account's sign-out remove it.
export class DraftsStore {
  status: 'idle' | 'loading' = 'idle';
  /** The screen whose draft is open ('publish', 'edit:<article id>'): until it is, the screen waits. */
  opened: string | undefined = undefined;
  /** A draft found when the screen opened, offered to resume or start over. */
  offered: StoredDraft | undefined = undefined;
  /** What the builder starts from: the resumed draft, or undefined for where the screen starts. */
  resumed: Draft | undefined = undefined;
  /** Changes whenever the builder must start again (resumed, started over, deleted). */
  generation = 0;
  /** The open screen's draft holds work: leaving it asks whether to keep it. */
  changed = false;

  private key: string | undefined = undefined;
  private owner: number | undefined = undefined;
  private pending: Draft | null | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private writes: Promise<void> = Promise.resolve();
  private opening = 0;
  private readonly saveDelayMs: number;
  private readonly now: () => number;

  constructor(
    private readonly persistence: DraftsPersistence,
    private readonly account: () => number | undefined,
    options: DraftsOptions = {},
  ) {
    this.saveDelayMs = options.saveDelayMs ?? 400;
    this.now = options.now ?? Date.now;
    makeAutoObservable<this, 'persistence' | 'account'>(this, {
      offered: observableRef,
      resumed: observableRef,
      persistence: false,
      account: false,
    });
  }

  /** The screen opens: reads the draft kept for it, if any, to offer it. */
  async open(target: DraftTarget): Promise<void> {
    const owner = this.account();
    this.cancelPending();
    this.opened = draftTargetName(target);
    this.key = owner === undefined ? undefined : target.kind === 'publish' ? `publish:${owner}` : `edit:${owner}:${target.articleId}`;
    this.owner = owner;
    this.offered = undefined;
    this.resumed = undefined;
    this.changed = false;
    if (this.key === undefined) return;
    const key = this.key;
    const opening = ++this.opening;
    this.status = 'loading';
    let stored: StoredDraft | undefined;
    try {
      await this.writes;
      stored = await this.persistence.load(key);
    } catch (error) {
      // A device that cannot read its drafts still lets the relative write.
      console.error('Brouillon illisible', error);
    }
    runInAction(() => {
      if (opening !== this.opening) return;
      this.status = 'idle';
      this.offered = stored;
    });
  }

  /** 'Reprendre le brouillon': the builder starts from the kept draft. */
  resume(): void {
    if (!this.offered) return;
    this.resumed = this.offered.draft;
    this.offered = undefined;
    this.changed = true;
    this.generation += 1;
  }

  /** 'Recommencer': the kept draft is thrown away and the builder starts afresh. */
  startOver(): Promise<void> {
    this.offered = undefined;
    return this.discard();
  }

  /** The builder's draft as typed; `changed` says whether it differs from where the screen started. */
  update(draft: Draft, changed: boolean): void {
    if (this.key === undefined || this.offered) return;
    this.changed = changed;
    this.pending = changed ? draft : null;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.saveDelayMs);
  }

  /** Writes what waits for the pause in typing now (leaving, the page hidden). */
  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const { key, owner, pending } = this;
    this.pending = undefined;
    if (key === undefined || owner === undefined || pending === undefined) return this.writes;
    const stored = pending && { key, owner, savedAt: this.now(), draft: withoutPreviews(pending) };
    return this.chain(() => (stored ? this.persistence.put(stored) : this.persistence.remove(key)));
  }

  /** Publishing, 'Supprimer le brouillon' or 'Jeter': the draft is gone and the builder starts afresh. */
  discard(): Promise<void> {
    this.cancelPending();
    this.changed = false;
    this.resumed = undefined;
    this.generation += 1;
    const key = this.key;
    return key === undefined ? this.writes : this.chain(() => this.persistence.remove(key));
  }

  /** The screen is left: what was typed last is written, and nothing is open any more. */
  close(): Promise<void> {
    const written = this.flush();
    this.key = undefined;
    this.owner = undefined;
    this.opened = undefined;
    this.offered = undefined;
    this.resumed = undefined;
    this.changed = false;
    this.status = 'idle';
    this.opening += 1;
    return written;
  }

  /** Sign-out: every draft of the account leaves the device with it. */
  forgetOwner(owner: number | undefined): Promise<void> {
    this.cancelPending();
    this.changed = false;
    if (owner === undefined) return this.writes;
    return this.chain(() => this.persistence.removeOwner(owner));
  }

  private cancelPending(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private chain(write: () => Promise<void>): Promise<void> {
    this.writes = this.writes.then(write).catch((error: unknown) => {
      console.error("Brouillon non enregistré sur l'appareil", error);
    });
    return this.writes;
  }
}

/** The root's drafts store, made at its first use: only the screens that write articles load this code. */
export function draftsOf(root: RootStore): DraftsStore {
  root.drafts ??= new DraftsStore(root.draftsPersistence, () => root.accounts.userInfo?.id);
  return root.drafts;
}

export function draftTargetName(target: DraftTarget): string {
  return target.kind === 'publish' ? 'publish' : `edit:${target.articleId}`;
}

/** Object URLs die with the page: the previews are made again from the Files when resumed. */
function withoutPreviews(draft: Draft): Draft {
  return { ...draft, elements: draft.elements.map(({ previewUrl: _previewUrl, ...element }) => element) };
}
