import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Article, LoadReply } from '../shared/articleTypes.ts';
import { articlesRepository } from '../server/articles/articlesRepository.ts';
import { image, publishOk, text } from '../server/testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { createTestApp, createUser } from '../server/testing/testApp.ts';

export interface Timing {
  p50Ms: number;
  p99Ms: number;
  bytes: number;
}

export interface ArticlesBench {
  articles: number;
  withImages: number;
  iterations: number;
  /** POST /api/article/load: token check, one indexed query of 15 rows with the writer, JSON. */
  load: Timing;
  /** POST /api/article/loadmore from the middle of the table. */
  loadMoreDeep: Timing;
  /** A bare Fastify route answering the same page as a constant. */
  bare: Timing;
  /** POST /api/article/image: one screen rendition of a 12 MP photo, base64. */
  screenImage: Timing;
  seedMs: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 1000) / 1000;
}

async function time(app: FastifyInstance, url: string, payload: object, iterations: number): Promise<Timing> {
  const run = () => app.inject({ method: 'POST', url, payload });
  const first = await run();
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  for (let i = 0; i < 50; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), bytes: Buffer.byteLength(first.body) };
}

/** Seeds 10,000 articles (a third with one to three 12 MP photos) and times the feed calls next to a bare route. */
export async function benchArticles({ count = 10_000, iterations = 1000 } = {}): Promise<ArticlesBench> {
  const test = await createTestApp();
  const bare = Fastify({ logger: false });
  try {
    const writer = await createUser(test.app, { firstName: 'Marie' });
    const token = writer.token ?? '';

    // Real uploads through the API: these image sets exist on disk, and seeded rows point at them.
    const photos = await Promise.all([1, 2, 3].map(async (seed) => ({ fileName: `IMG_${seed}.jpg`, bytes: await makeLandscapeJpeg({ seed }) })));
    const uploaded: Article = await publishOk(test.app, token, { structure: photos.map((photo, i) => image(i + 1, photo.fileName)) }, photos);
    const names = uploaded.content.structure.map((element) => element.content);

    const paragraph = 'Nous avons marché le long du lac, les enfants ont couru derrière les canards. '.repeat(4);
    const started = performance.now();
    let withImages = 1;
    await test.app.db.transaction().execute(async (trx) => {
      const articles = articlesRepository(trx);
      for (let n = 1; n < count; n += 1) {
        // Every third article has one, two or three photos.
        const imageCount = n % 3 === 0 ? 1 + ((n / 3) % 3) : 0;
        if (imageCount > 0) withImages += 1;
        const structure = [
          text(1, paragraph),
          ...names.slice(0, imageCount).map((name, i) => ({ type: 'image' as const, name: `image ${i + 2}`, content: name })),
          text(9, paragraph),
        ];
        await articles.insert(writer.id, {
          ts: Date.now(),
          title: `Étape ${n} : au bord du lac`,
          bandeau: 'Une journée au soleil, avec les cousins',
          structure: JSON.stringify(structure),
        });
      }
    });
    const seedMs = Math.round(performance.now() - started);

    const page = (await test.app.inject({ method: 'POST', url: '/api/article/load', payload: { token } })).json<LoadReply>();
    bare.post('/bare', async () => page);
    await bare.ready();

    const load = await time(test.app, '/api/article/load', { token }, iterations);
    const loadMoreDeep = await time(test.app, '/api/article/loadmore', { token, lastid: Math.floor(count / 2) }, iterations);
    const bareTiming = await time(bare, '/bare', {}, iterations);
    const screenImage = await time(test.app, '/api/article/image', { token, id: uploaded.id, name: names[0] }, Math.min(iterations, 200));

    const result = { articles: count, withImages, iterations, load, loadMoreDeep, bare: bareTiming, screenImage, seedMs };
    console.info(table(result));
    return result;
  } finally {
    await bare.close();
    await test.close();
  }
}

function table(result: ArticlesBench): string {
  const row = (label: string, timing: Timing) =>
    `| ${label.padEnd(36)} | ${String(timing.p50Ms).padStart(8)} | ${String(timing.p99Ms).padStart(8)} | ${String(timing.bytes).padStart(9)} |`;
  return [
    `articles: ${result.articles} (${result.withImages} with 12 MP photos), seeded in ${result.seedMs} ms, ${result.iterations} iterations`,
    '| call                                 | p50 (ms) | p99 (ms) |     bytes |',
    '|--------------------------------------|----------|----------|-----------|',
    row('POST /api/article/load', result.load),
    row('POST /api/article/loadmore (middle)', result.loadMoreDeep),
    row('bare Fastify, same JSON', result.bare),
    row('POST /api/article/image (screen)', result.screenImage),
    // Issue #13: photos are URLs, so a page of the feed stays small enough for a phone on 4G.
    `feed page JSON ${(result.load.bytes / 1000).toFixed(1)} KB (goal < 20 KB: ${result.load.bytes < 20_000 ? 'met' : 'NOT MET'})`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchArticles();
}
