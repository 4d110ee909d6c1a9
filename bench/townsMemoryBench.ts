import { execFileSync } from 'node:child_process';

// Issue #39's memory on a small server: what the gazetteer (placeName) and the built-in basemap
// (a world tile, then a region's at zoom 8) keep and cost on their first use, each scenario in a
// fresh process (bench/townsMemoryProbe.ts) so its peak RSS is its own.

const scenarios = ['placeName', 'tile', 'both'] as const;

export function benchTownsMemory(): void {
  for (const scenario of scenarios) {
    const out = execFileSync(process.execPath, ['--expose-gc', '--no-warnings', 'bench/townsMemoryProbe.ts', scenario], { encoding: 'utf8' });
    console.info(out.trim().split('\n').at(-1));
  }
}
