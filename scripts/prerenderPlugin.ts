import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const run = promisify(execFile);

/**
 * Issue 26's first paint: the public pages drawn at build time with the real screens
 * (src/app/prerender.tsx, run in Node through Vite by scripts/prerenderPages.mjs), written
 * beside index.html as pages/<page>.html with their critical CSS. The server sends one for its
 * page (server/platform/spa.ts), so a phone paints the page from the HTML alone, and main.tsx
 * hydrates it once the scripts arrive. index.html stays the empty shell every other page (and
 * the service worker, offline) starts from. Written before precompressPlugin's closeBundle,
 * which compresses them.
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'lapin-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await run(process.execPath, [join(root, 'scripts', 'prerenderPages.mjs'), outDir], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
      });
    },
  };
}
