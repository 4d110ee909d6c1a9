import type { SentCapture } from '../../shared/sentCapture.ts';
import { singleStoreDatabase } from './indexedDb.ts';
import { errorMessage } from '../api/httpClient.ts';

/** A photo of a story as the device keeps it (issue 40): the picked original until it is prepared,
 * then the shrunk copy to send, and once sent, the server's id for it and when it was sent. */
export interface StoredStoryPhoto {
  kind: 'photo';
  /** `photo:<local id>`. */
  key: string;
  id: string;
  owner: number;
  name: string;
  blob: Blob;
  prepared: boolean;
  /** SHA-256 hex of the original bytes, set when prepared. */
  sha256?: string;
  /** The server's id (`POST /api/article/photo`) and when it answered. */
  photoId?: string;
  uploadedAt?: number;
  /** Picking order. */
  order: number;
  /** Where the original says it was taken (EXIF GPS), read before it is shrunk. */
  position?: { lat: number; lon: number };
  /** Where and when the original says it was taken, sent beside the shrunk copy (issue 39). */
  capture?: SentCapture;
}

/** A story the writer published that the server has not confirmed yet (« En attente d'envoi »). */
export interface StoredStory {
  kind: 'story';
  /** `story:<clientId>`. */
  key: string;
  /** Sent with every try: the server stores the story once per writer. */
  clientId: string;
  owner: number;
  title: string;
  bandeau: string;
  paragraphs: string[];
  /** Its photos' local ids, in order. */
  photos: string[];
  place?: string;
  queuedAt: number;
  state: 'waiting' | 'refused';
  /** The server's French reason, when it refused. */
  reason?: string;
}

export type StoredStoryRecord = StoredStoryPhoto | StoredStory;

/** Where the story outbox lives between reloads: IndexedDB in the browser (blobs included), memory
 * in tests and stories. */
export interface StoryOutboxPersistence {
  loadAll(): Promise<StoredStoryRecord[]>;
  put(record: StoredStoryRecord): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

/** A copy, as IndexedDB keeps one: later changes to the store's objects do not reach it. */
const copy = (record: StoredStoryRecord): StoredStoryRecord => (record.kind === 'story' ? { ...record, paragraphs: [...record.paragraphs], photos: [...record.photos] } : { ...record });

export function memoryStoryOutbox(initial: readonly StoredStoryRecord[] = []): StoryOutboxPersistence & { items: Map<string, StoredStoryRecord> } {
  const items = new Map(initial.map((record) => [record.key, copy(record)]));
  return {
    items,
    loadAll: () => Promise.resolve([...items.values()].map(copy)),
    put(record) {
      items.set(record.key, copy(record));
      return Promise.resolve();
    },
    remove(keys) {
      for (const key of keys) items.delete(key);
      return Promise.resolve();
    },
  };
}

export function indexedDbStoryOutbox(factory: IDBFactory = indexedDB): StoryOutboxPersistence {
  const db = singleStoreDatabase(factory, 'lapin-stories', 'outbox', 'key');
  return {
    loadAll: () => db.read((store) => store.getAll() as IDBRequest<StoredStoryRecord[]>),
    put: (record) => db.write((store) => store.put(record)),
    remove: (keys) => db.write((store) => keys.forEach((key) => store.delete(key))),
  };
}

/** Sign-out: the account's stories and photos leave the device with it, as its drafts do. */
export async function removeStoriesOf(persistence: StoryOutboxPersistence, owner: number): Promise<void> {
  const records = await persistence.loadAll();
  await persistence.remove(records.filter((record) => record.owner === owner).map((record) => record.key));
}

/** What the device keeps for this writer: stories oldest first, photos in picking order, and the
 * ids of the photos a story names (the others are the story being written). Unreadable: nothing. */
export async function restoredOutbox(persistence: StoryOutboxPersistence, owner: number): Promise<{ stories: StoredStory[]; photos: StoredStoryPhoto[]; inStories: Set<string> }> {
  let records: StoredStoryRecord[] = [];
  try {
    records = (await persistence.loadAll()).filter((record) => record.owner === owner);
  } catch (error) {
    console.error("Les récits en attente de l'appareil sont illisibles", errorMessage(error));
  }
  const stories = records.filter((record): record is StoredStory => record.kind === 'story').sort((a, b) => a.queuedAt - b.queuedAt);
  const photos = records.filter((record): record is StoredStoryPhoto => record.kind === 'photo').sort((a, b) => a.order - b.order);
  return { stories, photos, inStories: new Set(stories.flatMap((story) => story.photos)) };
}

/** A record written to the device; when it cannot be, said in the console: the outbox goes on from
 * memory, and only a reload would lose it. */
export async function keptOrSaid(persistence: StoryOutboxPersistence, record: StoredStoryRecord): Promise<void> {
  try {
    await persistence.put(record);
  } catch (error) {
    console.error("Récit non enregistré sur l'appareil", errorMessage(error));
  }
}
