import type { Generated, Kysely } from 'kysely';
import { pino } from 'pino';
import { idColumn } from '../platform/db/columns.ts';
import { openDatabase, type DatabaseLocation } from '../platform/db/database.ts';
import type { DB } from '../platform/db/schema.ts';
import { leaseTable, type LeaseTable } from '../platform/jobs/leaseTable.ts';

// A job table of the queue's tests alone, so that they test the queue and nothing of push or videos.

export interface TestJobsTable {
  id: Generated<number>;
  name: string;
  lease_node: string | null;
  lease_until: number | null;
  attempts: Generated<number>;
}

export type TestJobsDB = DB & { test_jobs: TestJobsTable };

export interface JobTable {
  db: Kysely<TestJobsDB>;
  leases: LeaseTable<number>;
  add(...names: string[]): Promise<number[]>;
  rows(): Promise<{ id: number; name: string; lease_node: string | null; lease_until: number | null; attempts: number }[]>;
}

/** Opens the storage's database and makes its `test_jobs` table if it has none. */
export async function openJobTable(location: DatabaseLocation): Promise<JobTable> {
  const db = openDatabase(location).withTables<{ test_jobs: TestJobsTable }>();
  await db.schema
    .createTable('test_jobs')
    .ifNotExists()
    .addColumn('id', 'integer', idColumn(db as unknown as Kysely<unknown>))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('lease_node', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  return {
    db,
    leases: leaseTable<TestJobsDB, 'test_jobs', number>(db, { table: 'test_jobs', due: (eb) => eb('name', 'is not', null), order: 'id' }),
    async add(...names) {
      const rows = await db
        .insertInto('test_jobs')
        .values(names.map((name) => ({ name })))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },
    rows: () => db.selectFrom('test_jobs').selectAll().orderBy('id').execute(),
  };
}

export const silentLog = pino({ level: 'silent' });
