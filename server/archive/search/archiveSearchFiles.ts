import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { projectRoot } from '../../platform/projectRoot.ts';
import type { ArchiveSite } from '../archiveSite.ts';
import { SearchPage } from '../pages/SearchPage.tsx';
import { archiveSearchOptions, type ArchiveSearchDoc } from './archiveSearchEngine.ts';

let bundled: Promise<string> | undefined;

/**
 * The page's engine (archiveSearchScript.ts with MiniSearch and the French rules). Run from the
 * build (dist-server/), it is the file `npm run build` bundled beside this program
 * (scripts/archiveSearchBuild.mjs), so an export starts no esbuild process; run from the sources
 * (tests, development), esbuild bundles it once per process with the same options. Its stemmer
 * package holds every Snowball language, so the bundle is bigger than French alone would need; only
 * the search page loads it.
 */
export function archiveSearchScript(): Promise<string> {
  bundled ??= fromBuild ? readFile(join(here, 'archiveSearch.js'), 'utf8') : bundleFromSources();
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
}

const here = dirname(fileURLToPath(import.meta.url));
const fromBuild = !here.endsWith(join('archive', 'search'));

async function bundleFromSources(): Promise<string> {
  const [{ build }, options] = await Promise.all([import('esbuild'), import('../../../scripts/archiveSearchBuild.mjs')]);
  const result = await build({ ...options.archiveSearchBuildOptions, absWorkingDir: projectRoot, write: false });
  const file = result.outputFiles?.[0];
  if (!file) throw new Error('archive search script: esbuild wrote nothing');
  return file.text;
}

/** The items the archive's writer met, indexed as they come, then written as three files. */
export class ArchiveSearchFiles {
  private readonly index = new MiniSearch<ArchiveSearchDoc>(archiveSearchOptions);
  private readonly ids = new Set<string>();

  add(doc: ArchiveSearchDoc): void {
    if (this.ids.has(doc.id) || `${doc.title}${doc.text}`.trim() === '') return;
    this.ids.add(doc.id);
    this.index.add(doc);
  }

  get count(): number {
    return this.ids.size;
  }

  /** search.html, its index (a script setting `lapinSearchIndex`) and its engine. */
  async write(zip: ArchiveSite): Promise<void> {
    zip.addPage('search-index.js', `window.lapinSearchIndex=${JSON.stringify(this.index)};\n`);
    zip.addPage('search.js', await archiveSearchScript());
    zip.addArchivePage('search.html', SearchPage, {});
  }
}
