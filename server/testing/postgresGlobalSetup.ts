import type { TestProject } from 'vitest/node';
import { migrateToLatest, openPostgresDatabase } from '../platform/db/database.ts';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';
import { MIGRATED_TEMPLATE } from './postgresTemplate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the embedded PostgreSQL the `server-pg` project runs against. */
    postgresAdminUrl?: string;
  }
}

/**
 * One PostgreSQL server for the whole `server-pg` run; each test app gets its own database in it
 * (testing/testDatabase.ts). Durability settings are off: a crashed test run loses nothing of value.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startEmbeddedPostgres();
  await server.createDatabase(MIGRATED_TEMPLATE);
  const template = openPostgresDatabase(server.urlOf(MIGRATED_TEMPLATE), 1);
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}
