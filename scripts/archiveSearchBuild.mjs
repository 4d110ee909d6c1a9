// Issue 41: the family archive's search page engine (a browser script: MiniSearch and the French
// rules). `npm run build` bundles it beside the server's programs, so an export reads a file instead
// of starting esbuild; run from the sources (tests, development), the archive writer bundles it with
// these same options. Plain JavaScript: the server build imports it before anything is built.
export const archiveSearchEntry = 'server/archive/search/archiveSearchScript.ts';
export const archiveSearchBundle = 'archiveSearch.js';
export const archiveSearchBuildOptions = {
  entryPoints: [archiveSearchEntry],
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
};
