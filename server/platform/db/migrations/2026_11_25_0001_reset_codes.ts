import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // At most one live code per account: issuing a new one replaces the old. Only a scrypt hash of
  // the code is kept, so a copy of the database resets nobody's password.
  await db.schema
    .createTable('reset_codes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    // The admin who issued it; null when it came from the command line (npm run admin).
    .addColumn('issued_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reset_codes').execute();
}
