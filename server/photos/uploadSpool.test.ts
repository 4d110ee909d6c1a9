import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SpoolLimitError, UploadSpool, sweepSpool } from './uploadSpool.ts';

function chunks(count: number, size: number): Readable {
  return Readable.from(Array.from({ length: count }, (_, i) => Buffer.alloc(size, i)));
}

describe('UploadSpool', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lapin-spool-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('writes each stream to its own file under a name it makes, and release removes them all', async () => {
    const spool = new UploadSpool(directory);
    const first = await spool.take(chunks(4, 1000));
    const second = await spool.take(Readable.from([Buffer.from('bonjour')]));
    expect(first.size).toBe(4000);
    expect((await readFile(first.path)).subarray(3000, 3002)).toEqual(Buffer.from([3, 3]));
    expect(await readFile(second.path, 'utf8')).toBe('bonjour');
    expect((await readdir(directory)).sort()).toEqual([first.path, second.path].map((path) => path.slice(directory.length + 1)).sort());
    for (const name of await readdir(directory)) expect(name).toMatch(/^[0-9a-f-]{36}\.upload$/);
    await spool.release();
    expect(await readdir(directory)).toEqual([]);
  });

  it('stops at its byte budget with SpoolLimitError, and release still removes the partial file', async () => {
    const spool = new UploadSpool(directory);
    await expect(spool.take(chunks(10, 1000), 5500)).rejects.toBeInstanceOf(SpoolLimitError);
    expect(await readdir(directory)).toHaveLength(1);
    await spool.release();
    expect(await readdir(directory)).toEqual([]);
  });

  it('sweeps files older than the grace period and keeps younger ones', async () => {
    await writeFile(join(directory, 'old.upload'), 'x');
    await writeFile(join(directory, 'young.upload'), 'y');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(join(directory, 'old.upload'), hourAgo, hourAgo);
    expect(await sweepSpool(directory, 10 * 60_000)).toBe(1);
    expect(await readdir(directory)).toEqual(['young.upload']);
    expect(await sweepSpool(directory, 0)).toBe(1);
    expect(await readdir(directory)).toEqual([]);
    expect(await sweepSpool(join(directory, 'absent'), 0)).toBe(0);
  });

  it('takes with a grace of 0 a file written in the same millisecond, whose mtime has sub-millisecond digits', async () => {
    const path = join(directory, 'now.upload');
    await writeFile(path, 'z');
    await utimes(path, 1_700_000_000.0005, 1_700_000_000.0005);
    expect(await sweepSpool(directory, 1, 1_700_000_000_000)).toBe(0);
    expect(await sweepSpool(directory, 0, 1_700_000_000_000)).toBe(1);
  });
});
