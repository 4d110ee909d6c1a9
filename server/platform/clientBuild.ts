import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { projectRoot } from './projectRoot.ts';

// What the client bundle is made from: if any of these is newer than the build, rebuild.
const clientSources = ['src', 'shared', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'];

async function newestTime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestTime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

export async function clientIsStale(clientDir: string, root = projectRoot): Promise<boolean> {
  const built = await stat(join(clientDir, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const sourceTimes = await Promise.all(clientSources.map((source) => newestTime(join(root, source))));
  return Math.max(...sourceTimes) > built.mtimeMs;
}

export async function buildClient(clientDir: string, root = projectRoot): Promise<void> {
  const fromRoot = relative(resolve(clientDir), resolve(root));
  if (fromRoot === '' || !fromRoot.startsWith('..')) {
    throw new Error(`CLIENT_DIR (${clientDir}) ne doit être ni le dossier du projet ni l'un de ses parents.`);
  }
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // Only an earlier build (or nothing) is ever emptied, never a folder someone pointed at by mistake.
    build: { outDir: clientDir, emptyOutDir: !existsSync(clientDir) || existsSync(join(clientDir, 'index.html')) },
  });
}
