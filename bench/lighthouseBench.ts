import { createServer, type Server } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { product } from '../shared/product.ts';
import { chromiumPath } from '../e2e/support/browser.ts';
import { buildClient, clientIsStale } from '../server/platform/clientBuild.ts';
import { makeDataDir, startServerProcess } from '../server/testing/serverProcess.ts';

// Issue 26's first paint: the public pages on a phone over slow 4G, as Lighthouse 12's mobile
// defaults measure them (simulated throttling, Moto G emulation, 4× CPU slowdown), against the
// real server in a child process serving the production build, next to a bare page of the same
// title from a bare node server. Lighthouse's simulated timings scale with this machine's CPU
// (2 cores shared), so every page runs several times and each figure is its median.
// LIGHTHOUSE_REPORTS=<dir> writes each run's full report there (treemap, bootup-time,
// mainthread-work-breakdown, unused-javascript) for profiling.

export const lighthouseGoals = { performance: 0.95, lcpMs: 2000 };
export const publicPages = ['/', '/register', '/about'] as const;

export interface PageFigures {
  page: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** The LCP element of the run with the median LCP, and that run's LCP phases. */
  lcpElement: string;
  lcpPhases: Record<string, number>;
}

const RUNS = 3;

const bareHtml = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${product.title}</title>
  </head>
  <body>
    <h1>${product.title}</h1>
  </body>
</html>`;

async function startBare(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(bareHtml);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

type ListItems = { items: Array<{ items?: Array<Record<string, unknown>> }> };

function lcpDetails(lhr: Result): { element: string; phases: Record<string, number> } {
  const details = lhr.audits['largest-contentful-paint-element']?.details as ListItems | undefined;
  const node = details?.items[0]?.items?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const phases: Record<string, number> = {};
  for (const row of details?.items[1]?.items ?? []) phases[String(row.phase)] = Math.round(Number(row.timing));
  return { element: node ? `${node.snippet ?? ''} « ${(node.nodeLabel ?? '').slice(0, 40)} »` : '(none)', phases };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(port: number, label: string, url: string, reportsDir: string | undefined): Promise<PageFigures> {
  const runs: Result[] = [];
  for (let run = 0, failures = 0; run < RUNS; ) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // On a busy machine a trace is now and then lost (NO_NAVSTART): that run is done again.
    if (result.lhr.runtimeError) {
      if (++failures > RUNS) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      continue;
    }
    run += 1;
    runs.push(result.lhr);
    if (reportsDir) await writeFile(join(reportsDir, `${label.replace(/^\//, '').replace(/\W+/g, '-') || 'root'}-${run}.json`), result.report as string);
  }
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcps = runs.map((lhr) => metric(lhr, 'largest-contentful-paint'));
  const medianRun = runs[lcps.indexOf(median(lcps))]!;
  const { element, phases } = lcpDetails(medianRun);
  return {
    page: label,
    performance: median(runs.map((lhr) => lhr.categories.performance?.score ?? 0)),
    lcpMs: median(lcps),
    fcpMs: median(runs.map((lhr) => metric(lhr, 'first-contentful-paint'))),
    tbtMs: median(runs.map((lhr) => metric(lhr, 'total-blocking-time'))),
    lcpElement: element,
    lcpPhases: phases,
  };
}

export async function benchLighthouse(): Promise<PageFigures[]> {
  // The production build `npm start` serves, rebuilt only when a source is newer.
  const clientDir = resolve('dist');
  if (await clientIsStale(clientDir)) {
    console.info(`building the client in ${clientDir}…`);
    await buildClient(clientDir);
  }
  const reportsDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportsDir) await mkdir(reportsDir, { recursive: true });
  const dataDir = await makeDataDir();
  const server = await startServerProcess(dataDir, { CLIENT_DIR: clientDir });
  const bare = await startBare();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const loadBefore = loadavg()[0]!;
  try {
    const figures = [await measure(chrome.port, 'bare page', bare.url, reportsDir)];
    for (const page of publicPages) figures.push(await measure(chrome.port, page, `${server.url}${page}`, reportsDir));
    console.info(table(figures, loadBefore, loadavg()[0]!));
    return figures;
  } finally {
    chrome.kill();
    bare.server.close();
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

function table(figures: PageFigures[], loadBefore: number, loadAfter: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const met = (figure: PageFigures) =>
    figure.page === 'bare page' ? '' : figure.performance >= lighthouseGoals.performance && figure.lcpMs <= lighthouseGoals.lcpMs ? 'met' : 'NOT MET';
  const rows = figures.map((figure) =>
    [
      `  ${figure.page.padEnd(10)}`,
      figure.performance.toFixed(2).padStart(5),
      seconds(figure.lcpMs).padStart(8),
      seconds(figure.fcpMs).padStart(8),
      `${Math.round(figure.tbtMs)} ms`.padStart(7),
      met(figure).padEnd(7),
      figure.lcpElement,
    ].join('  '),
  );
  const phases = figures.map(
    (figure) => `  ${figure.page.padEnd(10)}  ${Object.entries(figure.lcpPhases).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ')}`,
  );
  return [
    `first paint: Lighthouse ${RUNS} runs a page, mobile defaults (slow 4G simulated, Moto G), medians; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (2 cores)`,
    `  page        score       LCP       FCP      TBT  goal     LCP element (goal: score ≥ ${lighthouseGoals.performance}, LCP ≤ ${seconds(lighthouseGoals.lcpMs)})`,
    ...rows,
    'LCP phases of the median run',
    ...phases,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLighthouse();
  process.exit(0);
}
