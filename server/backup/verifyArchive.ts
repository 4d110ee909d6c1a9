import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import tar from 'tar-stream';
import { backupMessages } from './backupMessages.ts';
import { DATABASE_PATH, isSafeArchivePath, MANIFEST_PATH, type BackupManifest } from './manifest.ts';
import { makeWorkDir } from './workFiles.ts';

export interface VerifiedArchive {
  manifest: BackupManifest | undefined;
  problems: string[];
}

export interface ReadArchiveOptions {
  /** Writes each verified entry under this folder (restore); nothing is written when absent. */
  extractTo?: string;
  /**
   * Where the database copy checked by integrity_check goes when not extracting: a work folder
   * of the caller's. Without it, one beside the archive, removed after (never /tmp: the copy
   * holds every password hash, and a kill would leave it there).
   */
  workParent?: string;
}

/**
 * Reads a backup archive once, start to end: every entry's size and SHA-256 against the manifest,
 * no entry missing or unexpected, names limited to what a backup holds, and the database's
 * `PRAGMA integrity_check`. With `extractTo`, entries are written there as they are read; the
 * caller throws the folder away unless `problems` is empty.
 */
export async function readArchive(file: string, options: ReadArchiveOptions = {}): Promise<VerifiedArchive> {
  const problems: string[] = [];
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  let work: string | undefined;

  try {
    work = options.extractTo === undefined ? await makeWorkDir(options.workParent ?? dirname(file), 'verify') : undefined;
    const databaseCopy = join(options.extractTo ?? work!, DATABASE_PATH);
    const extract = tar.extract();
    extract.on('entry', (header, stream, next) => {
      const path = header.name;
      const done = (error?: unknown) => (error ? next(error as Error) : next());
      if (header.type !== 'file' || !isSafeArchivePath(path) || seen.has(path)) {
        problems.push(backupMessages.unexpectedEntry(path));
        stream.resume();
        stream.on('end', () => done());
        return;
      }
      if (path === MANIFEST_PATH) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
        stream.on('end', () => {
          manifestText = Buffer.concat(chunks).toString('utf8');
          done();
        });
        return;
      }
      const hash = createHash('sha256');
      let size = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      const target =
        path === DATABASE_PATH ? databaseCopy : options.extractTo ? join(options.extractTo, path) : undefined;
      const sink = async () => {
        if (target) {
          await mkdir(dirname(target), { recursive: true });
          await pipeline(stream, counted, createWriteStream(target, { flags: 'wx' }));
        } else {
          await pipeline(stream, counted, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
        }
        seen.set(path, { size, sha256: hash.digest('hex') });
      };
      sink().then(() => done(), done);
    });
    await pipeline(createReadStream(file), extract);

    let manifest: BackupManifest | undefined;
    if (manifestText === undefined) problems.push(backupMessages.noManifest);
    else {
      try {
        manifest = JSON.parse(manifestText) as BackupManifest;
      } catch {
        problems.push(backupMessages.badManifest);
      }
    }
    if (manifest) {
      const listed = new Set<string>();
      for (const expected of manifest.files ?? []) {
        listed.add(expected.path);
        const actual = seen.get(expected.path);
        if (!actual) problems.push(backupMessages.missingEntry(expected.path));
        else if (actual.size !== expected.size) problems.push(backupMessages.sizeMismatch(expected.path));
        else if (actual.sha256 !== expected.sha256) problems.push(backupMessages.hashMismatch(expected.path));
      }
      for (const path of seen.keys()) if (!listed.has(path)) problems.push(backupMessages.unexpectedEntry(path));
      if (!listed.has(DATABASE_PATH)) problems.push(backupMessages.missingEntry(DATABASE_PATH));
    }
    if (seen.has(DATABASE_PATH) && problems.length === 0) {
      const db = new SQLite(databaseCopy, { readonly: true });
      try {
        const result = db.pragma('integrity_check', { simple: true });
        if (result !== 'ok') problems.push(backupMessages.integrity(String(result)));
      } catch (error) {
        problems.push(backupMessages.integrity(error instanceof Error ? error.message : String(error)));
      } finally {
        db.close();
      }
    }
    return { manifest, problems };
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return { manifest: undefined, problems };
  } finally {
    if (work !== undefined) await rm(work, { recursive: true, force: true });
  }
}

export function verifyArchive(file: string, workParent?: string): Promise<VerifiedArchive> {
  return readArchive(file, { workParent });
}
