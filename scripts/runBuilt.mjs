// `npm start` and `npm run admin|backup|restore|export`: `node scripts/runBuilt.mjs <program> [args]`
// runs dist-server/<program>.js in this same process, building it first when it is missing or
// older than the sources. No transpiler: the build is plain JavaScript.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBuildDir, serverEntries, serverIsStale } from './serverBuild.mjs';

const program = process.argv[2];
if (!(program in serverEntries)) {
  console.error(`Programme inconnu : ${program}. Au choix : ${Object.keys(serverEntries).join(', ')}.`);
  process.exit(1);
}
if (await serverIsStale()) {
  console.info(`Construction du serveur dans ${serverBuildDir}…`);
  await buildServer();
}
// The program reads its own arguments from process.argv[2] on, as under `node <file> args`.
process.argv.splice(1, 2, join(serverBuildDir, `${program}.js`));
await import(pathToFileURL(process.argv[1]).href);
