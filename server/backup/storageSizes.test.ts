import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedReading, folderBytes } from './storageSizes.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('storage sizes', () => {
  it('adds up the files of a folder at any depth, not the links, and reads a missing folder as empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lapin-sizes-'));
    made.push(dir);
    await mkdir(join(dir, 'a', 'b'), { recursive: true });
    await writeFile(join(dir, 'one'), Buffer.alloc(1_000));
    await writeFile(join(dir, 'a', 'b', 'two'), Buffer.alloc(2_345));
    // 100 files: more than one batch of stats.
    for (let n = 0; n < 100; n += 1) await writeFile(join(dir, 'a', `p${n}`), Buffer.alloc(10));
    await symlink(join(dir, 'one'), join(dir, 'link'));

    await expect(folderBytes(dir)).resolves.toBe(1_000 + 2_345 + 100 * 10);
    await expect(folderBytes(join(dir, 'absent'))).resolves.toBe(0);
  });

  it('walks once for every caller within its time, then again, and at once after forget', async () => {
    let clock = 0;
    let walks = 0;
    const reading = new CachedReading(async () => (walks += 1), 10_000, () => clock);

    await Promise.all([reading.get(), reading.get()]);
    clock = 9_999;
    await expect(reading.get()).resolves.toBe(1);
    clock = 10_000;
    await expect(reading.get()).resolves.toBe(2);
    reading.forget();
    await expect(reading.get()).resolves.toBe(3);
    expect(walks).toBe(3);
  });

  it('does not keep a failed walk', async () => {
    let fail = true;
    const reading = new CachedReading(async () => {
      if (fail) throw new Error('EIO');
      return 'lu';
    }, 10_000, () => 0);

    await expect(reading.get()).rejects.toThrow('EIO');
    fail = false;
    await expect(reading.get()).resolves.toBe('lu');
  });
});
