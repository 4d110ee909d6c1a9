import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from './database.ts';

// SQLite's pragma numbers: 1 is NORMAL, 2 is FULL.
const FULL = 2;

describe('the SQLite file as the server opens it', () => {
  const dataDirs: string[] = [];
  afterEach(async () => {
    for (const dataDir of dataDirs.splice(0)) await rm(dataDir, { recursive: true, force: true });
  });

  it('syncs every commit (synchronous=FULL in WAL): an acknowledged write survives a power cut', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lapin-sync-'));
    dataDirs.push(dataDir);
    const db = openSqliteDatabase(dataDir);
    try {
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const { rows: synchronous } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(journal[0]?.journal_mode).toBe('wal');
      expect(synchronous[0]?.synchronous).toBe(FULL);
    } finally {
      await db.destroy();
    }
  });
});
