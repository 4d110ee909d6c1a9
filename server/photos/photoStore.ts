import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { renditionFileName, type PhotoFormat, type Rendition } from '../../shared/photoUrls.ts';
import type { ImageFormat, ImageSource } from './imageSniffer.ts';
import { renderImageSet, type PhotoRenditions } from './photoRenditions.ts';
import { readPhotoCapture } from '../places/photoCapture.ts';
import type { ItemCapture } from '../places/itemCapture.ts';
import { keptCapture } from '../places/sentCapture.ts';
import { ImageNotFoundError, UnsafePathError } from './photoErrors.ts';
import { resolveInside } from './safeSegment.ts';
import { createWorkQueue } from './workQueue.ts';
import { isTempFileName, syncDirectory, writeFileAtomic } from './writeFileAtomic.ts';

export type { Rendition };

export interface SavedImage {
  /** Server-generated; the only image name callers store and pass back. */
  name: string;
  format: ImageFormat;
  /** Upright dimensions of the original. */
  width: number;
  height: number;
  /** Bytes written per rendition. */
  sizes: Record<Rendition, number>;
  /** Where and when it was taken, read from the upload before the renditions drop its metadata. */
  capture: ItemCapture;
}

export interface ImageStoreOptions {
  /** Replaces the sharp pipeline, for tests and benchmarks. */
  render?: (source: ImageSource) => Promise<PhotoRenditions>;
  /** Replaces the EXIF reader, for tests and benchmarks. */
  readCapture?: (source: ImageSource) => Promise<ItemCapture>;
}

// Every store in the process shares one queue: decoding a 12 MP photo takes a few hundred MB of
// pixels, so as many decodes run at once as there are cores, and the rest wait their turn.
const renderQueue = createWorkQueue(Math.max(1, availableParallelism()));

const originalFormats: readonly PhotoFormat[] = ['jpeg', 'png', 'gif'];
const imageNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function assertImageName(name: string): void {
  if (typeof name !== 'string' || !imageNamePattern.test(name)) {
    throw new UnsafePathError({ cause: `not an image name: ${JSON.stringify(name)}` });
  }
}

const renditions: readonly Rendition[] = ['original', 'screen', 'thumb'];

/** Where a rendition may be: the original keeps the upload's format, so it has one name per format. */
function candidateFiles(name: string, rendition: Rendition): string[] {
  if (rendition !== 'original') return [renditionFileName(name, rendition)];
  return originalFormats.map((format) => renditionFileName(name, 'original', format));
}

