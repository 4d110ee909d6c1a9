import type { Kysely, Selectable } from 'kysely';
import type { DB, VideosTable } from '../platform/db/schema.ts';

export type VideoRow = Selectable<VideosTable>;
export type VideoRecord = VideoRow & { uploader: string };
export type NewVideoRow = Pick<VideoRow, 'id' | 'title' | 'description' | 'uploader_id' | 'ts' | 'duration' | 'width' | 'height' | 'source_file'>;

/** A job a node has taken: the video and the kept upload it works from. */
export interface ClaimedJob {
  id: string;
  sourceFile: string;
  attempts: number;
}

export interface JobOutcome {
  duration: number;
  width: number;
  height: number;
}

export function videosRepository(db: Kysely<DB>) {
  const withUploader = () =>
    db.selectFrom('videos').innerJoin('users', 'users.id', 'videos.uploader_id').selectAll('videos').select('users.first_name as uploader');

  return {
    async insert(row: NewVideoRow): Promise<void> {
      await db.insertInto('videos').values({ ...row, status: 'processing' }).execute();
    },

    findById(id: string): Promise<VideoRecord | undefined> {
      return withUploader().where('videos.id', '=', id).executeTakeFirst();
    },

    /** Newest first; the id breaks ties so the order never changes between two calls. */
    listNewestFirst(): Promise<VideoRecord[]> {
      return withUploader().orderBy('videos.ts', 'desc').orderBy('videos.id', 'desc').execute();
    },

    async edit(id: string, title: string, description: string): Promise<void> {
      await db.updateTable('videos').set({ title, description }).where('id', '=', id).execute();
    },

    async deleteRow(id: string): Promise<void> {
      await db.deleteFrom('videos').where('id', '=', id).execute();
    },

    /** The row as it was, or undefined when there was none. */
    async remove(id: string): Promise<VideoRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
        if (row) await trx.deleteFrom('videos').where('id', '=', id).execute();
        return row;
      });
    },

    /**
     * Takes the oldest due job whose lease is free or has run out: a node that died mid-way let
     * go of nothing, and its lease runs out `leaseMs` after its last renewal. The conditional
     * update makes the claim atomic: of two nodes after the same row, one gets it.
     */
    async claimNext(nodeId: string, now: number, leaseMs: number): Promise<ClaimedJob | undefined> {
      const candidates = await db
        .selectFrom('videos')
        .select(['id'])
        .where('status', '=', 'processing')
        .where('source_file', 'is not', null)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('ts')
        .limit(5)
        .execute();
      for (const { id } of candidates) {
        const claimed = await db
          .updateTable('videos')
          .set((eb) => ({ lease_node: nodeId, lease_until: now + leaseMs, attempts: eb('attempts', '+', 1), progress: 0 }))
          .where('id', '=', id)
          .where('status', '=', 'processing')
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
          .returning(['id', 'source_file', 'attempts'])
          .executeTakeFirst();
        if (claimed?.source_file) return { id: claimed.id, sourceFile: claimed.source_file, attempts: claimed.attempts };
      }
      return undefined;
    },

    /** False when the lease was lost (the video deleted, or taken by another node after a stall). */
    async renewLease(id: string, nodeId: string, until: number): Promise<boolean> {
      const result = await db.updateTable('videos').set({ lease_until: until }).where('id', '=', id).where('lease_node', '=', nodeId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setProgress(id: string, nodeId: string, progress: number): Promise<void> {
      await db.updateTable('videos').set({ progress }).where('id', '=', id).where('lease_node', '=', nodeId).execute();
    },

    /** Lets go of the jobs this node holds (a clean stop): the next start takes them up at once. */
    async releaseLeases(nodeId: string): Promise<void> {
      await db.updateTable('videos').set({ lease_node: null, lease_until: null }).where('lease_node', '=', nodeId).where('status', '=', 'processing').execute();
    },

    /** On SQLite one node only ever runs: every lease left in the file is a dead process's. */
    async releaseAllLeases(): Promise<void> {
      await db.updateTable('videos').set({ lease_node: null, lease_until: null }).where('status', '=', 'processing').execute();
    },

    /** False when the row is gone or no longer this node's: the caller removes what it made. */
    async markReady(id: string, nodeId: string, outcome: JobOutcome): Promise<boolean> {
      const result = await db
        .updateTable('videos')
        .set({ ...outcome, status: 'ready', progress: 100, source_file: null, lease_node: null, lease_until: null, message: null })
        .where('id', '=', id)
        .where('lease_node', '=', nodeId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markFailed(id: string, message: string): Promise<boolean> {
      const result = await db
        .updateTable('videos')
        .set({ status: 'failed', message, source_file: null, lease_node: null, lease_until: null })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** What the orphan sweep keeps: each video's files by its status. */
    async fileRefs(): Promise<Pick<VideoRow, 'id' | 'status' | 'source_file' | 'lease_until'>[]> {
      return db.selectFrom('videos').select(['id', 'status', 'source_file', 'lease_until']).execute();
    },
  };
}
