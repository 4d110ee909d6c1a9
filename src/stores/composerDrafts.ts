/** Where the story's place comes from (the article's `place` field, issue 39). */
export type PlaceChoice = { kind: 'photos' } | { kind: 'none' } | { kind: 'here'; lat: number; lon: number };

/** The composer's story as this device keeps it while it is written (issue 40); its photos are
 * the story outbox's own (by their local ids), kept there with their bytes. */
export interface ComposerDraft {
  title: string;
  text: string;
  bandeau: string;
  photos: string[];
  place: PlaceChoice;
  savedAt: number;
  /** Editing: the stored photos the writer took out. */
  removedStored?: string[];
}

/** A new story (`undefined`) or the changes to one article. */
export type ComposerStory = number | undefined;

const prefix = 'lapin-raconter:';
const keyOf = (owner: number, story: ComposerStory) => `${prefix}${owner}:${story ?? 'nouveau'}`;

/**
 * One draft per device, writer and story: text is small, so localStorage holds it and reads it
 * back at once, without an offer to resume (the composer opens where it was left). A device that
 * cannot keep it (private browsing, full) still lets the writer write.
 */
export function composerDrafts(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>) {
  return {
    load(owner: number, story: ComposerStory): ComposerDraft | undefined {
      try {
        const raw = storage.getItem(keyOf(owner, story));
        return raw === null ? undefined : (JSON.parse(raw) as ComposerDraft);
      } catch {
        return undefined;
      }
    },
    save(owner: number, story: ComposerStory, draft: ComposerDraft): void {
      try {
        storage.setItem(keyOf(owner, story), JSON.stringify(draft));
      } catch (error) {
        console.error("Brouillon du récit non enregistré sur l'appareil", error);
      }
    },
    /** Published, or « Supprimer le brouillon »: gone for good. */
    remove(owner: number, story: ComposerStory): void {
      storage.removeItem(keyOf(owner, story));
    },
    /** Sign-out: the writer's drafts leave the device with them. */
    removeOwner(owner: number): void {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(`${prefix}${owner}:`) ?? false);
      for (const key of keys) storage.removeItem(key);
    },
  };
}

export type ComposerDrafts = ReturnType<typeof composerDrafts>;

/** The browser's, or none where there is no localStorage (a draft is then not kept). */
export function deviceComposerDrafts(): ComposerDrafts {
  const memory = new Map<string, string>();
  const fallback = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
    key: (index: number) => [...memory.keys()][index] ?? null,
    get length() {
      return memory.size;
    },
  };
  try {
    return composerDrafts(typeof localStorage === 'undefined' ? fallback : localStorage);
  } catch {
    return composerDrafts(fallback);
  }
}
