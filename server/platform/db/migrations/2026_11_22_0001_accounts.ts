import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('first_name_key', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('access', 'integer', (column) => column.notNull())
    .addColumn('creation', 'bigint', (column) => column.notNull())
    .addColumn('lastseen', 'bigint')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
