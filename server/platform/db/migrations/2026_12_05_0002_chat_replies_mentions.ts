import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 25. `reply_to`: the ts of the message answered, kept when that message is deleted (the
  // client then says "Message supprimé"), so no foreign key. `mentions`: JSON, one
  // {"id","at","length"} per `@pseudo` in the stored text (UTF-16 offsets), so the text is read back
  // with each mentioned account's current pseudo. Both null on the spec's messages.
  await db.schema.alterTable('chat_messages').addColumn('reply_to', 'bigint').execute();
  await db.schema.alterTable('chat_messages').addColumn('mentions', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('mentions').execute();
  await db.schema.alterTable('chat_messages').dropColumn('reply_to').execute();
}
