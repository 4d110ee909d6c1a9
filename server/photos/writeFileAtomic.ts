import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export const tempPrefix = '.tmp-';

/**
 * Writes `data` to a temp file in the target's directory, fsyncs it and renames it over the
 * target, so a reader sees the old file or the whole new one, never a partial one. The temp file
 * is removed on failure; after a crash, PhotoStore.sweepTemp() collects it.
 * Not write-file-atomic, which does the same write, fsync and rename: it names the temp file
 * after the target with a hash at the end (`photo.jpg.123456`), so the sweep would have to match
 * the end of names that kept files share, where a `.tmp-` prefix that no kept file has is enough.
 */
export async function writeFileAtomic(target: string, data: Uint8Array): Promise<void> {
  const temp = join(dirname(target), `${tempPrefix}${randomUUID()}`);
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Makes completed renames in `directory` durable across a power loss. */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function isTempFileName(fileName: string): boolean {
  return basename(fileName).startsWith(tempPrefix);
}
