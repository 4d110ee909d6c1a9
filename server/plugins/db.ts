import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
  }
}

/** Opens `${DATA_DIR}/lapin.sqlite` and brings its schema up to date before any route runs. */
export const dbPlugin = fp(
  async (app) => {
    const db = openDatabase(app.config.dataDir);
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    // quick_check reads every page but skips the index cross-checks: seconds, not minutes, on a
    // family's database. A damaged file is reported loudly and the server still starts, so the
    // family can read what is left and make a backup.
    const rows = (await sql<{ quick_check: string }>`pragma quick_check`.execute(db)).rows;
    const problems = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
    if (problems.length === 0) app.log.info('database integrity (quick_check): ok');
    else app.log.error({ problems: problems.slice(0, 20) }, 'database integrity (quick_check) FAILED: restore a backup');
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      // Everything the WAL holds goes into the main file, so a copy of the folder taken after a
      // clean stop is complete without its -wal file.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch((error: unknown) => app.log.error({ err: error }, 'WAL checkpoint failed'));
      await db.destroy();
    });
  },
  { name: 'db' },
);
