import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { BookPlan, PlanDay, PlanPhoto } from '../server/book/bookPlan.ts';
import { runMaker } from '../server/book/makerProcess.ts';
import { makeDataDir, processAdmin, startServerProcess } from '../server/testing/serverProcess.ts';
import { cpuMicros, postJson, round1 } from './benchStats.ts';
import { chatLoad, chatTimes } from './chatLoad.ts';
import { feedLoad, feedTimes, forSeconds, latencyOf, publishFeed } from './feedLoad.ts';

// Issue 42: the book maker on a big trip, as the server runs it (runMaker: niced, its heap and RSS
// bounded), beside a server process whose feed and chat are measured before, while and after the book is made.
// BOOK_BENCH_DAYS / _PHOTOS / _STORIES change the size (default: 30 days, 1,500 photos, 120 stories).

const days = Number(process.env.BOOK_BENCH_DAYS ?? 30);
const photos = Number(process.env.BOOK_BENCH_PHOTOS ?? 1500);
const stories = Number(process.env.BOOK_BENCH_STORIES ?? 120);
// Distinct phone-sized sources (12 MP), each used by several photos of the plan: every placement
// decodes and resamples its source again, as a real book does.
const SOURCES = 24;

async function sources(directory: string): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < SOURCES; i += 1) {
    const [width, height] = i % 3 === 2 ? [3000, 4000] : [4000, 3000];
    // Noise, not a flat colour: JPEG decoding and resampling cost what they cost on real photos.
    const noise = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    const path = join(directory, `source-${i}.jpg`);
    await sharp(noise).resize(width, height, { kernel: 'nearest' }).jpeg({ quality: 88 }).toFile(path);
    paths.push(path);
  }
  return paths;
}

const paragraph = 'Nous avons marché jusqu’au refuge : trois heures de montée, puis la vue sur le lac ! Le soir, "soupe et cartes" jusqu’à minuit ; personne ne voulait dormir. ';

function plan(files: readonly string[]): BookPlan {
  const photo = (n: number): PlanPhoto => ({ path: files[n % files.length]!, caption: n % 3 === 0 ? `Photo ${n} au bord du lac` : '', by: ['Marie', 'Paul', 'Grand Lapin'][n % 3]! });
  let next = 0;
  const storyPhotos = Math.min(photos, stories * 2);
  const planDays: PlanDay[] = [];
  for (let d = 0; d < days; d += 1) {
    const date = new Date(Date.UTC(2026, 6, 1 + d)).toISOString().slice(0, 10);
    const dayStories = Array.from({ length: Math.floor(((d + 1) * stories) / days) - Math.floor((d * stories) / days) }, (_, s) => ({
      title: `Étape ${d + 1}.${s + 1}`,
      bandeau: 'Une journée au grand air',
      author: 'Marie',
      blocks: [
        { kind: 'text' as const, text: paragraph.repeat(4) },
        ...(next < storyPhotos ? [{ kind: 'photo' as const, photo: photo(next++) }] : []),
        { kind: 'text' as const, text: paragraph.repeat(3) },
        ...(next < storyPhotos ? [{ kind: 'photo' as const, photo: photo(next++) }] : []),
      ],
    }));
    const left = photos - storyPhotos;
    const dayPhotos = Array.from({ length: Math.floor(((d + 1) * left) / days) - Math.floor((d * left) / days) }, () => photo(next++));
    planDays.push({ day: d + 1, date, places: [`Ville ${d + 1}, Islande`], points: [[-22 + d * 0.2, 64 - d * 0.02]], stories: dayStories, photos: dayPhotos });
  }
  return {
    format: 'A4',
    bleed: false,
    title: 'Islande 2026',
    start: planDays[0]!.date,
    end: planDays.at(-1)!.date,
    cover: photo(0),
    route: planDays.flatMap((day) => day.points),
    days: planDays,
    closing: { people: ['Grand Lapin', 'Marie', 'Paul'], days, countries: 1, km: 1234, photos, madeAt: Date.now() },
  };
}

