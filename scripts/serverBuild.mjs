// The server and its command-line tools as plain JavaScript (dist-server/), so that `npm start` and
// `npm run admin|backup|restore|export` run on `node` alone, with no transpiler at each start.
// Plain JavaScript itself: it runs before anything is built.
import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveSearchBuildOptions, archiveSearchBundle } from './archiveSearchBuild.mjs';

export const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
export const serverBuildDir = join(projectRoot, 'dist-server');

// One bundle per program; dist-server/<name>.js.
export const serverEntries = {
  start: 'server/start.ts',
  admin: 'server/cli/admin.ts',
  backup: 'server/cli/backup.ts',
  restore: 'server/cli/restore.ts',
  export: 'server/cli/export.ts',
  // Issue 42: the book maker, a child process of the server (server/book/makerProcess.ts).
  book: 'server/book/bookMaker.ts',
};

// Worker threads the programs start, bundled beside them (not programs of runBuilt.mjs).
export const workerEntries = {
  basemapWorker: 'server/map/basemapWorker.ts',
};

// What the bundles are made from: if any of these is newer than the build, build again.
// (Packages stay outside the bundles and are loaded from node_modules as they are.)
const serverSources = ['server', 'shared', 'scripts/serverBuild.mjs', 'scripts/archiveSearchBuild.mjs', 'package.json'];

async function latestChange(path) {
  const info = await stat(path).catch(() => null);
  if (info === null) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of await readdir(path)) latest = Math.max(latest, await latestChange(join(path, entry)));
  return latest;
}

export async function serverIsStale(outDir = serverBuildDir) {
  const built = await stat(join(outDir, 'start.js')).catch(() => null);
  if (built === null) return true;
  const changes = await Promise.all(serverSources.map((source) => latestChange(join(projectRoot, source))));
  return Math.max(...changes) > built.mtimeMs;
}

/**
 * Bundles server/ and shared/ (ESM, for the oldest Node that `engines` allows) with source maps;
 * packages are imported from node_modules at run time. The build is written beside `outDir` and
 * moved in whole, so a process starting meanwhile never loads half a build.
 */
export async function buildServer(outDir = serverBuildDir) {
  const { build } = await import('esbuild');
  const staging = `${outDir}.${randomUUID()}`;
  try {
    await build({
      absWorkingDir: projectRoot,
      entryPoints: Object.entries({ ...serverEntries, ...workerEntries }).map(([out, source]) => ({ out, in: source })),
      outdir: staging,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node22.12',
      sourcemap: true,
      logLevel: 'warning',
    });
    await build({ ...archiveSearchBuildOptions, absWorkingDir: projectRoot, outfile: join(staging, archiveSearchBundle) });
    const previous = `${outDir}.${randomUUID()}`;
    await rename(outDir, previous).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, outDir).catch((error) => {
      // Another build of the same sources moved in meanwhile (two programs started at once): keep it.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
    await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// `node scripts/serverBuild.mjs [outDir]`: the build `npm run build` makes.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? serverBuildDir;
  await buildServer(outDir);
  console.info(`Serveur construit dans ${outDir}`);
}
