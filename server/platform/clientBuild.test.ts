import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildClient, clientIsStale } from './clientBuild.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lapin-build-'));
  await mkdir(join(root, 'src', 'screens'), { recursive: true });
  await mkdir(join(root, 'dist'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function age(path: string, secondsAgo: number) {
  const time = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path, time, time);
}

async function writeAt(path: string, secondsAgo: number) {
  await writeFile(path, 'x');
  await age(path, secondsAgo);
}

describe('clientIsStale', () => {
  it('is stale when the build has no index.html', async () => {
    await expect(clientIsStale(join(root, 'dist'), root)).resolves.toBe(true);
  });

  it('is fresh when the build is newer than every source and folder', async () => {
    await writeAt(join(root, 'src', 'screens', 'Feed.tsx'), 60);
    for (const folder of [join(root, 'src', 'screens'), join(root, 'src')]) await age(folder, 60);
    await writeAt(join(root, 'dist', 'index.html'), 10);
    await expect(clientIsStale(join(root, 'dist'), root)).resolves.toBe(false);
  });

  it('is stale when a nested source changed after the build', async () => {
    await writeAt(join(root, 'dist', 'index.html'), 60);
    await writeAt(join(root, 'src', 'screens', 'Feed.tsx'), 10);
    await expect(clientIsStale(join(root, 'dist'), root)).resolves.toBe(true);
  });
});

describe('buildClient', () => {
  it('refuses a CLIENT_DIR that would hold the project', async () => {
    await expect(buildClient(root, root)).rejects.toThrow(/CLIENT_DIR/);
    await expect(buildClient(tmpdir(), root)).rejects.toThrow(/CLIENT_DIR/);
  });
});
