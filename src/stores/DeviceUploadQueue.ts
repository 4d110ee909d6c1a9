import { errorMessage } from '../api/httpClient.ts';
import type { StoredUpload, UploadQueuePersistence } from './uploadQueuePersistence.ts';

/** The photos of the upload queue as the device keeps them, by id. A write that fails is logged
 * and the queue goes on from memory: a full device still sends, only a reload would lose it. */
export class DeviceUploadQueue {
  private readonly records = new Map<string, StoredUpload>();
  private readonly persistence: UploadQueuePersistence;

  constructor(persistence: UploadQueuePersistence) {
    this.persistence = persistence;
  }

  get(id: string): StoredUpload | undefined {
    return this.records.get(id);
  }

  has(id: string): boolean {
    return this.records.has(id);
  }

  /** What a reload left, in send order; an unreadable queue is an empty one. */
  async load(): Promise<StoredUpload[]> {
    let stored: StoredUpload[] = [];
    try {
      stored = await this.persistence.loadAll();
    } catch (error) {
      console.error("La file d'envoi de l'appareil est illisible", errorMessage(error));
    }
    stored.sort((a, b) => a.order - b.order);
    for (const record of stored) this.records.set(record.id, record);
    return stored;
  }

  /** Newly picked photos, written to the device before they show. */
  async add(records: readonly StoredUpload[]): Promise<void> {
    await Promise.all(records.map((record) => this.save(record)));
    for (const record of records) this.records.set(record.id, record);
  }

  async save(record: StoredUpload): Promise<void> {
    try {
      await this.persistence.put(record);
    } catch (error) {
      console.error("File d'envoi non enregistrée sur l'appareil", errorMessage(error));
    }
  }

  forget(ids: readonly string[]): void {
    for (const id of ids) this.records.delete(id);
    void this.persistence.remove(ids).catch((error: unknown) => console.error("File d'envoi non mise à jour", errorMessage(error)));
  }
}
