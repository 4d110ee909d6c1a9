import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';

// The ids @tus/server makes (Uid.rand: 16 random bytes in hex). Anything else names no upload:
// `<id>.json`, a traversal, the folder itself.
const uploadId = /^[0-9a-f]{32}$/;

/**
 * FileStore, plus the uploads already handed to Lapintube: their bytes are the video's now, and
 * only `<id>.json` is left, its metadata naming the `video`. A HEAD then answers offset = length
 * with that metadata, so a client that lost the last answer and resumes learns it is done (and
 * which video it made) instead of starting over. The marker goes with the expired uploads.
 */
export class HandedOverFileStore extends FileStore {
  /** Set by createTusUploads: each creation is admitted (disk reserve, pending cap) before it is stored. */
  admitCreation?: (upload: Upload, create: () => Promise<Upload>) => Promise<Upload>;

  override async create(upload: Upload): Promise<Upload> {
    const create = () => super.create(upload);
    return this.admitCreation === undefined ? create() : this.admitCreation(upload, create);
  }

  /** What `<id>.json` says of an upload (its uploader, its length), or undefined when no upload has this id. */
  async infoOf(id: string): Promise<Upload | undefined> {
    if (!uploadId.test(id)) return undefined;
    return this.configstore.get(id);
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.configstore.get(id);
    if (info?.metadata?.video == null) return super.getUpload(id);
    return new Upload({ id, size: info.size, offset: info.size ?? 0, metadata: info.metadata, creation_date: info.creation_date });
  }

  async markHandedOver(upload: Upload, videoId: string): Promise<void> {
    const size = upload.size ?? upload.offset;
    const metadata = { ...upload.metadata, video: videoId };
    await this.configstore.set(upload.id, new Upload({ id: upload.id, size, offset: size, metadata, creation_date: upload.creation_date }));
  }
}

// FileStore's constructor starts a mkdir of its own and throws from its callback when it fails,
// where nothing can catch it: a folder gone meanwhile (a data dir removed at a stop) ended the
// process. createTusUploads makes the folder, awaited, before it makes the store. (The method is
// private in FileStore's types, so it is replaced on the prototype.)
(HandedOverFileStore.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory = () => {};
