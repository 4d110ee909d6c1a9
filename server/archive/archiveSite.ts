import { createElement, type ComponentType } from 'react';
import type { Writable } from 'node:stream';
import { openArchiveZip, type ArchiveZip } from './archiveZip.ts';

export interface ArchiveSite extends ArchiveZip {
  /** Draws `Page` with `props` into the zip at `path`, as a whole HTML file. */
  addArchivePage<P extends object>(path: string, Page: ComponentType<P>, props: P): void;
}

/**
 * The archive's zip, whose pages React draws (pages/*.tsx): React escapes every text and
 * attribute it is given, so family text can only ever be text, with no `escape` to forget.
 * Static markup: no hydration comments, no script. React's server renderer is loaded by the
 * first archive, not when the server starts: nothing else on the server draws HTML.
 */
export async function openArchiveSite(output: Writable): Promise<ArchiveSite> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const zip = openArchiveZip(output);
  return {
    ...zip,
    addArchivePage: (path, Page, props) => zip.addPage(path, `<!doctype html>\n${renderToStaticMarkup(createElement(Page, props))}\n`),
  };
}
