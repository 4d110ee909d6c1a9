import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from '../api/httpClient.ts';
import type { Article } from '../../shared/articleTypes.ts';
import { PHOTO_REUPLOAD_AFTER_MS } from '../../shared/articleLimits.ts';
import { newClientId } from './newClientId.ts';
import { storyBandeau } from './storyBandeau.ts';
import { keptOrSaid, restoredOutbox, type StoredStory, type StoredStoryPhoto } from './storyOutboxPersistence.ts';
import { OneAtATime, pipelined, prepareStoryPhoto } from './storyPhotoPreparation.ts';
import { storySubmission, unanswered, type PublishOutcome, type QueuedStory, type StoryApi, type StoryInput, type StoryOutboxPorts, type StoryPhoto } from './storyOutboxTypes.ts';

/** Photos sent and not answered yet, at most: the server renders a few at once, not a whole story. */
const PHOTOS_UNANSWERED = 3;

/**
 * Issue 40: the stories written on this device and their photos, until the server has them.
 *
 * Guarantees. A photo picked is written to the device (IndexedDB) before anything else, shrunk
 * upright to 2048 px and hashed as the album queue does, then sent at once, each as soon as the
 * last one's bytes are out, while the writer writes. A story published is written to the device with a clientId before the first
 * try, and stays there until the server answers with its article: it survives a reload and a
 * closed app, and is sent again when the network comes back (or the app starts). Every try
 * carries the same clientId, and the server stores one article per (writer, clientId), so a story
 * whose answer was lost is never published twice. A photo sent longer ago than the server keeps
 * unpublished photos (less a margin) is sent again before the story names it.
 */
export class StoryOutboxStore {
  /** The photos of the story being written, in picking order. */
  photos: StoryPhoto[] = [];
  /** Stories waiting for the server, oldest first. */
  stories: QueuedStory[] = [];
  /** The last story this device saw published (the composer lands on it). */
  lastPublished: Article | undefined = undefined;
  readonly restored: Promise<void>;

  private readonly api: StoryApi;
  private readonly ports: Required<StoryOutboxPorts>;
  private readonly getToken: () => string | undefined;
  private readonly owner: number;
  private readonly kept = new Map<string, StoredStoryPhoto>();
  private readonly storiesKept = new Map<string, StoredStory>();
  private readonly outcomes = new Map<string, PublishOutcome>();
  /** Photos the server refused (or that cannot be read), with why: not sent again until retried. */
  private readonly photoErrors = new Map<string, string>();
  private readonly preparations = new OneAtATime();
  private pumping: Promise<void> | undefined = undefined;
  private draining: Promise<void> | undefined = undefined;
  private order = 0;

  constructor(api: StoryApi, getToken: () => string | undefined, owner: number, ports: StoryOutboxPorts) {
    this.api = api;
    this.getToken = getToken;
    this.owner = owner;
    this.ports = { now: Date.now, ...ports };
    makeAutoObservable<StoryOutboxStore, 'api' | 'ports' | 'getToken' | 'kept' | 'storiesKept' | 'outcomes' | 'photoErrors' | 'preparations' | 'pumping' | 'draining'>(this, {
      api: false, ports: false, getToken: false, kept: false, storiesKept: false, preparations: false,
      outcomes: false, photoErrors: false, pumping: false, draining: false, restored: false,
    });
    this.restored = this.restore();
    ports.network.onOnline(() => this.resume());
  }

  /** Photos picked (many at once): kept on the device, then prepared and sent in picking order. Answers their ids. */
  addPhotos(files: readonly File[]): string[] {
    const records = files.map((file): StoredStoryPhoto => {
      const id = newClientId();
      return { kind: 'photo', key: `photo:${id}`, id, owner: this.owner, name: file.name, blob: file, prepared: false, order: this.order++ };
    });
    for (const record of records) {
      this.kept.set(record.id, record);
      this.photos.push({ id: record.id, name: record.name, state: 'waiting', progress: 0 });
    }
    void Promise.all(records.map((record) => this.save(record))).then(() => this.pump());
    return records.map((record) => record.id);
  }

  /** A refused photo, sent again. */
  retryPhoto(id: string): void {
    if (!this.photoErrors.delete(id)) return;
    this.setPhoto(id, { state: 'waiting', progress: 0, error: undefined });
    void this.pump();
  }

  /** A photo taken out of the story being written. */
  removePhoto(id: string): void {
    this.photos = this.photos.filter((shown) => shown.id !== id);
    this.forget([id]);
  }

  /** The bytes of a photo as it will be sent (the original until it is shrunk). */
  photoBlob(id: string): Blob | undefined {
    return this.kept.get(id)?.blob;
  }

