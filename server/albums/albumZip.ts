import type { Writable } from 'node:stream';
import { openArchiveZip } from '../archive/archiveZip.ts';
import type { AlbumZipEntry } from './albumsService.ts';

/**
 * « Télécharger l'album »: the album's originals as one zip, streamed into `output` one file at
 * a time (archiveZip.ts), never copied whole to disk or memory. An original missing on disk is
 * left out. `onSize` learns the zip's length before its bytes flow. Answers how many photos went in.
 */
export async function writeAlbumZip(entries: readonly AlbumZipEntry[], output: Writable, onSize?: (bytes: number) => void): Promise<number> {
  const zip = openArchiveZip(output);
  let count = 0;
  for (const entry of entries) if (await zip.addFile(entry.path, entry.name)) count += 1;
  await zip.finish(onSize);
  return count;
}
