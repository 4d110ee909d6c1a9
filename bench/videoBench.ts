import { spawn } from 'node:child_process';
import { createReadStream, openAsBlob } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, connect, type Socket } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Upload } from 'tus-js-client';
import { product } from '../shared/product.ts';
import type { Video } from '../shared/videoTypes.ts';
import { loadConfig } from '../server/platform/config.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../server/testing/serverProcess.ts';
import { probeVideo } from '../server/videos/probeVideo.ts';
import { planTranscode, transcodeThreads } from '../server/videos/transcodePlan.ts';
import { videoIdHeader } from '../server/videos/tusUploads.ts';
import { uploadChunkBytes } from '../src/api/resumableUpload.ts';
import { median, percentile, postJson, round1, rssWatch } from './benchStats.ts';
import { feedLoad, forSeconds, publishFeed } from './feedLoad.ts';
import { benchClips, paddedClip } from './videoClipsForBench.ts';

// Issue #23's figures, each next to a bare baseline in the same run, against `npm start`'s server
// in a child process (SQLite, default settings): upload to `ready` against bare ffmpeg with the
// job's own arguments; bytes sent again after a cut; the feed's p99 while a video is prepared;
// peak RSS while 2 GB arrive; the first byte of a range at the end of an MP4.

const MB = 1024 * 1024;
/** The browser's own tus chunk. */
const CHUNK_BYTES = uploadChunkBytes;


interface TusOptions {
  chunkSize?: number;
  endpoint: string;
  onProgress?: (sent: number, total: number) => void;
}

/** One upload as the browser makes it (tus, Bearer, chunks), resolved with the new video's id. */
export function tusUpload(source: Buffer | ReturnType<typeof createReadStream>, token: string, { chunkSize = CHUNK_BYTES, endpoint, onProgress }: TusOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    let videoId: string | undefined;
    const upload = new Upload(source, {
      endpoint,
      chunkSize,
      retryDelays: [0, 100, 250, 500, 1000, 2000],
      storeFingerprintForResuming: false,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { kind: 'video', title: 'Banc vidéo', description: '' },
      onAfterResponse: (_request, response) => {
        videoId = response.getHeader(videoIdHeader) ?? videoId;
      },
      onProgress,
      onSuccess: () => (videoId ? resolve(videoId) : reject(new Error('no video id'))),
      onError: reject,
    });
    upload.start();
  });
}

async function waitReady(url: string, token: string, id: string): Promise<Video> {
  for (;;) {
    const { video } = await postJson<{ video: Video }>(`${url}/api/video/get`, { token, id });
    if (video.status === 'ready') return video;
    if (video.status === 'failed') throw new Error(`video failed: ${video.message}`);
    await delay(100);
  }
}

