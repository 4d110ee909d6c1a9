import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 25: photos sent in the chat. `id` is the ImageStore name of the files under
  // media/chat/. A photo is uploaded first (message_ts null), then attached to one message of its
  // uploader; it goes with that message. One never attached is removed after a while
  // (chatImagesService.ts). The uploader's account may go: an attached photo stays with its message.
  await db.schema
    .createTable('chat_images')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('message_ts', 'bigint')
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('uploaded_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_images_message_ts').on('chat_images').column('message_ts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_images_message_ts').execute();
  await db.schema.dropTable('chat_images').execute();
}
