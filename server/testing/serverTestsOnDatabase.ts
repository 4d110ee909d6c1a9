import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a test file imports when it opens a database: a test app, a test database, a real server
 * or CLI process over DATA_DIR and DATABASE_URL, or the embedded PostgreSQL itself. */
const opensDatabase = /testing\/(testApp|testDatabase|fullDatabase|serverProcess|runCli|embeddedPostgres)\.ts'|inject\('postgresAdminUrl'\)/;

/**
 * The server test files that open a database, for the PostgreSQL run of the suite. A file that
 * never does (a rule, a parser, the image pipeline on its own) has nothing to learn from a
 * second run against another database, so it runs once, in the SQLite project.
 */
export function serverTestsOnDatabase(root = 'server'): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(root, file))
    .filter((file) => opensDatabase.test(readFileSync(file, 'utf8')))
    .sort();
}
