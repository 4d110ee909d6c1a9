import { sql, type Kysely } from 'kysely';

// Issue 38: « Appareils connectés » lists each session with the device it was opened on and when it
// was last used. The device is a label from a fixed table (server/accounts/deviceLabel.ts), never the
// User-Agent itself; sessions opened before have none and read as an unknown device. Their last use
// starts at their sign-in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('device', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('last_used_at', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update sessions set last_used_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.alterTable('sessions').dropColumn('device').execute();
}