  /** The composer's thumbnail: the shrunk copy (a quarter of a 12 MP original's pixels), not the
   * original, whose decoding took the CPU the shrink needs, unless no copy comes (offline, unreadable). */
  previewBlob(id: string, online: boolean): Blob | undefined {
    const record = this.kept.get(id);
    return record && (record.prepared || !online || this.photoErrors.has(id)) ? record.blob : undefined;
  }

  /**
   * « Publier »: the story goes to the device's outbox with a new clientId, then out. Answers once
   * the server has it, or once it is known to wait (no network: 'queued') or to be refused.
   */
  async publish(input: StoryInput): Promise<PublishOutcome> {
    const paragraphs = input.paragraphs.map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');
    const clientId = newClientId();
    const story: StoredStory = {
      kind: 'story',
      key: `story:${clientId}`,
      clientId,
      owner: this.owner,
      title: input.title.trim(),
      bandeau: input.bandeau?.trim() || storyBandeau(paragraphs),
      paragraphs,
      photos: [...input.photos],
      ...(input.place !== undefined && { place: input.place }),
      queuedAt: this.ports.now(),
      state: 'waiting',
    };
    this.storiesKept.set(clientId, story);
    this.stories.push({ clientId, title: story.title, state: 'waiting' });
    this.photos = this.photos.filter((shown) => !input.photos.includes(shown.id));
    await this.save(story);
    await this.drain();
    return this.outcomes.get(clientId) ?? { status: 'queued' };
  }

  /** Editing from the composer: the server's ids of these photos once all are sent, else undefined (offline, refused). */
  async sentIds(ids: readonly string[]): Promise<string[] | undefined> {
    await this.pump();
    const records = ids.map((id) => this.kept.get(id));
    return records.every((record) => record !== undefined && !this.needsSending(record)) ? records.map((record) => record!.photoId!) : undefined;
  }

  /** A refused story, sent again. */
  retryStory(clientId: string): void {
    const story = this.storiesKept.get(clientId);
    if (story === undefined) return;
    story.state = 'waiting';
    delete story.reason;
    for (const id of story.photos) this.photoErrors.delete(id);
    this.setStoryState(clientId, 'waiting');
    void this.save(story).then(() => this.drain());
  }

  /** A queued story the writer gives up, with its photos. */
  discardStory(clientId: string): void {
    const story = this.storiesKept.get(clientId);
    if (story === undefined) return;
    this.storiesKept.delete(clientId);
    this.stories = this.stories.filter((queued) => queued.clientId !== clientId);
    this.forget(story.photos, [story.key]);
  }

  /** At start, when the network is back: photos not sent yet, then stories waiting. */
  resume(): void {
    void this.pump().then(() => this.drain());
  }

  private async restore(): Promise<void> {
    const { stories, photos, inStories } = await restoredOutbox(this.ports.persistence, this.owner);
    runInAction(() => {
      for (const photo of photos) this.kept.set(photo.id, photo);
      this.order = Math.max(this.order, ...photos.map((photo) => photo.order + 1));
      for (const story of stories) {
        this.storiesKept.set(story.clientId, story);
        this.stories.push({ clientId: story.clientId, title: story.title, state: story.state, ...(story.reason !== undefined && { reason: story.reason }) });
      }
      // The photos of the story being written come back with it.
      const shown = photos.filter((photo) => !inStories.has(photo.id));
      this.photos.unshift(...shown.map((photo): StoryPhoto => ({ id: photo.id, name: photo.name, state: photo.photoId ? 'done' : 'waiting', progress: photo.photoId ? 1 : 0, ...(photo.position && { position: photo.position }) })));
    });
    this.resume();
  }

  private needsSending(record: StoredStoryPhoto): boolean {
    return record.photoId === undefined || record.uploadedAt === undefined || this.ports.now() - record.uploadedAt > PHOTO_REUPLOAD_AFTER_MS;
  }

  /** Prepares and sends the photos, until none waits or the network is gone. */
  private pump(): Promise<void> {
    return (this.pumping ??= this.sendPhotos().finally(() => void (this.pumping = undefined)));
  }

  /** Each photo leaves once the last one's bytes are out, not once the server has rendered it (the
   * uplink idle meanwhile): one at a time on the wire, prepared one at a time, in picking order. */
  private sendPhotos(): Promise<void> {
    return pipelined(PHOTOS_UNANSWERED, (inHand) => {
      const waiting = [...this.kept.values()].sort((a, b) => a.order - b.order).filter((kept) => this.needsSending(kept) && !this.photoErrors.has(kept.id) && !inHand.has(kept.id));
      return this.getToken() && this.ports.network.isOnline() ? [waiting[0], waiting[1]] : [];
    }, (record, next, sent) => this.sendPhoto(this.getToken() ?? '', record, next, sent));
  }

