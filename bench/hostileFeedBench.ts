import { openAsBlob } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Video } from '../shared/videoTypes.ts';
import { loadConfig } from '../server/platform/config.ts';
import { makeHostileVideos } from '../server/testing/hostileVideos.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../server/testing/serverProcess.ts';
import { postJson } from './benchStats.ts';
import { feedTimes, forSeconds, latencyOf, publishFeed, type FeedLatency } from './feedLoad.ts';
import { tusUpload } from './videoBench.ts';

// Issue 37: ten 5 KB MP4s declaring 60 million samples sent at once, again and again, while four
// clients read the feed; the same clients on the same server idle just before. `npm start`'s
// server in a child process (SQLite, default limits: one probe and one transcode at a time).

const WAVE = 10;

interface WaveCount {
  accepted: number;
  refused: Record<number, number>;
  failedJobs: number;
  readyJobs: number;
  /** Why the jobs failed, as their members read it. */
  failures: Set<string>;
}

/** One hostile upload: the video's id when the server took it, else the status it answered. */
async function sendBomb(server: ServerProcess, token: string, path: string, via: 'multipart' | 'tus'): Promise<string | number> {
  if (via === 'tus') {
    return tusUpload(await readFile(path), token, { endpoint: `${server.url}/api/upload/` }).catch(
      (error: { originalResponse?: { getStatus(): number } | null }) => error.originalResponse?.getStatus() ?? 0,
    );
  }
  const form = new FormData();
  form.append('token', token);
  form.append('title', 'Banc hostile');
  form.append('description', '');
  form.append('video', await openAsBlob(path, { type: 'video/mp4' }), 'bombe.mp4');
  const response = await fetch(`${server.url}/api/video/upload`, { method: 'POST', body: form });
  if (response.status !== 200) {
    await response.arrayBuffer();
    return response.status;
  }
  return ((await response.json()) as { video: Video }).video.id;
}

/** Ten at once, then until every job they made has ended: probed, refused or processed. */
async function wave(server: ServerProcess, token: string, path: string, via: 'multipart' | 'tus', count: WaveCount): Promise<void> {
  const answers = await Promise.all(Array.from({ length: WAVE }, () => sendBomb(server, token, path, via)));
  const ids = new Set(answers.filter((answer): answer is string => typeof answer === 'string'));
  for (const answer of answers) {
    if (typeof answer === 'number') count.refused[answer] = (count.refused[answer] ?? 0) + 1;
  }
  count.accepted += ids.size;
  while (ids.size > 0) {
    const { videos } = await postJson<{ videos: Video[] }>(`${server.url}/api/video/list`, { token });
    for (const video of videos) {
      if (!ids.has(video.id) || video.status === 'processing') continue;
      ids.delete(video.id);
      if (video.status === 'ready') count.readyJobs += 1;
      else {
        count.failedJobs += 1;
        count.failures.add(video.message ?? '');
      }
    }
    if (ids.size > 0) await delay(250);
  }
}

export interface HostileFeedFigure {
  idle: FeedLatency;
  hostile: FeedLatency;
  ratio: number;
  rounds: { idleP99: number; hostileP99: number }[];
  waves: number;
  seconds: number;
  count: WaveCount;
}

/** Waves of ten for `seconds` while the feed is read: the feed's request times, in ms. */
async function underAttack(server: ServerProcess, token: string, path: string, seconds: number, count: WaveCount): Promise<{ times: number[]; waves: number }> {
  let sending = true;
  let waves = 0;
  const attack = (async () => {
    const until = forSeconds(seconds);
    while (until()) {
      await wave(server, token, path, waves % 2 === 0 ? 'multipart' : 'tus', count);
      waves += 1;
    }
    sending = false;
  })();
  const times = await feedTimes(server.url, token, () => sending);
  await attack;
  return { times, waves };
}

/**
 * The machine these run on is shared: idle and hostile periods alternate, `rounds` times each,
 * so that the neighbours' load falls on both sides of the ratio alike.
 */
