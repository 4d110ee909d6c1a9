import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './writeFileAtomic.ts';

describe('writeFileAtomic', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lapin-atomic-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('writes the file and leaves no temp file behind', async () => {
    await writeFileAtomic(join(directory, 'a.jpg'), Buffer.from('contenu'));
    expect(await readdir(directory)).toEqual(['a.jpg']);
    expect(await readFile(join(directory, 'a.jpg'), 'utf8')).toBe('contenu');
  });

  it('replaces an existing file whole', async () => {
    await writeFile(join(directory, 'a.jpg'), 'ancien');
    await writeFileAtomic(join(directory, 'a.jpg'), Buffer.from('nouveau'));
    expect(await readFile(join(directory, 'a.jpg'), 'utf8')).toBe('nouveau');
  });

  it('removes its temp file when the rename fails', async () => {
    await mkdir(join(directory, 'taken'));
    await writeFile(join(directory, 'taken', 'inside'), 'x');
    await expect(writeFileAtomic(join(directory, 'taken'), Buffer.from('x'))).rejects.toThrow();
    expect(await readdir(directory)).toEqual(['taken']);
  });
});