  /** One photo prepared and sent; false when the network went before the server answered. */
  private async sendPhoto(token: string, record: StoredStoryPhoto, next: StoredStoryPhoto | undefined, sent: () => void): Promise<boolean> {
    try {
      await this.prepare(record);
      // The next photo is shrunk while this one travels: the phone's CPU and its uplink both work.
      if (next) void this.prepare(next).catch(() => undefined);
      this.setPhoto(record.id, { state: 'uploading', progress: 0 });
      const photoId = await this.api.uploadPhoto(token, record.blob, (fraction) => {
        this.setPhoto(record.id, { progress: fraction });
        if (fraction >= 1) sent();
      }, record.capture);
      Object.assign(record, { photoId, uploadedAt: this.ports.now() });
      await this.save(record);
      this.setPhoto(record.id, { state: 'done', progress: 1 });
    } catch (error) {
      if (record.prepared && unanswered(error)) {
        this.setPhoto(record.id, { state: 'waiting', progress: 0 });
        return false;
      }
      this.photoErrors.set(record.id, errorMessage(error));
      this.setPhoto(record.id, { state: 'failed', error: errorMessage(error) });
    }
    return true;
  }

  /** The photo made ready to leave, once, one photo at a time (storyPhotoPreparation.ts). */
  private prepare(record: StoredStoryPhoto): Promise<void> {
    if (record.prepared) return Promise.resolve();
    return this.preparations.run(record.id, async () => {
      this.setPhoto(record.id, { state: 'preparing' });
      await prepareStoryPhoto(this.ports.preparer, record, (position) => this.setPhoto(record.id, { position }));
      await this.save(record);
      // Shrunk ahead of its turn, it now waits for the one on the wire: « En attente d'envoi ».
      if (this.photos.find((shown) => shown.id === record.id)?.state === 'preparing') this.setPhoto(record.id, { state: 'waiting' });
    });
  }

  /** Sends the waiting stories in order, until one gets no answer. */
  private drain(): Promise<void> {
    return (this.draining ??= this.sendStories().finally(() => void (this.draining = undefined)));
  }

  private async sendStories(): Promise<void> {
    for (;;) {
      const story = [...this.storiesKept.values()].find((kept) => kept.state === 'waiting');
      const token = this.getToken();
      if (!story || !token || !this.ports.network.isOnline()) return;
      await this.pump();
      const photos = story.photos.flatMap((id) => this.kept.get(id) ?? []);
      const refusedPhoto = story.photos.find((id) => this.photoErrors.has(id));
      if (refusedPhoto !== undefined) {
        await this.refuse(story, this.photoErrors.get(refusedPhoto)!);
        continue;
      }
      if (photos.some((photo) => this.needsSending(photo))) return;
      this.setStoryState(story.clientId, 'sending');
      try {
        const article = await this.api.publish(token, storySubmission(story, photos));
        runInAction(() => {
          this.lastPublished = article;
          this.outcomes.set(story.clientId, { status: 'published', article });
          this.storiesKept.delete(story.clientId);
          this.stories = this.stories.filter((queued) => queued.clientId !== story.clientId);
        });
        this.forget(story.photos, [story.key]);
      } catch (error) {
        if (unanswered(error)) {
          this.setStoryState(story.clientId, 'waiting');
          return;
        }
        await this.refuse(story, errorMessage(error));
      }
    }
  }

  private async refuse(story: StoredStory, reason: string): Promise<void> {
    story.state = 'refused';
    story.reason = reason;
    this.outcomes.set(story.clientId, { status: 'refused', reason });
    this.setStoryState(story.clientId, 'refused', reason);
    await this.save(story);
  }

  private setPhoto(id: string, change: Partial<StoryPhoto>): void {
    const photo = this.photos.find((shown) => shown.id === id);
    if (photo) Object.assign(photo, change);
  }

  private setStoryState(clientId: string, state: QueuedStory['state'], reason?: string): void {
    const queued = this.stories.find((story) => story.clientId === clientId);
    if (queued) Object.assign(queued, { state, reason });
  }

  private save(record: StoredStoryPhoto | StoredStory): Promise<void> {
    return keptOrSaid(this.ports.persistence, record);
  }

  private forget(photoIds: readonly string[], keys: readonly string[] = []): void {
    const photoKeys = photoIds.flatMap((id) => {
      const record = this.kept.get(id);
      this.kept.delete(id);
      return record ? [record.key] : [];
    });
    void this.ports.persistence.remove([...photoKeys, ...keys]).catch((error: unknown) => console.error('Récits non mis à jour', errorMessage(error)));
  }
}
