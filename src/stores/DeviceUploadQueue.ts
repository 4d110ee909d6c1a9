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

  /** Until the server answers, the album may come to hold these photos: a reload or a cut now
   * leaves them marked so, and a later 409 for one of them means it arrived then. Answers which
   * were marked already (by an earlier call that was cut). */
  async markUncertain(records: readonly StoredUpload[]): Promise<Map<string, boolean>> {
    const before = new Map(records.map((record) => [record.id, record.uncertain === true]));
    await Promise.all(records.filter((record) => !record.uncertain).map((record) => this.save(Object.assign(record, { uncertain: true }))));
    return before;
  }

  /** An answer came: this call stored nothing, so only an earlier cut call may have. */
  async markAnswered(records: readonly StoredUpload[], before: ReadonlyMap<string, boolean>): Promise<void> {
    await Promise.all(records.filter((record) => !before.get(record.id)).map((record) => this.save(Object.assign(record, { uncertain: false }))));
  }
}
