import { Agent, request as httpRequest } from 'node:http';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { refreshRecentSearchIndex } from '../server/search/recentSearchIndex.ts';
import { backfillSearch } from '../server/search/searchBackfill.ts';
import { startEmbeddedPostgres } from '../server/testing/embeddedPostgres.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../server/testing/testApp.ts';
import { isPostgres } from '../server/platform/db/dialect.ts';
import { percentile, round1 } from './benchStats.ts';

// Issue 41: `POST /api/search` over 250,000 indexed items (100,000 chat messages, 50,000 comments,
// 10,000 stories, 90,000 photo captions), one to three words a query, on SQLite and on
// PostgreSQL. The content is written straight into its tables and indexed by the migration's own
// backfill (server/search/searchBackfill.ts), which is timed too; then the index's size on disk.

// Common words of family news (the stopwords are in the texts, never asked for).
const stopwords = 'le la les de des du un une et à au en pour avec sur dans nous on il elle est a été très puis'.split(' ');
const contentWords = (
  'matin soir journée lac montagne randonnée fromagerie église village marché plage soleil pluie neige sentier refuge vallée ' +
  'glacier cascade forêt chalet pique-nique gâteau anniversaire cousins grand-mère grand-père enfants vélo bateau train gare ' +
  'voiture château musée jardin fleurs marmotte chamois vaches chèvres fromage tarte crêpes glace café terrasse coucher lever ' +
  'photo vidéo souvenir vacances été hiver printemps automne Annecy Chamonix Lyon Paris Bretagne Provence Alpes Jura Vosges ' +
  'baignade pêche escalade ski luge raquettes balade promenade visite fête mariage naissance dîner déjeuner goûter apéritif ' +
  'boulangerie pâtisserie chocolat confiture miel pain croissant camping tente feu étoiles lune orage arc-en-ciel vent mer ' +
  'port phare falaise dune sable coquillages crabe mouette voilier kayak pont rivière source moulin ferme âne cheval poney'
).split(' ');

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** Content words follow a Zipf-like law: a few come often, most rarely. */
const contentWord = () => contentWords[Math.floor(contentWords.length * random() ** 2)]!;
const sentence = (words: number) => Array.from({ length: words }, () => (random() < 0.45 ? pick(stopwords) : contentWord())).join(' ');

export interface SearchBenchCounts {
  messages: number;
  comments: number;
  stories: number;
  captions: number;
}

/** The 250,000 items in its proportions, or `SEARCH_BENCH_ITEMS` of them (a quicker run on a busy machine). */
export function searchBenchCounts(items = Number(process.env.SEARCH_BENCH_ITEMS ?? 250_000)): SearchBenchCounts {
  if (!(Number.isSafeInteger(items) && items >= 1000)) throw new Error('SEARCH_BENCH_ITEMS: a whole number of at least 1000');
  const share = (part: number) => Math.round((items * part) / 250_000);
  return { messages: share(100_000), comments: share(50_000), stories: share(10_000), captions: share(90_000) };
}

/** One to three content words, as a relative types them (the last one a prefix). */
export const benchQuery = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(contentWords)).join(' ');