function bareFfmpeg(ffmpegPath: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ended with ${code}`))));
  });
}

export interface ReadyFigure {
  label: string;
  sourceMB: number;
  mode: string;
  bareMs: number[];
  lapinMs: number[];
  ratio: number;
}

/** Alternates bare ffmpeg (the job's plan, the same arguments) and a whole upload to `ready`. */
async function benchUploadToReady(server: ServerProcess, token: string, label: string, path: string, rounds: number): Promise<ReadyFigure> {
  const { ffmpegPath, ffprobePath, targetHeight } = loadConfig({}).videos;
  const plan = planTranscode(await probeVideo(ffprobePath, path), { targetHeight, threads: transcodeThreads(availableParallelism()), maxSeconds: 30 * 60 });
  const bytes = await readFile(path);
  const out = join(tmpdir(), `lapin-bench-bare-${process.pid}.mp4`);
  const bareMs: number[] = [];
  const lapinMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let started = performance.now();
    await bareFfmpeg(ffmpegPath, plan.args(path, out));
    bareMs.push(Math.round(performance.now() - started));
    await rm(out, { force: true });

    started = performance.now();
    const id = await tusUpload(bytes, token, { endpoint: `${server.url}/api/upload/` });
    await waitReady(server.url, token, id);
    lapinMs.push(Math.round(performance.now() - started));
  }
  return { label, sourceMB: round1(bytes.length / MB), mode: plan.mode, bareMs, lapinMs, ratio: median(lapinMs) / median(bareMs) };
}

/** A TCP relay that counts the bytes going to the server and can cut every connection at once. */
async function cuttingRelay(target: string): Promise<{ url: string; sent(): number; cut(): void; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let sent = 0;
  const relay = createTcpServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (address === null || typeof address === 'string') throw new Error('no relay port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    sent: () => sent,
    cut: () => sockets.forEach((socket) => socket.destroy()),
    close: () => new Promise((resolve) => relay.close(() => resolve())),
  };
}

export interface ResendFigure {
  fileMB: number;
  sentMB: number;
  resentPercent: number;
}

/** A 200 MB upload through a relay that drops every connection once half the bytes have passed. */
async function benchResend(server: ServerProcess, token: string, path: string): Promise<ResendFigure> {
  const { size } = await stat(path);
  const relay = await cuttingRelay(server.url);
  try {
    let cut = false;
    const id = await tusUpload(createReadStream(path), token, {
      endpoint: `${relay.url}/api/upload/`,
      onProgress: () => {
        if (!cut && relay.sent() >= size / 2) {
          cut = true;
          relay.cut();
        }
      },
    });
    if (!cut) throw new Error('the upload was never cut');
    await waitReady(server.url, token, id);
    const resent = Math.max(0, relay.sent() - size);
    return { fileMB: round1(size / MB), sentMB: round1(relay.sent() / MB), resentPercent: round1((resent / size) * 100) };
  } finally {
    await relay.close();
  }
}

export interface FeedFigure {
  idleP99Ms: number;
  transcodeP99Ms: number;
  idleP50Ms: number;
  transcodeP50Ms: number;
  ratio: number;
  transcodeProgressAtEnd: number;
}

/** `POST /api/article/load` (4 connections, 10 s) on an idle server, then while the HEVC clip is prepared. */
async function benchFeedDuringTranscode(server: ServerProcess, token: string, hevc: string): Promise<FeedFigure> {
  await publishFeed(server.url, token);
  await feedLoad(server.url, token, forSeconds(2)); // warm-up
  const idle = await feedLoad(server.url, token, forSeconds(10));
  const id = await tusUpload(await readFile(hevc), token, { endpoint: `${server.url}/api/upload/` });
  // Measure once ffmpeg is at work, not while the upload is probed.
  for (;;) {
    const { video } = await postJson<{ video: Video }>(`${server.url}/api/video/get`, { token, id });
    if (video.progress > 0) break;
    await delay(100);
  }
  const busy = await feedLoad(server.url, token, forSeconds(10));
  const { video } = await postJson<{ video: Video }>(`${server.url}/api/video/get`, { token, id });
  if (video.status !== 'processing') throw new Error('the transcode ended before the measure did: use a longer clip');
  await waitReady(server.url, token, id);
  return {
    idleP50Ms: idle.p50,
    idleP99Ms: idle.p99,
    transcodeP50Ms: busy.p50,
    transcodeP99Ms: busy.p99,
    ratio: busy.p99 / Math.max(1, idle.p99),
    transcodeProgressAtEnd: video.progress,
  };
}

export interface RssFigure {
  fileMB: number;
  tus: { idleMB: number; peakAboveIdleMB: number };
  multipart: { idleMB: number; peakAboveIdleMB: number };
  bare: { idleMB: number; peakAboveIdleMB: number };
}

async function bareReceiver(): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bareUploadServer.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** 2 GB through tus (the browser's way), through the multipart call, and into a bare server. */
async function benchBigUpload(server: ServerProcess, token: string, path: string): Promise<RssFigure> {
  const { size } = await stat(path);
  const multipartForm = async (to: string) => {
    const form = new FormData();
    form.append('token', token);
    form.append('title', 'Banc 2 Go');
    form.append('description', '');
    form.append('video', await openAsBlob(path, { type: 'video/mp4' }), 'grand.mp4');
    const response = await fetch(to, { method: 'POST', body: form });
    if (!response.ok) throw new Error(`${to} answered ${response.status}: ${await response.text()}`);
    return response;
  };

  await delay(1000);
  let watch = rssWatch(server.child.pid!);
  const tusId = await tusUpload(createReadStream(path), token, { endpoint: `${server.url}/api/upload/`, chunkSize: CHUNK_BYTES });
  await waitReady(server.url, token, tusId);
  const tus = await watch.stop();

  await delay(1000);
  watch = rssWatch(server.child.pid!);
  const { video } = (await (await multipartForm(`${server.url}/api/video/upload`)).json()) as { video: Video };
  await waitReady(server.url, token, video.id);
  const multipart = await watch.stop();

  const bare = await bareReceiver();
  try {
    await delay(500);
    watch = rssWatch(bare.pid);
    await multipartForm(bare.url);
    return { fileMB: Math.round(size / MB), tus, multipart, bare: await watch.stop() };
  } finally {
    await bare.stop();
  }
}

export interface RangeFigure {
  fileMB: number;
  requests: number;
  lapin: { p50Ms: number; p99Ms: number };
  bare: { p50Ms: number; p99Ms: number };
}

/** Time to the first body byte of `Range: bytes=<last 1 MB>`, read to the end. */
async function rangeFirstBytes(url: string, headers: Record<string, string>, size: number, requests: number): Promise<{ p50Ms: number; p99Ms: number }> {
  const times: number[] = [];
  for (let n = 0; n < requests; n += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, range: `bytes=${size - MB}-${size - 1}` } });
    if (response.status !== 206) throw new Error(`range answered ${response.status}`);
    const reader = response.body!.getReader();
    let first = true;
    for (;;) {
      const { done } = await reader.read();
      if (first) {
        times.push(performance.now() - started);
        first = false;
      }
      if (done) break;
    }
  }
  return { p50Ms: round1(percentile(times, 50)), p99Ms: round1(percentile(times, 99)) };
}

/** A bare Node server answering the same range of the same file with a read stream. */
async function bareRangeServer(path: string, size: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer((request, response) => {
    const [, start, end] = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '') ?? [];
    response.writeHead(206, { 'content-type': 'video/mp4', 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(Number(end) - Number(start) + 1) });
    createReadStream(path, { start: Number(start), end: Number(end) }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/video.mp4`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function benchRange(server: ServerProcess, token: string, video: Video, requests: number): Promise<RangeFigure> {
  const path = join(server.dataDir, 'media', 'videos', `${video.id}.mp4`);
  const { size } = await stat(path);
  const headers = { cookie: `${product.sessionCookie}=${token}` };
  const bare = await bareRangeServer(path, size);
  try {
    await rangeFirstBytes(`${server.url}${video.url}`, headers, size, 20);
    await rangeFirstBytes(bare.url, {}, size, 20);
    const lapin = await rangeFirstBytes(`${server.url}${video.url}`, headers, size, requests);
    const bareFigure = await rangeFirstBytes(bare.url, {}, size, requests);
    return { fileMB: round1(size / MB), requests, lapin, bare: bareFigure };
  } finally {
    await bare.close();
  }
}

export interface VideoBench {
  ready: ReadyFigure[];
  resend: ResendFigure;
  feed: FeedFigure;
  rss: RssFigure;
  range: RangeFigure;
}

export async function benchVideo({ rounds = 2, bigBytes = 2_000_000_000, seconds = 60 } = {}): Promise<VideoBench> {
  const clips = await benchClips(seconds);
  const resendFile = await paddedClip(clips.small, 200 * MB);
  const bigFile = await paddedClip(clips.small, bigBytes);
  const dataDir = await makeDataDir();
  const server = await startServerProcess(dataDir, {}, { stdoutFile: join(dataDir, 'server.log') });
  try {
    const { userToken: token } = await postJson<{ userToken: string }>(`${server.url}/api/user/login`, {
      email: encodeURIComponent(processAdmin.email),
      password: processAdmin.password,
    });
    // Warm-up: the first upload pays for loading the tus and ffmpeg paths.
    await waitReady(server.url, token, await tusUpload(await readFile(clips.small), token, { endpoint: `${server.url}/api/upload/` }));

    const ready = [
      await benchUploadToReady(server, token, '60 s 1080p H.264 + AAC, MP4', clips.h264, rounds),
      await benchUploadToReady(server, token, '60 s 1080p HEVC + AAC, MOV, turned 90°', clips.hevc, rounds),
    ];
    const feed = await benchFeedDuringTranscode(server, token, clips.hevc);
    const { videos } = await postJson<{ videos: Video[] }>(`${server.url}/api/video/list`, { token });
    const longest = videos.filter((video) => video.status === 'ready').sort((a, b) => b.duration - a.duration)[0]!;
    const range = await benchRange(server, token, longest, 200);
    const resend = await benchResend(server, token, resendFile);
    const rss = await benchBigUpload(server, token, bigFile);
    const result: VideoBench = { ready, resend, feed, rss, range };
    console.info(table(result));
    await writeFile(join(tmpdir(), 'lapin-video-bench.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

function table(result: VideoBench): string {
  const { feed, resend, rss, range } = result;
  return [
    `video: npm start's server in a child process (SQLite), ${availableParallelism()} cores`,
    ...result.ready.flatMap((figure) => [
      `  ${figure.label}, ${figure.sourceMB} MB (${figure.mode})`,
      `    bare ffmpeg, the job's arguments        ${figure.bareMs.join(', ')} ms (median ${median(figure.bareMs)})`,
      `    tus upload to ready                      ${figure.lapinMs.join(', ')} ms (median ${median(figure.lapinMs)})`,
      `    ratio                                    ${figure.ratio.toFixed(2)}× (goal ≤ 1.15×: ${met(figure.ratio <= 1.15)})`,
    ]),
    `  cut at 50 % of a ${resend.fileMB} MB tus upload: ${resend.sentMB} MB sent, ${resend.resentPercent} % again (goal ≤ 10 %: ${met(resend.resentPercent <= 10)})`,
    `  POST /api/article/load, 4 connections: idle p50 ${feed.idleP50Ms} ms p99 ${feed.idleP99Ms} ms; during a transcode p50 ${feed.transcodeP50Ms} ms p99 ${feed.transcodeP99Ms} ms`,
    `    p99 ratio ${feed.ratio.toFixed(2)}× (goal ≤ 2×: ${met(feed.ratio <= 2)}; the transcode was at ${feed.transcodeProgressAtEnd} % when the measure ended)`,
    `  ${rss.fileMB} MB upload, peak RSS above idle: tus ${rss.tus.peakAboveIdleMB} MB (idle ${rss.tus.idleMB} MB), multipart ${rss.multipart.peakAboveIdleMB} MB, bare Node server ${rss.bare.peakAboveIdleMB} MB (goal < 300 MB: ${met(Math.max(rss.tus.peakAboveIdleMB, rss.multipart.peakAboveIdleMB) < 300)})`,
    `  first byte of the last 1 MB of a ${range.fileMB} MB MP4, ${range.requests} requests: Lapin p50 ${range.lapin.p50Ms} ms p99 ${range.lapin.p99Ms} ms; bare Node p50 ${range.bare.p50Ms} ms p99 ${range.bare.p99Ms} ms`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchVideo();
  process.exit(0);
}