export async function benchHostileFeed({ seconds = 8, rounds = 3 } = {}): Promise<HostileFeedFigure> {
  const hostileFiles = await makeHostileVideos();
  const dataDir = await makeDataDir();
  const server = await startServerProcess(dataDir, {}, { stdoutFile: join(dataDir, 'server.log') });
  try {
    const { userToken: token } = await postJson<{ userToken: string }>(`${server.url}/api/user/login`, {
      email: encodeURIComponent(processAdmin.email),
      password: processAdmin.password,
    });
    await publishFeed(server.url, token);
    const warmUp: WaveCount = { accepted: 0, refused: {}, failedJobs: 0, readyJobs: 0, failures: new Set<string>() };
    // The first waves pay for loading the upload, probe and tus paths.
    await wave(server, token, hostileFiles.sampleTableBomb, 'multipart', warmUp);
    await wave(server, token, hostileFiles.sampleTableBomb, 'tus', warmUp);
    await feedTimes(server.url, token, forSeconds(2));

    const count: WaveCount = { accepted: 0, refused: {}, failedJobs: 0, readyJobs: 0, failures: new Set<string>() };
    const idleTimes: number[] = [];
    const hostileTimes: number[] = [];
    const perRound: HostileFeedFigure['rounds'] = [];
    let waves = 0;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      const idle = await feedTimes(server.url, token, forSeconds(seconds));
      const hostile = await underAttack(server, token, hostileFiles.sampleTableBomb, seconds, count);
      idleTimes.push(...idle);
      hostileTimes.push(...hostile.times);
      waves += hostile.waves;
      perRound.push({ idleP99: latencyOf(idle).p99, hostileP99: latencyOf(hostile.times).p99 });
    }
    const idle = latencyOf(idleTimes);
    const hostile = latencyOf(hostileTimes);
    const figure = {
      idle,
      hostile,
      ratio: hostile.p99 / Math.max(1, idle.p99),
      rounds: perRound,
      waves,
      seconds: Math.round((performance.now() - started) / 1000),
      count,
    };
    console.info(table(figure));
    return figure;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await Promise.all([rm(dataDir, { recursive: true, force: true }), hostileFiles.remove()]);
  }
}

function table({ idle, hostile, ratio, rounds, waves, seconds, count }: HostileFeedFigure): string {
  const { concurrency, maxMemoryMb } = loadConfig({}).videos;
  const refused = Object.entries(count.refused).map(([status, n]) => `${n}× ${status}`).join(', ') || 'none';
  return [
    `hostile videos: npm start's server in a child process (SQLite), ${availableParallelism()} cores, VIDEO_CONCURRENCY ${concurrency}, VIDEO_MAX_MEMORY_MB ${maxMemoryMb}`,
    `  POST /api/article/load, 4 clients, ${rounds.length} idle periods and ${rounds.length} hostile ones in turn (${seconds} s in all)`,
    `    idle: p50 ${idle.p50} ms p99 ${idle.p99} ms (${idle.requests} requests)`,
    `    during ${waves} waves of ${WAVE} MP4s declaring 60 M samples (multipart and tus in turn): p50 ${hostile.p50} ms p99 ${hostile.p99} ms (${hostile.requests} requests)`,
    `    p99 per round, idle → hostile: ${rounds.map((round) => `${round.idleP99} → ${round.hostileP99} ms`).join('; ')}`,
    `    uploads: ${count.accepted} taken (jobs: ${count.failedJobs} failed, ${count.readyJobs} ready), refused: ${refused}`,
    `    failed with: ${[...count.failures].map((message) => `« ${message} »`).join(', ') || 'none'}`,
    `    p99 ratio ${ratio.toFixed(2)}× (goal ≤ 2×: ${ratio <= 2 ? 'met' : 'NOT MET'})`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchHostileFeed();
  process.exit(0);
}
