import pg from 'pg';

// `server-pg` gives each test app a database of its own. Creating one from the migrated template
// copies every page of it (0.1–0.2 s on a quiet machine, up to 1 s on a busy one) and dropping it
// costs 55–70 ms more; most tests write a few rows. So a closed test's database is kept by its
// worker and emptied for the next test instead: its rows deleted, its sequences put back, the
// template's own rows (chat_clock) written again, in one statement of a few milliseconds. A
// database whose schema a test changed (the disk-full triggers of testing/fullDatabase.ts, say)
// does not match the template's catalogue any more: it is dropped, never handed out again.

/** How a database made from the template is put back as it was: read once, from a fresh copy. */
interface ResetPlan {
  fingerprint: string;
  reset: string;
}

/** Counts of what a test could add to a schema: tables, columns, indexes, triggers, functions. */
const fingerprintQuery = `
  select concat_ws(' ',
    (select count(*) from pg_class where relnamespace = 'public'::regnamespace),
    (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace = 'public'::regnamespace and not a.attisdropped),
    (select count(*) from pg_trigger),
    (select count(*) from pg_proc where pronamespace = 'public'::regnamespace),
    (select count(*) from pg_constraint where connamespace = 'public'::regnamespace),
    (select count(*) from pg_namespace),
    (select count(*) from kysely_migration)) as fingerprint`;

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function readPlan(client: pg.Client): Promise<ResetPlan> {
  const fingerprint = (await client.query<{ fingerprint: string }>(fingerprintQuery)).rows[0]!.fingerprint;
  const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_migration%' order by tablename`)).rows.map((row) => row.name);
  const statements = ['set session_replication_role = replica'];
  const restore: string[] = [];
  for (const table of tables) {
    statements.push(`delete from ${quoteIdentifier(table)}`);
    const { rows } = await client.query<{ rows: unknown[] | null }>(`select json_agg(t) as rows from ${quoteIdentifier(table)} t`);
    if (rows[0]!.rows !== null) restore.push(`insert into ${quoteIdentifier(table)} select * from json_populate_recordset(null::${quoteIdentifier(table)}, ${quoteLiteral(JSON.stringify(rows[0]!.rows))})`);
  }
  const sequences = await client.query<{ name: string; start: string; last: string | null }>(
    `select sequencename as name, start_value::text as start, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, start, last } of sequences.rows) statements.push(`select setval(${quoteLiteral(quoteIdentifier(name))}, ${last ?? start}, ${last !== null})`);
  statements.push(...restore, 'set session_replication_role = default');
  return { fingerprint, reset: statements.join(';\n') };
}

export interface DatabaseReuse {
  /** A kept database, emptied and ready, or undefined when none is kept (or none came back clean). */
  take(): Promise<string | undefined>;
  /** A fresh copy of the template, handed out for the first time: the plan is read from it. */
  learn(name: string): Promise<void>;
  keep(name: string): void;
}

export function databaseReuse(urlOf: (name: string) => string, drop: (name: string) => Promise<void>): DatabaseReuse {
  const kept: string[] = [];
  let plan: ResetPlan | undefined;

  async function withClient<T>(name: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    async take() {
      for (let name = kept.pop(); name !== undefined; name = kept.pop()) {
        const known = plan;
        if (known === undefined) return undefined;
        const clean = await withClient(name, async (client) => {
          const { rows } = await client.query<{ fingerprint: string }>(fingerprintQuery);
          if (rows[0]!.fingerprint !== known.fingerprint) return false;
          await client.query(known.reset);
          return true;
        }).catch(() => false);
        if (clean) return name;
        await drop(name);
      }
      return undefined;
    },
    async learn(name) {
      plan ??= await withClient(name, readPlan);
    },
    keep(name) {
      kept.push(name);
    },
  };
}
