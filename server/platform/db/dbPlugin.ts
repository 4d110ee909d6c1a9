import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { migrateToLatest, openDatabase } from './database.ts';
import { isPostgres } from './dialect.ts';
import type { DB } from './schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
  }
}

/** Opens PostgreSQL (DATABASE_URL) or `${DATA_DIR}/lapin.sqlite` and brings its schema up to date
 * before any route runs. */
export const dbPlugin = fp(
  async (app) => {
    const db = openDatabase(app.config, (error) => app.log.warn({ err: error }, 'database connection lost'));
    const postgres = isPostgres(db);
    try {
      await migrateToLatest(db);
      if (postgres) await logPostgresServer(db, app.log);
      else await checkSqliteFile(db, app.log);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      // Everything the WAL holds goes into the main file, so a copy of the folder taken after a
      // clean stop is complete without its -wal file.
      if (!postgres) {
        await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch((error: unknown) => app.log.error({ err: error }, 'WAL checkpoint failed'));
      }
      await db.destroy();
    });
  },
  { name: 'db' },
);

// quick_check reads every page but skips the index cross-checks: seconds, not minutes, on a
// family's database. A damaged file is reported loudly and the server still starts, so the
// family can read what is left and make a backup.
async function checkSqliteFile(db: Kysely<DB>, log: FastifyBaseLogger): Promise<void> {
  const rows = (await sql<{ quick_check: string }>`pragma quick_check`.execute(db)).rows;
  const problems = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
  if (problems.length === 0) log.info('database integrity (quick_check): ok');
  else log.error({ problems: problems.slice(0, 20) }, 'database integrity (quick_check) FAILED: restore a backup');
}

// PostgreSQL keeps its own files consistent (WAL, checksums if enabled); what helps an operator
// here is knowing which server and database this node really talks to.
async function logPostgresServer(db: Kysely<DB>, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await sql<{ version: string; database: string }>`select current_setting('server_version') as version, current_database() as database`.execute(db);
  log.info({ server: rows[0]?.version, database: rows[0]?.database }, 'database: PostgreSQL');
}