/** The maker's pid: the child of this process running bookMaker. */
async function makerPid(): Promise<number | undefined> {
  for (const task of await readdir(`/proc/${process.pid}/task`)) {
    const children = (await readFile(`/proc/${process.pid}/task/${task}/children`, 'utf8')).trim().split(' ').filter(Boolean).map(Number);
    for (const pid of children) if ((await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('bookMaker')) return pid;
  }
  return undefined;
}

/** The CPU seconds `pid` used, read every 500 ms until it ends (the last reading). */
function cpuUntilExit(pid: number | undefined): () => number {
  let last = 0;
  if (pid === undefined) return () => Number.NaN;
  const timer = setInterval(() => void cpuMicros(pid).then((micros) => (last = micros), () => clearInterval(timer)), 500);
  return () => {
    clearInterval(timer);
    return last / 1e6;
  };
}

export async function benchBook(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'lapin-book-bench-'));
  const dataDir = await makeDataDir();
  const server = await startServerProcess(dataDir);
  try {
    const files = await sources(directory);
    const planPath = join(directory, 'plan.json');
    await writeFile(planPath, JSON.stringify(plan(files)));
    const { userToken: token } = await postJson<{ userToken: string }>(`${server.url}/api/user/login`, { email: encodeURIComponent(processAdmin.email), password: processAdmin.password });
    await publishFeed(server.url, token);
    await feedLoad(server.url, token, forSeconds(2));
    const idleBefore = await feedTimes(server.url, token, forSeconds(10));
    await chatLoad(server.url, token, forSeconds(2));
    const chatIdleBefore = await chatTimes(server.url, token, forSeconds(10));

    let peakMb = 0;
    let lastProgress = 0;
    const started = performance.now();
    const making = runMaker(planPath, join(directory, 'book.pdf'), { heapMb: 256, rssMb: 450, timeoutMs: 60 * 60_000 }, new AbortController().signal, (p) => (lastProgress = p), (mb) => (peakMb = mb));
    while (lastProgress === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const cpuSeconds = cpuUntilExit(await makerPid());
    const busy = await feedLoad(server.url, token, forSeconds(10));
    const chatBusy = await chatLoad(server.url, token, forSeconds(10));
    const progressAfterMeasure = lastProgress;
    const pages = await making;
    const cpu = cpuSeconds();
    const seconds = (performance.now() - started) / 1000;
    // Idle again once the book is made: the other work of a shared machine moves the p99 by
    // itself, so the idle figure pools a window before the book and one after it.
    const idleAfter = await feedTimes(server.url, token, forSeconds(10));
    const chatIdleAfter = await chatTimes(server.url, token, forSeconds(10));
    const idle = latencyOf([...idleBefore, ...idleAfter]);
    const chatIdle = latencyOf([...chatIdleBefore, ...chatIdleAfter]);
    const sides = (before: number[], after: number[]) => `p99 before ${latencyOf(before).p99} ms, after ${latencyOf(after).p99} ms`;
    const bytes = (await stat(join(directory, 'book.pdf'))).size;
    const ratio = busy.p99 / Math.max(1, idle.p99);
    const chatRatio = chatBusy.p99 / Math.max(1, chatIdle.p99);
    console.info(
      [
        `book: maker as the server runs it (niced, 256 MB heap, killed past 450 MB), ${days} days, ${photos} photos, ${stories} stories, A4`,
        `  time ${round1(seconds)} s (goal ≤ 600 s for 30 days and 1,500 photos), ${pages} pages, ${round1(bytes / 1024 / 1024)} MB`,
        `  ${(seconds / photos).toFixed(2)} s a photo; the maker's CPU ${round1(cpu)} s (from its first progress), ${(cpu / photos).toFixed(2)} CPU s a photo`,
        `  peak RSS of the maker ${round1(peakMb)} MB (goal ≤ 400 MB)`,
        `  POST /api/article/load, 4 connections: idle p50 ${idle.p50} ms p99 ${idle.p99} ms (${idle.requests} requests; ${sides(idleBefore, idleAfter)}); while the book is made (at ${progressAfterMeasure} %) p50 ${busy.p50} ms p99 ${busy.p99} ms (${busy.requests})`,
        `  p99 ratio ${ratio.toFixed(2)}× (goal ≤ 1.5×)`,
        `  chat, 4 connections each sending every 250 ms, send → delivered to the 3 others: idle p50 ${chatIdle.p50} ms p99 ${chatIdle.p99} ms (${chatIdle.requests} deliveries; ${sides(chatIdleBefore, chatIdleAfter)}); while the book is made p50 ${chatBusy.p50} ms p99 ${chatBusy.p99} ms (${chatBusy.requests})`,
        `  chat p99 ratio ${chatRatio.toFixed(2)}× (goal ≤ 1.5×)`,
      ].join('\n'),
    );
  } finally {
    server.child.kill('SIGKILL');
    await rm(directory, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
