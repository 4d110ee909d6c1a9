import { percentile, round1 } from './benchStats.ts';

// The feed as the video benchmarks load it: a dozen articles, then clients asking for the first
// page back to back, to compare the feed's latency on an idle server and while videos are handled.

/** Twelve text articles, so that `POST /api/article/load` answers a full page. */
export async function publishFeed(url: string, token: string): Promise<void> {
  for (let n = 1; n <= 12; n += 1) {
    const form = new FormData();
    form.append('token', token);
    const structure = [{ type: 'text', name: 'text 1', content: `Jour ${n} : la marche jusqu'au refuge, puis la descente vers le lac.`.repeat(6) }];
    form.append('structure', JSON.stringify({ title: `Étape ${n}`, bandeau: 'Le tour du Mont-Blanc', structure }));
    const response = await fetch(`${url}/api/article/publish`, { method: 'POST', body: form });
    if (!response.ok) throw new Error(`publish answered ${response.status}`);
  }
}

export interface FeedLatency {
  p50: number;
  p99: number;
  requests: number;
}

/** p50 and p99 of request times in ms. */
export function latencyOf(times: readonly number[]): FeedLatency {
  return { p50: round1(percentile(times, 50)), p99: round1(percentile(times, 99)), requests: times.length };
}

/** `clients` clients asking for the feed back to back while `running()`: each latency to the end of its body, in ms. */
export async function feedTimes(url: string, token: string, running: () => boolean, clients = 4): Promise<number[]> {
  const times: number[] = [];
  const body = JSON.stringify({ token });
  const client = async () => {
    while (running()) {
      const started = performance.now();
      const response = await fetch(`${url}/api/article/load`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`article/load answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return times;
}

export async function feedLoad(url: string, token: string, running: () => boolean, clients = 4): Promise<FeedLatency> {
  return latencyOf(await feedTimes(url, token, running, clients));
}

/** A `running` for feedLoad that lasts `seconds`. */
export function forSeconds(seconds: number): () => boolean {
  const until = performance.now() + seconds * 1000;
  return () => performance.now() < until;
}
