import type { Kysely, Selectable } from 'kysely';
import type { DB, VideosTable } from '../platform/db/schema.ts';
import { inTransaction, indexVideo } from '../search/searchEntries.ts';
import { leaseTable } from '../platform/jobs/leaseTable.ts';

export type VideoRow = Selectable<VideosTable>;
export type VideoRecord = VideoRow & { uploader: string };
export type NewVideoRow = Pick<VideoRow, 'id' | 'title' | 'description' | 'uploader_id' | 'ts' | 'duration' | 'width' | 'height' | 'source_file'>;

/** A job a node has taken: the video and the kept upload it works from. */
export interface ClaimedJob {
  id: string;
  sourceFile: string;
  attempts: number;
  /** Seconds, as the upload's header declared it: what the job's time is measured against. */
  duration: number;
}

export interface JobOutcome {
  duration: number;
  width: number;
  height: number;
}

export function videosRepository(db: Kysely<DB>) {
  const withUploader = () =>
    db.selectFrom('videos').innerJoin('users', 'users.id', 'videos.uploader_id').selectAll('videos').select('users.first_name as uploader');

  const jobs = leaseTable<DB, 'videos', string>(db, {
    table: 'videos',
    due: (eb) => eb.and([eb('status', '=', 'processing'), eb('source_file', 'is not', null)]),
    order: 'ts',
    onClaim: { progress: 0 },
  });

  /** Takes up to `limit` due jobs whose lease is free or has run out (leaseTable.ts). */
  async function claim(nodeId: string, now: number, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    const claimed = await jobs.claim(nodeId, now, leaseMs, limit);
    if (claimed.length === 0) return [];
    const rows = await db.selectFrom('videos').select(['id', 'source_file', 'duration']).where('id', 'in', claimed.map((job) => job.id)).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claimed.flatMap((job) => {
      const row = byId.get(job.id);
      return row?.source_file ? [{ id: job.id, sourceFile: row.source_file, attempts: job.attempts, duration: Number(row.duration) }] : [];
    });
  }

  return {
    async insert(row: NewVideoRow): Promise<void> {
      // Issue 41: the video and its search entry commit together (found by others once ready).
      await inTransaction(db, async (trx) => {
        await trx.insertInto('videos').values({ ...row, status: 'processing' }).execute();
        await indexVideo(trx, row.id);
      });
    },

    findById(id: string): Promise<VideoRecord | undefined> {
      return withUploader().where('videos.id', '=', id).executeTakeFirst();
    },

    /** Newest first; the id breaks ties so the order never changes between two calls. */
    listNewestFirst(): Promise<VideoRecord[]> {
      return withUploader().orderBy('videos.ts', 'desc').orderBy('videos.id', 'desc').execute();
    },

    async edit(id: string, title: string, description: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.updateTable('videos').set({ title, description }).where('id', '=', id).execute();
        await indexVideo(trx, id);
      });
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

    /** The transcode queue's rows: a processing video with its upload kept, oldest first. */
    jobs,

    claim,

    /** The oldest due job, if any (a node that died mid-way let go of nothing: see `claim`). */
    async claimNext(nodeId: string, now: number, leaseMs: number): Promise<ClaimedJob | undefined> {
      const [job] = await claim(nodeId, now, leaseMs, 1);
      return job;
    },

    async setProgress(id: string, nodeId: string, progress: number): Promise<void> {
      await db.updateTable('videos').set({ progress }).where('id', '=', id).where('lease_node', '=', nodeId).execute();
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
