import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '../backup/restoreBackup.ts';
import { backupMessages } from '../backup/backupMessages.ts';

// `npm run restore -- <file.tar> [--data-dir DIR] [--force]`.
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } } });
} catch {
  parsed = undefined;
}
const file = parsed?.positionals[0];
if (!parsed || !file || parsed.positionals.length > 1) {
  console.error(backupMessages.restoreUsage);
  process.exit(2);
}
// A SQLite archive put in DATA_DIR would be ignored by nodes that read PostgreSQL, so say so instead.
if (process.env.DATABASE_URL) {
  console.error(backupMessages.restorePostgres);
  process.exit(1);
}
const dataDir = resolve(parsed.values['data-dir'] ?? process.env.DATA_DIR ?? './data');
const started = performance.now();
restoreBackup(resolve(file), dataDir, parsed.values.force ?? false).then(
  () => console.info(backupMessages.restored(dataDir, ((performance.now() - started) / 1000).toFixed(1))),
  (error: unknown) => {
    console.error(error instanceof RestoreRefused ? error.message : `La restauration a échoué : ${String(error)}`);
    process.exitCode = 1;
  },
);
