import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { formatBytes } from '../../shared/formatBytes.ts';
import { loadConfig } from '../platform/config.ts';
import { DataDirBusy, refuseWhileHeld } from '../platform/dataDir/dataDirLock.ts';
import { writeFamilyArchive } from '../archive/writeFamilyArchive.ts';
import { makeWorkDir, sweepWorkFiles } from '../backup/workFiles.ts';

// `npm run export -- [--originals] <file.zip>`: the offline family archive, a website for a USB
// stick; with --originals it also holds every photo's kept original (many times heavier).
const args = process.argv.slice(2);
const originals = args.includes('--originals');
const [target, ...extra] = args.filter((arg) => arg !== '--originals');
if (!target || target.startsWith('-') || extra.length > 0) {
  console.error("Usage : npm run export -- [--originals] <fichier.zip>  (--originals : avec les photos d'origine, archive beaucoup plus lourde)");
  process.exit(2);
}
const file = resolve(target);
const config = loadConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ADMIN_PSEUDO: '' });
// It only reads, so a running server does not matter; a restore swapping the folder would.
await refuseWhileHeld(config.dataDir, ['restore'], "l'export").catch((error: unknown) => {
  if (!(error instanceof DataDirBusy)) throw error;
  console.error(error.message);
  process.exit(1);
});
// The zip is made in a work folder beside its target: what a killed export leaves, the next one removes.
await sweepWorkFiles(dirname(file));
const work = await makeWorkDir(dirname(file), 'export');
const temp = join(work, 'archive.zip');
const started = performance.now();
writeFamilyArchive(config, createWriteStream(temp, { flags: 'wx' }), { originals })
  .then(async (counts) => {
    await rename(temp, file);
    await rm(work, { recursive: true, force: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Archive écrite : ${file} (${formatBytes((await stat(file)).size)}, ${seconds} s) : ${counts.articles} articles, ${counts.albums} albums, ${counts.photos} photos${originals ? " avec leurs originaux" : ''}, ${counts.messages} messages, ${counts.videos} vidéos. Ouvrez index.html après l'avoir décompressée.`,
    );
  })
  .catch(async (error: unknown) => {
    await rm(work, { recursive: true, force: true });
    console.error(`L'archive n'a pas pu être écrite : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
