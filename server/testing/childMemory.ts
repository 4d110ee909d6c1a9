import { readdirSync, readFileSync } from 'node:fs';

/** What a watch saw at its worst: the resident memory of the matching processes, and how many ran at once. */
export interface ChildMemory {
  /** MB, the largest sum over the matching processes at one instant. */
  peakChildrenMb: number;
  /** MB, the largest sum of this process and the matching ones at one instant. */
  peakWithServerMb: number;
  mostAtOnce: number;
}

function residentKb(pid: string): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Reads /proc every 20 ms for processes whose command line holds `marker` (a test's data dir),
 * and sums their resident sizes: the real ffprobe and ffmpeg, measured, not mocked.
 */
export function watchChildMemory(marker: string): { stop(): ChildMemory } {
  const seen: ChildMemory = { peakChildrenMb: 0, peakWithServerMb: 0, mostAtOnce: 0 };
  const sample = () => {
    let kb = 0;
    let count = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid) || pid === String(process.pid)) continue;
      let command: string;
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!command.includes(marker)) continue;
      kb += residentKb(pid);
      count += 1;
    }
    const childrenMb = kb / 1024;
    seen.peakChildrenMb = Math.max(seen.peakChildrenMb, childrenMb);
    seen.peakWithServerMb = Math.max(seen.peakWithServerMb, childrenMb + process.memoryUsage.rss() / 1024 / 1024);
    seen.mostAtOnce = Math.max(seen.mostAtOnce, count);
  };
  const timer = setInterval(sample, 20);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { ...seen };
    },
  };
}
