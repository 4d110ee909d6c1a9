import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { createBackup } from '../server/backup/createBackup.ts';
import { restoreBackup } from '../server/backup/restoreBackup.ts';
import { PhotoStore, imageSetFileNames, type SavedImage } from '../server/photos/photoStore.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { createTestApp, testAdmin } from '../server/testing/testApp.ts';

const run = promisify(execFile);
const MB = 1024 * 1024;

// The family of issue #11: 1,000 articles (one paragraph and one photo each) and 1,000 album
// photos in 10 albums, 2,000 photos in all, with real renditions on disk. Eight 12 MP photos are
// rendered once by the real pipeline and their files copied under 2,000 names, so building the
// family takes a minute, not an hour. Lapin's backup (online, hashed, verified) and restore
// (verified, extracted, migrated, renamed into place) are timed next to a bare `tar` of the same
// DATA_DIR and its extraction: the floor for moving those bytes, with no check at all.

export interface BackupBench {
  articles: number;
  photos: number;
  dataBytes: number;
  archiveBytes: number;
  backupSeconds: number;
  restoreSeconds: number;
  bareTarSeconds: number;
  bareUntarSeconds: number;
  bareArchiveBytes: number;
}

async function sizeOf(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}

/** A 12 MP photo with the weight of a phone's (about 3 MB): smooth areas, some grain. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const small = await makeLandscapeJpeg({ width: 1000, height: 750, seed });
  return sharp(small).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer();
}

async function copySet(store: PhotoStore, from: string, template: SavedImage, toDirectory: string): Promise<string> {
  const name = randomUUID();
  const source = join(store.root, from);
  for (const fileName of imageSetFileNames(template.name)) {
    const target = fileName.replace(template.name, name);
    await copyFile(join(source, fileName), join(toDirectory, target)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return name;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

export async function benchBackup({ articles = 1000, albumPhotos = 1000, albums = 10 } = {}): Promise<BackupBench> {
  const test = await createTestApp();
  const work = await mkdtemp(join(tmpdir(), 'lapin-bench-backup-'));
  try {
    const { app, dataDir } = test;
    const mediaRoot = join(dataDir, 'media');
    const store = new PhotoStore(mediaRoot);
    const templates: SavedImage[] = [];
    for (let seed = 1; seed <= 8; seed += 1) templates.push(await store.saveImageSet('modeles', await phonePhoto(seed)));

    const admin = await app.db.selectFrom('users').select('id').where('email', '=', testAdmin.email).executeTakeFirstOrThrow();
    const articleDirectory = join(mediaRoot, 'articles');
    await mkdir(articleDirectory, { recursive: true });
    const articleRows = [];
    for (let n = 0; n < articles; n += 1) {
      const name = await copySet(store, 'modeles', templates[n % templates.length]!, articleDirectory);
      const structure = [
        { type: 'text', name: 'paragraphe 1', content: `Jour ${n + 1} du voyage : la plage, le marché et le coucher de soleil.` },
        { type: 'image', name: 'image 2', content: name },
      ];
      articleRows.push({ writer_id: admin.id, ts: 1_700_000_000_000 + n * 60_000, title: `Jour ${n + 1}`, bandeau: 'En Bretagne', structure: JSON.stringify(structure) });
    }
    for (let start = 0; start < articleRows.length; start += 200) {
      await app.db.insertInto('articles').values(articleRows.slice(start, start + 200)).execute();
    }
    for (let a = 0; a < albums; a += 1) {
      await app.albums.createAlbum(`Album ${a + 1}`);
      const album = await app.db.selectFrom('albums').selectAll().where('name', '=', `Album ${a + 1}`).executeTakeFirstOrThrow();
      const directory = join(mediaRoot, 'albums', album.folder);
      await mkdir(directory, { recursive: true });
      const rows = [];
      for (let n = 0; n < albumPhotos / albums; n += 1) {
        const template = templates[(a + n) % templates.length]!;
        const name = await copySet(store, 'modeles', template, directory);
        rows.push({ album_id: album.id, name, comment: '', format: template.format, width: template.width, height: template.height, created_at: Date.now() });
      }
      await app.db.insertInto('album_images').values(rows).execute();
    }
    await store.removeCollection('modeles');
    const dataBytes = await sizeOf(dataDir);

    // Lapin, online: the app keeps its database open while the backup runs.
    const archive = join(work, 'famille.tar');
    let started = performance.now();
    const backup = await createBackup(dataDir, archive);
    const backupSeconds = seconds(started);
    const restored = join(work, 'restored');
    started = performance.now();
    await restoreBackup(archive, restored, false);
    const restoreSeconds = seconds(started);
    const restoredPhotos = (await readdir(join(restored, 'media', 'articles'))).length / 3;
    if (restoredPhotos !== articles) throw new Error(`restored ${restoredPhotos} article photos of ${articles}`);
    await rm(restored, { recursive: true, force: true });

    // Bare: tar and untar the same folder, with nothing hashed, verified or made consistent.
    const bareArchive = join(work, 'nu.tar');
    started = performance.now();
    await run('tar', ['-cf', bareArchive, '-C', dataDir, '.']);
    const bareTarSeconds = seconds(started);
    const bareTarget = join(work, 'nu');
    await mkdir(bareTarget);
    started = performance.now();
    await run('tar', ['-xf', bareArchive, '-C', bareTarget]);
    const bareUntarSeconds = seconds(started);

    const result: BackupBench = {
      articles,
      photos: articles + albumPhotos,
      dataBytes,
      archiveBytes: backup.bytes,
      backupSeconds,
      restoreSeconds,
      bareTarSeconds,
      bareUntarSeconds,
      bareArchiveBytes: (await stat(bareArchive)).size,
    };
    console.info(table(result));
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
    await test.close();
  }
}

function table(result: BackupBench): string {
  const size = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  return [
    `backup: ${result.articles} articles and ${result.photos} photos (DATA_DIR ${size(result.dataBytes)})`,
    `                         backup   restore   archive`,
    `  bare tar / untar   ${`${result.bareTarSeconds} s`.padStart(8)} ${`${result.bareUntarSeconds} s`.padStart(9)} ${size(result.bareArchiveBytes).padStart(9)}`,
    `  Lapin              ${`${result.backupSeconds} s`.padStart(8)} ${`${result.restoreSeconds} s`.padStart(9)} ${size(result.archiveBytes).padStart(9)}`,
    `  Lapin's backup hashes, writes, then re-reads and checks every file and the database;`,
    `  its restore checks every hash before writing, then checks again while extracting.`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchBackup();
  process.exit(0);
}
