import { resolve } from 'node:path';
import { SingleBar } from 'cli-progress';
import { createBackup } from '../backup/createBackup.ts';
import { backupMessages } from '../backup/backupMessages.ts';
import { formatBytes } from '../../shared/formatBytes.ts';
import { loadConfig } from '../platform/config.ts';
import { DataDirBusy, refuseWhileHeld } from '../platform/dataDir/dataDirLock.ts';

// `npm run backup -- <file.tar>`: an online backup of DATA_DIR, verified once written.
const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error(backupMessages.usage);
  process.exit(2);
}

const { dataDir, databaseUrl } = loadConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ADMIN_PSEUDO: '' });
if (databaseUrl !== null) {
  console.error(backupMessages.postgres);
  process.exit(1);
}
// It only reads, so a running server does not matter; a restore swapping the folder would.
await refuseWhileHeld(dataDir, ['restore'], 'la sauvegarde').catch((error: unknown) => {
  if (!(error instanceof DataDirBusy)) throw error;
  console.error(error.message);
  process.exit(1);
});
const bar = process.stdout.isTTY ? new SingleBar({ format: 'Sauvegarde [{bar}] {value}/{total} fichiers', hideCursor: true }) : undefined;
const started = performance.now();
bar?.start(1, 0);
createBackup(dataDir, resolve(target), ({ done, total }) => {
  bar?.setTotal(total);
  bar?.update(done);
}).then(
  (result) => {
    bar?.stop();
    console.info(backupMessages.written(result.file, formatBytes(result.bytes), ((performance.now() - started) / 1000).toFixed(1)));
  },
  (error: unknown) => {
    bar?.stop();
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
