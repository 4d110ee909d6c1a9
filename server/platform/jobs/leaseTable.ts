import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect.ts';

export type JobId = number | string;

/** The columns a table needs to hold jobs: who holds each and until when, and how many starts. */
export interface LeaseColumns {
  id: JobId;
  lease_node: string | null;
  lease_until: number | null;
  attempts: number;
}

/** A job a node has just taken; `attempts` counts this start. */
export interface ClaimedRow<Id extends JobId> {
  id: Id;
  attempts: number;
}

export interface LeaseTableSpec<D, T extends keyof D & string> {
  table: T;
  /** The rows that are jobs still to do, at `now`. */
  due: (eb: ExpressionBuilder<D, T>, now: number) => Expression<SqlBool>;
  /** Jobs are taken oldest first by this column, then by id. */
  order: string;
  /** Set on every claim, beside the lease (a video's progress back to 0). */
  onClaim?: Record<string, number | string | null>;
}

/** The statements of the job queue, on any table with `LeaseColumns`. */
export interface LeaseTable<Id extends JobId> {
  /** Takes up to `limit` due jobs whose lease is free or has run out, and counts a start for each. */
  claim(nodeId: string, now: number, leaseMs: number, limit: number): Promise<ClaimedRow<Id>[]>;
  /** Extends the leases of `ids` this node still holds, and answers those. */
  renew(ids: readonly Id[], nodeId: string, until: number): Promise<Id[]>;
  /** Lets go of `id`, which no node takes again before `at`. False when this node no longer held it. */
  retryLater(id: Id, nodeId: string, at: number): Promise<boolean>;
  remove(ids: readonly Id[]): Promise<void>;
  /** A clean stop: lets go of every job this node holds; those in `unstarted` get their start back. */
  release(nodeId: string, unstarted: readonly Id[]): Promise<void>;
  /** On SQLite one node only ever runs: every lease left in the file is a dead process's. */
  releaseAll(): Promise<void>;
}

// One statement's parameters stay well under SQLite's and PostgreSQL's limits.
const SLICE = 500;

async function bySlices<Id>(ids: readonly Id[], each: (slice: Id[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < ids.length; start += SLICE) await each(ids.slice(start, start + SLICE));
}

/**
 * The job table's statements. A claim is one update whose condition holds the lease test, so of
 * two nodes after the same rows only one gets each: PostgreSQL makes the second update read a row
 * again once the first committed, and finds it taken; SQLite runs one write at a time. On
 * PostgreSQL the rows are also picked with SKIP LOCKED, so a second node takes the next ones
 * rather than nothing.
 */
export function leaseTable<D, T extends keyof D & string, Id extends JobId>(db: Kysely<D>, spec: LeaseTableSpec<D, T>): LeaseTable<Id> {
  // Typed by the lease columns alone: the table is a parameter, its other columns the spec's.
  const jobs = db as unknown as Kysely<{ jobs: LeaseColumns }>;
  const table = spec.table as 'jobs';
  const postgres = isPostgres(db);
  const due = (eb: ExpressionBuilder<{ jobs: LeaseColumns }, 'jobs'>, now: number) =>
    eb.and([spec.due(eb as unknown as ExpressionBuilder<D, T>, now), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)])]);

  return {
    async claim(nodeId, now, leaseMs, limit) {
      let pick = jobs
        .selectFrom(table)
        .select('id')
        .where((eb) => due(eb, now))
        .orderBy(spec.order as 'id')
        .orderBy('id')
        .limit(limit);
      if (postgres) pick = pick.forUpdate().skipLocked();
      const rows = await jobs
        .updateTable(table)
        .set((eb) => ({ ...spec.onClaim, lease_node: nodeId, lease_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', pick)
        .where((eb) => due(eb, now))
        .returning(['id', 'attempts'])
        .execute();
      return rows as ClaimedRow<Id>[];
    },

    async renew(ids, nodeId, until) {
      const held: Id[] = [];
      await bySlices(ids, async (slice) => {
        const rows = await jobs.updateTable(table).set({ lease_until: until }).where('id', 'in', slice).where('lease_node', '=', nodeId).returning('id').execute();
        held.push(...rows.map((row) => row.id as Id));
      });
      return held;
    },

    async retryLater(id, nodeId, at) {
      const result = await jobs.updateTable(table).set({ lease_node: null, lease_until: at }).where('id', '=', id).where('lease_node', '=', nodeId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(ids) {
      await bySlices(ids, async (slice) => {
        await jobs.deleteFrom(table).where('id', 'in', slice).execute();
      });
    },

    async release(nodeId, unstarted) {
      await bySlices(unstarted, async (slice) => {
        await jobs
          .updateTable(table)
          .set((eb) => ({ lease_node: null, lease_until: null, attempts: eb('attempts', '-', 1) }))
          .where('id', 'in', slice)
          .where('lease_node', '=', nodeId)
          .execute();
      });
      await jobs.updateTable(table).set({ lease_node: null, lease_until: null }).where('lease_node', '=', nodeId).execute();
    },

    async releaseAll() {
      await jobs.updateTable(table).set({ lease_node: null, lease_until: null }).where('lease_node', 'is not', null).execute();
    },
  };
}
