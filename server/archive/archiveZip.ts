import { lstat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

const isFile = async (path: string) => (await lstat(path).catch(() => undefined))?.isFile() ?? false;

export interface ArchiveZip {
  addPage(path: string, html: string): void;
  /** Adds a rendition from disk if it is there; answers the archive path to link to. */
  addImage(diskPath: string, zipPath: string): Promise<string | undefined>;
  /** Ends the zip and waits until `output` has taken all of it. */
  finish(): Promise<void>;
}

/** The archive's zip, streamed into `output` as entries are added. Photos are JPEG already: stored, not deflated. */
export function openArchiveZip(output: Writable): ArchiveZip {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, output);
  return {
    addPage: (path, html) => zip.addBuffer(Buffer.from(html, 'utf8'), path),
    async addImage(diskPath, zipPath) {
      if (!(await isFile(diskPath))) return undefined;
      zip.addFile(diskPath, zipPath, { compress: false });
      return zipPath;
    },
    async finish() {
      zip.end();
      await written;
    },
  };
}