export async function seedContent(t: TestApp, counts: SearchBenchCounts): Promise<void> {
  const db = t.app.db;
  const members: TestUser[] = [];
  for (const firstName of ['Camille', 'Paul', 'Mamie', 'Papi', 'Léa']) members.push(await createUser(t.app, { firstName }));
  const start = Date.UTC(2024, 0, 1);
  const span = 2 * 365 * 86_400_000;
  const batch = async <Row>(count: number, make: (index: number) => Row, write: (rows: Row[]) => Promise<unknown>) => {
    for (let index = 0; index < count; index += 500) await write(Array.from({ length: Math.min(500, count - index) }, (_, offset) => make(index + offset)));
  };
  await batch(
    counts.stories,
    (index) => ({
      writer_id: pick(members).id,
      ts: start + Math.floor((index / counts.stories) * span),
      title: sentence(4),
      bandeau: sentence(8),
      structure: JSON.stringify([0, 1, 2].map((n) => ({ type: 'text', name: `p${n}`, content: sentence(40) }))),
      client_id: null,
    }),
    (rows) => db.insertInto('articles').values(rows).execute(),
  );
  const firstArticle = Number((await db.selectFrom('articles').select((eb) => eb.fn.min('id').as('id')).executeTakeFirstOrThrow()).id);
  await batch(
    counts.comments,
    (index) => ({ article_id: firstArticle + (index % counts.stories), writer_id: pick(members).id, ts: start + Math.floor((index / counts.comments) * span), text: sentence(12), client_id: null }),
    (rows) => db.insertInto('comments').values(rows).execute(),
  );
  await batch(
    counts.messages,
    (index) => {
      const member = pick(members);
      return { ts: start + Math.floor((index / counts.messages) * span) + index, sender_id: member.id, sender: member.firstName, color: '#336699', message: sentence(10), client_id: null, reply_to: null, mentions: null };
    },
    (rows) => db.insertInto('chat_messages').values(rows).execute(),
  );
  const albums = 100;
  for (let n = 0; n < albums; n += 1) await db.insertInto('albums').values({ name: `Album ${n} ${contentWord()}`, name_key: `album ${n}`, folder: `album${n}`, created_at: start + n }).execute();
  const firstAlbum = Number((await db.selectFrom('albums').select((eb) => eb.fn.min('id').as('id')).executeTakeFirstOrThrow()).id);
  await batch(
    counts.captions,
    (index) => ({
      album_id: firstAlbum + (index % albums),
      name: `photo-${index}`,
      comment: sentence(6),
      format: 'jpeg',
      width: 4000,
      height: 3000,
      created_at: start + Math.floor((index / counts.captions) * span),
      added_by: pick(members).id,
      sha256: null,
      video_id: null,
    }),
    (rows) => db.insertInto('album_images').values(rows).execute(),
  );
}

const agent = new Agent({ keepAlive: true });
function timedSearch(url: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/api/search`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`search answered ${response.statusCode}`))));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function indexBytes(t: TestApp): Promise<number> {
  if (isPostgres(t.app.db)) {
    const { rows } = await sql<{ bytes: string }>`select pg_total_relation_size('search_items') as bytes`.execute(t.app.db);
    return Number(rows[0]!.bytes);
  }
  const { rows } = await sql<{ bytes: number }>`select sum(pgsize) as bytes from dbstat where name like 'search%'`.execute(t.app.db);
  return Number(rows[0]!.bytes);
}

export interface SearchFigure {
  database: string;
  items: number;
  backfillSeconds: number;
  indexMB: number;
  p50: number;
  p99: number;
}

async function benchOne(database: string, t: TestApp, queries: number): Promise<SearchFigure> {
  await seedContent(t, searchBenchCounts());
  await sql`delete from search_items`.execute(t.app.db);
  const started = performance.now();
  await backfillSearch(t.app.db);
  const backfillSeconds = round1((performance.now() - started) / 1000);
  if (isPostgres(t.app.db)) {
    await sql`analyze search_items`.execute(t.app.db);
    // What the hourly check (searchPlugin.ts) does once the items are there.
    await refreshRecentSearchIndex(t.app.db);
  }
  const { count } = await t.app.db.selectFrom('search_items' as never).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(t.app, { firstName: 'Lectrice' });
  for (let n = 0; n < 50; n += 1) await timedSearch(url, { token: user.token, q: benchQuery() });
  const times: number[] = [];
  for (let n = 0; n < queries; n += 1) times.push(await timedSearch(url, { token: user.token, q: benchQuery() }));
  return { database, items: Number(count), backfillSeconds, indexMB: round1((await indexBytes(t)) / 1024 / 1024), p50: round1(percentile(times, 50)), p99: round1(percentile(times, 99)) };
}

export async function benchSearch({ queries = 1000 } = {}): Promise<SearchFigure[]> {
  const figures: SearchFigure[] = [];
  const sqlite = await createTestApp();
  try {
    figures.push(await benchOne('SQLite', sqlite, queries));
  } finally {
    await sqlite.close();
  }
  const postgres = await startEmbeddedPostgres();
  try {
    await postgres.createDatabase('lapin_search');
    const onPostgres = await createTestApp({ databaseUrl: postgres.urlOf('lapin_search') });
    try {
      figures.push(await benchOne('PostgreSQL', onPostgres, queries));
    } finally {
      await onPostgres.close();
    }
  } finally {
    await postgres.stop();
  }
  console.info(`search: ${queries} queries of one to three words, one after the other, over HTTP   goal p99 ≤ 25 ms`);
  console.info(['database', 'items', 'backfill s', 'index MB', 'p50 ms', 'p99 ms'].join('\t'));
  for (const figure of figures) console.info([figure.database, figure.items, figure.backfillSeconds, figure.indexMB, figure.p50, figure.p99].join('\t'));
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchSearch();