/** Every file name an image set may have on disk: backups copy these, the orphan sweep keeps them. */
export function imageSetFileNames(name: string): string[] {
  return renditions.flatMap((rendition) => candidateFiles(name, rendition));
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Image sets on disk: `<root>/<collection>/<name>.orig.<ext>`, `<name>.screen.jpg` and
 * `<name>.thumb.jpg`. Collections are validated path segments; names are UUIDs made here.
 *
 * Files and database rows commit together this way: save every image set first, then run the
 * database transaction, and if it fails, `discard` the names just saved. Removing files that a
 * committed row no longer references happens only after the commit. A crash in between leaves
 * orphan files at worst, never a row that points at a missing file.
 */
export class PhotoStore {
  readonly root: string;
  private readonly render: (source: ImageSource) => Promise<PhotoRenditions>;
  private readonly readCapture: (source: ImageSource) => Promise<ItemCapture>;

  constructor(root: string, options: ImageStoreOptions = {}) {
    this.root = resolve(root);
    this.render = options.render ?? ((source) => renderImageSet(source, (task) => renderQueue.run(task)));
    this.readCapture = options.readCapture ?? ((source) => readPhotoCapture(source));
  }

  /**
   * Validates and renders `source`, then writes the three renditions atomically. Its place and time
   * are read beside the render, from the upload itself: every rendition, the original included,
   * is written without metadata. `sent` is what the phone read from the original of a shrunk
   * copy (the upload's `capture` field): kept only when the file itself says nothing.
   */
  async saveImageSet(collection: string, source: ImageSource, sent?: ItemCapture): Promise<SavedImage> {
    const directory = this.collectionPath(collection);
    // readCapture never rejects: a render refused leaves nothing running behind it.
    const [rendered, capture] = await Promise.all([this.render(source), this.readCapture(source)]);
    const name = randomUUID();
    const files: [string, Buffer][] = [
      [renditionFileName(name, 'original', rendered.format), rendered.original],
      [renditionFileName(name, 'screen'), rendered.screen],
      [renditionFileName(name, 'thumb'), rendered.thumb],
    ];
    await mkdir(directory, { recursive: true });
    try {
      // Side by side: each waits for its own fsync, and the disk takes the three at once.
      const writes = await Promise.allSettled(files.map(([fileName, data]) => writeFileAtomic(join(directory, fileName), data)));
      const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
      await syncDirectory(directory);
    } catch (error) {
      await this.remove(collection, name);
      throw error;
    }
    return {
      name,
      format: rendered.format,
      width: rendered.width,
      height: rendered.height,
      sizes: { original: rendered.original.length, screen: rendered.screen.length, thumb: rendered.thumb.length },
      capture: keptCapture(capture, sent),
    };
  }

  /**
   * Saves several image sets at once: they wait their turn in the render queue together, so one
   * request's photos use every core. All or none: if one is refused, the others are removed once
   * settled and the first error is thrown.
   */
  saveImageSets(collection: string, sources: readonly ImageSource[]): Promise<SavedImage[]> {
    return this.settleImageSets(collection, sources.map((source) => this.saveImageSet(collection, source)));
  }

  /** Waits for image sets being saved; if one was refused, removes the others and throws the first error. */
  async settleImageSets(collection: string, saves: readonly Promise<SavedImage>[]): Promise<SavedImage[]> {
    const results = await Promise.allSettled(saves);
    const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (refused === undefined) return saved;
    await this.discard(collection, saved.map((image) => image.name));
    throw refused.reason;
  }

  /** Throws ImageNotFoundError when the image or the collection does not exist. */
  async read(collection: string, name: string, rendition: Rendition): Promise<Buffer> {
    assertImageName(name);
    const directory = this.collectionPath(collection);
    for (const fileName of candidateFiles(name, rendition)) {
      try {
        return await readFile(join(directory, fileName));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    throw new ImageNotFoundError({ cause: `${collection}/${name} ${rendition}` });
  }

  /**
   * The original of `name` in `format`, opened for streaming: originals run to tens of MB, so
   * they are never read whole. Opened before answering, so a photo deleted meanwhile still
   * streams whole. Throws ImageNotFoundError.
   */
  async openOriginal(collection: string, name: string, format: PhotoFormat): Promise<{ stream: ReadStream; size: number }> {
    const path = this.originalPath(collection, name, format);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) throw new ImageNotFoundError({ cause: `${collection}/${name} original` });
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Where the original of `name` in `format` is on disk (it may be missing). */
  originalPath(collection: string, name: string, format: PhotoFormat): string {
    assertImageName(name);
    return join(this.collectionPath(collection), renditionFileName(name, 'original', format));
  }

  /** Removes every rendition of `name`; missing files are not an error. */
  async remove(collection: string, name: string): Promise<void> {
    assertImageName(name);
    const directory = this.collectionPath(collection);
    const fileNames = imageSetFileNames(name);
    await Promise.all(fileNames.map((fileName) => rm(join(directory, fileName), { force: true })));
  }

  /** Rolls back image sets saved for a database write that did not commit. */
  async discard(collection: string, names: readonly string[]): Promise<void> {
    for (const name of names) assertImageName(name);
    await Promise.all(names.map((name) => this.remove(collection, name)));
  }

  /** Names of the image sets in a collection, to reconcile with the database after a crash. */
  async listNames(collection: string): Promise<string[]> {
    let fileNames: string[];
    try {
      fileNames = await readdir(this.collectionPath(collection));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const names = fileNames.map((fileName) => fileName.split('.')[0] ?? '').filter((name) => imageNamePattern.test(name));
    return [...new Set(names)];
  }

  async removeCollection(collection: string): Promise<void> {
    await rm(this.collectionPath(collection), { recursive: true, force: true });
  }

  /** Deletes temp files left by a crash mid-write. Call once at start-up; returns how many. */
  async sweepTemp(): Promise<number> {
    let removed = 0;
    const sweep = async (directory: string, depth: number): Promise<void> => {
      let entries;
      try {
        entries = await readdir(directory, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const path = join(directory, entry.name);
        if (entry.isFile() && isTempFileName(entry.name)) {
          await rm(path, { force: true });
          removed += 1;
        } else if (entry.isDirectory() && depth === 0) {
          await sweep(path, 1);
        }
      }
    };
    await sweep(this.root, 0);
    return removed;
  }

  private collectionPath(collection: string): string {
    return resolveInside(this.root, collection);
  }
}
