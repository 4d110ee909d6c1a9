import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('videos')
    // A server-made UUID: it names the video's files under DATA_DIR/media/videos too.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    // A video goes with its uploader's account, as articles do; the orphan sweep takes its files.
    .addColumn('uploader_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('progress', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('duration', 'double precision', (column) => column.notNull().defaultTo(0))
    .addColumn('width', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('height', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('message', 'text')
    // The upload as received, under DATA_DIR/media/videos, until its job ends; null after.
    .addColumn('source_file', 'text')
    // The job, in the database so that a node killed mid-way leaves it to the next start or to
    // another node: who holds it and until when (renewed while ffmpeg runs), and how many starts.
    .addColumn('lease_node', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('videos_ts').on('videos').columns(['ts']).execute();
  await db.schema.createIndex('videos_status').on('videos').columns(['status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('videos').execute();
}
