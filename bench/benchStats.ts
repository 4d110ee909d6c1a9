import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

// What the benchmarks that run the server in a child process share: percentiles, JSON calls and
// the server's RSS sampled while a figure is taken.

const MB = 1024 * 1024;

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const round1 = (value: number) => Math.round(value * 10) / 10;

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A process's CPU time so far, user and system, in microseconds (/proc/<pid>/stat, 100 ticks a second). */
export async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export async function memory(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** Samples a process's RSS every 50 ms until stopped: its peak above the first sample. */
export function rssWatch(pid: number): { stop(): Promise<{ idleMB: number; peakAboveIdleMB: number }> } {
  let running = true;
  const samples: number[] = [];
  const loop = (async () => {
    while (running) {
      samples.push(await memory(pid));
      await delay(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const idle = samples[0]!;
      return { idleMB: Math.round(idle / MB), peakAboveIdleMB: Math.round((Math.max(...samples) - idle) / MB) };
    },
  };
}
