// `npm start` and `npm run admin|backup|restore|export`: `node scripts/runBuilt.mjs <program> [args]`
// runs dist-server/<program>.js in this same process, building it first when it is missing or
// older than the sources. No transpiler: the build is plain JavaScript.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBuildDir, serverEntries, serverIsStale } from './serverBuild.mjs';

/**
 * better-sqlite3 12 compiled with the headers of Node 24.19 or later calls
 * node::RemoveEnvironmentCleanupHook when a statement is collected, and a collection outside a
 * JavaScript context then aborts the process (README, "Node versions"). Such a build names that
 * function; the one scripts/sqliteForNode24.sh makes does not.
 */
async function sqliteBuildAborts() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 24 || (major === 24 && minor < 19)) return false;
  const packageDir = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
  const addon = await readFile(join(packageDir, 'build', 'Release', 'better_sqlite3.node')).catch(() => null);
  return addon !== null && addon.includes('RemoveEnvironmentCleanupHook');
}

const program = process.argv[2];
if (!(program in serverEntries)) {
  console.error(`Programme inconnu : ${program}. Au choix : ${Object.keys(serverEntries).join(', ')}.`);
  process.exit(1);
}
if (await sqliteBuildAborts()) {
  console.error(`better-sqlite3 a été compilé pour Node ${process.version} d'une façon qui arrête le serveur au premier ramasse-miettes.
Reconstruisez-le une fois avec :  scripts/sqliteForNode24.sh   (voir le README, « Node versions »).`);
  process.exit(1);
}
if (await serverIsStale()) {
  console.info(`Construction du serveur dans ${serverBuildDir}…`);
  await buildServer();
}
// The program reads its own arguments from process.argv[2] on, as under `node <file> args`.
process.argv.splice(1, 2, join(serverBuildDir, `${program}.js`));
await import(pathToFileURL(process.argv[1]).href);
