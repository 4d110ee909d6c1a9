import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { projectRoot } from '../../platform/projectRoot.ts';
import type { ArchiveSite } from '../archiveSite.ts';
import { SearchPage } from '../pages/SearchPage.tsx';
import { archiveSearchOptions, type ArchiveSearchDoc } from './archiveSearchEngine.ts';

let bundled: Promise<string> | undefined;

/**
 * The page's engine (archiveSearchScript.ts with MiniSearch and the French rules), bundled once per
 * process by esbuild, a dependency the server build uses already. Its stemmer package holds every
 * Snowball language, so the bundle is bigger than French alone would need; only the search page
 * loads it.
 */
export function archiveSearchScript(): Promise<string> {
  bundled ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [join(projectRoot, 'server/archive/search/archiveSearchScript.ts')],
      bundle: true,
      minify: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      write: false,
      legalComments: 'none',
      logLevel: 'warning',
    });
    const file = result.outputFiles[0];
    if (!file) throw new Error('archive search script: esbuild wrote nothing');
    return file.text;
  });
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
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
