import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HandedOverFileStore } from './HandedOverFileStore.ts';

describe('HandedOverFileStore', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts no mkdir of its own, whose failure would be thrown where nothing catches it', async () => {
    const work = await mkdtemp(join(tmpdir(), 'lapin-tus-store-'));
    try {
      // A folder that cannot be made: its parent is a file.
      await writeFile(join(work, 'plain-file'), 'x');
      const directory = join(work, 'plain-file', 'tus');
      const mkdir = vi.spyOn(fs, 'mkdir');
      const store = new HandedOverFileStore({ directory });
      expect(store.directory).toBe(directory);
      expect(mkdir.mock.calls.filter(([path]) => path === directory)).toEqual([]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
