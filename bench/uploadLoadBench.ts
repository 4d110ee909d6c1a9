import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { makeDataDir, processAdmin, startServerProcess } from '../server/testing/serverProcess.ts';

// Issue #11's load: 12 parallel publishes of about 95 MB of real 12 MP photos each, plus 10
// parallel album uploads of 5 photos, against the real server in a child process, while a
// monitor asks /healthz in a loop. The same requests go to a bare HTTP server that discards
// them, in the same run. Peak RSS is the kernel's high-water mark (VmHWM) of the server process.

export interface LoadSide {
  peakRssMB: number;
  /** RSS a few seconds after the last answer: memory the load did not give back. */
  settledRssMB: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthCount: number;
  loadSeconds: number;
  /** Status codes of the 22 requests, by code. */
  statuses: Record<number, number>;
}

export interface UploadLoadBench {
  publishBytes: number;
  uploadBytes: number;
  lapin: LoadSide;
  bare: LoadSide;
}

const MB = 1024 * 1024;

async function memory(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kB('VmRSS') * 1024, hwm: kB('VmHWM') * 1024 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Target {
  url: string;
  pid: number;
  token: string;
  album: string;
}

const healthProbe = `
const { parentPort, workerData } = require('node:worker_threads');
let loading = true;
const latencies = [];
parentPort.once('message', () => { loading = false; });
(async () => {
  while (loading) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error('/healthz answered ' + response.status);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(latencies);
})();
`;

function publishForm(token: string, n: number, photos: readonly Blob[]): FormData {
  const form = new FormData();
  form.append('token', token);
  const structure = photos.map((_, i) => ({ type: 'image', name: `image ${i + 1}`, content: `photo-${i}.jpg` }));
  form.append('structure', JSON.stringify({ title: `Voyage ${n}`, bandeau: 'Chargement', structure }));
  photos.forEach((photo, i) => form.append('images', photo, `photo-${i}.jpg`));
  return form;
}

function uploadForm(token: string, album: string, photos: readonly Blob[]): FormData {
  const form = new FormData();
  form.append('token', token);
  form.append('folder', album);
  for (const photo of photos) form.append('images', photo, 'photo.jpg');
  return form;
}

async function runLoad(target: Target, publishPhotos: readonly Blob[], albumPhotos: readonly Blob[]): Promise<LoadSide> {
  // The probe runs on its own thread: this one is busy pushing 1.4 GB of request bodies, and
  // its own event loop lag must not be counted as the server's.
  const monitor = new Worker(healthProbe, { eval: true, workerData: { url: `${target.url}/healthz` } });
  const latencies = new Promise<number[]>((resolve, reject) => {
    monitor.once('message', resolve);
    monitor.once('error', reject);
  });

  const started = performance.now();
  const post = async (path: string, body: FormData) => {
    const response = await fetch(`${target.url}${path}`, { method: 'POST', body });
    await response.arrayBuffer();
    return response.status;
  };
  const statuses = await Promise.all([
    ...Array.from({ length: 12 }, (_, n) => post('/api/article/publish', publishForm(target.token, n, publishPhotos))),
    ...Array.from({ length: 10 }, () => post('/api/admin/uploadImages', uploadForm(target.token, target.album, albumPhotos))),
  ]);
  const loadSeconds = (performance.now() - started) / 1000;
  monitor.postMessage('stop');
  const sorted = (await latencies).sort((a, b) => a - b);
  await monitor.terminate();
  const peak = await memory(target.pid);
  // Settling is the point of this wait: what RSS is once the load is over.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const settled = await memory(target.pid);
  const counted: Record<number, number> = {};
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
  return {
    peakRssMB: Math.round(peak.hwm / MB),
    settledRssMB: Math.round(settled.rss / MB),
    healthP50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    healthP99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
    healthCount: sorted.length,
    loadSeconds: Math.round(loadSeconds * 10) / 10,
    statuses: counted,
  };
}

async function json<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function loadLapin(publishPhotos: readonly Blob[], albumPhotos: readonly Blob[]): Promise<LoadSide> {
  const dataDir = await makeDataDir();
  const server = await startServerProcess(dataDir);
  try {
    const { userToken: token } = await json<{ userToken: string }>(`${server.url}/api/user/login`, {
      email: encodeURIComponent(processAdmin.email),
      password: processAdmin.password,
    });
    const album = 'Banc de charge';
    await json(`${server.url}/api/admin/createAlbum`, { token, folderName: album });
    const side = await runLoad({ url: server.url, pid: server.child.pid!, token, album }, publishPhotos, albumPhotos);
    const feed = await json<{ articles: unknown[] }>(`${server.url}/api/article/load`, { token });
    if (side.statuses[200] !== 22 || feed.articles.length !== 12) {
      throw new Error(`Lapin refused part of the load: ${JSON.stringify(side.statuses)}, ${feed.articles.length} articles`);
    }
    return side;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function loadBare(publishPhotos: readonly Blob[], albumPhotos: readonly Blob[]): Promise<LoadSide> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bareUploadServer.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = await new Promise<string>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /(http:\/\/\S+)/.exec(line);
        if (match?.[1]) resolve(match[1]);
      });
    });
    return await runLoad({ url, pid: child.pid!, token: 'bare', album: 'bare' }, publishPhotos, albumPhotos);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchUploadLoad(): Promise<UploadLoadBench> {
  // Nine 12 MP photos at quality 100 make one publish of about 95 MB, under the 100 MB budget.
  const publishBuffers = await Promise.all(Array.from({ length: 9 }, (_, i) => makeLandscapeJpeg({ quality: 100, seed: i + 1 })));
  const albumBuffers = await Promise.all(Array.from({ length: 5 }, (_, i) => makeLandscapeJpeg({ seed: i + 11 })));
  const publishPhotos = publishBuffers.map((bytes) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
  const albumPhotos = albumBuffers.map((bytes) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
  const sum = (buffers: Buffer[]) => buffers.reduce((total, bytes) => total + bytes.length, 0);

  const bare = await loadBare(publishPhotos, albumPhotos);
  const lapin = await loadLapin(publishPhotos, albumPhotos);
  const result: UploadLoadBench = { publishBytes: sum(publishBuffers), uploadBytes: sum(albumBuffers), lapin, bare };
  console.info(table(result));
  return result;
}

function table(result: UploadLoadBench): string {
  const row = (name: string, side: LoadSide) =>
    `  ${name.padEnd(6)} ${`${side.peakRssMB} MB`.padStart(8)} ${`${side.settledRssMB} MB`.padStart(9)} ${`${side.healthP50Ms} ms`.padStart(9)} ${`${side.healthP99Ms} ms`.padStart(9)} ${String(side.healthCount).padStart(7)} ${`${side.loadSeconds} s`.padStart(8)}`;
  return [
    `uploads: 12 publishes × ${(result.publishBytes / MB).toFixed(1)} MB (9 × 12 MP) + 10 album uploads × ${(result.uploadBytes / MB).toFixed(1)} MB (5 × 12 MP), all at once`,
    `  server peak RSS  settled  health p50 health p99 probes     load`,
    row('bare', result.bare),
    row('Lapin', result.lapin),
    `  targets: Lapin peak RSS < 600 MB, health p99 < 100 ms`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchUploadLoad();
  process.exit(0);
}
