import { createReadStream, type ReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import type { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export interface ArchiveZip {
  addPage(path: string, html: string): void;
  /** Adds a photo or a video from disk if it is there, stored as is; answers the archive path to link to. */
  addFile(diskPath: string, zipPath: string): Promise<string | undefined>;
  /**
   * Ends the zip and waits until `output` has taken all of it. `onSize` learns the zip's exact
   * length before its last bytes are written (pages and photos have known sizes and nothing is
   * deflated), so a download can announce it.
   */
  finish(onSize?: (bytes: number) => void): Promise<void>;
}

/**
 * A zip streamed into `output` as entries are added (the family archive, an album's originals).
 * Memory stays flat whatever the zip's size: a file is opened only when its turn comes, and its
 * bytes flow at the pace `output` takes them (yazl pipes each file into its output stream).
 * When `output` goes away early (a download cut off), the file being read is closed. Photos and
 * videos are compressed already: stored, not deflated.
 */
export function openArchiveZip(output: Writable): ArchiveZip {
  const zip = new yazl.ZipFile();
  const zipped = zip.outputStream as PassThrough;
  let reading: ReadStream | undefined;
  // A file gone between its lstat and its turn fails the zip rather than the process.
  zip.on('error', (error: Error) => zipped.destroy(error));
  const written = pipeline(zipped, output).finally(() => reading?.destroy());
  // Awaited by finish(); until then a failure must not count as an unhandled rejection.
  written.catch(() => undefined);
  return {
    addPage: (path, html) => zip.addBuffer(Buffer.from(html, 'utf8'), path),
    async addFile(diskPath, zipPath) {
      const stats = await lstat(diskPath).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      zip.addReadStreamLazy(zipPath, { compress: false, size: stats.size, mtime: stats.mtime }, (open) => {
        reading = createReadStream(diskPath);
        open(null, reading);
      });
      return zipPath;
    },
    async finish(onSize) {
      // yazl's types omit the callback's argument: the total size, -1 when it cannot be known.
      const end = zip.end.bind(zip) as (options: object, onTotalSize?: (bytes: number) => void) => void;
      end({}, onSize);
      await written;
    },
  };
}
