import type { ReactNode } from 'react';
import { product } from '../../../shared/product.ts';
import { exportTexts as texts } from '../archiveTexts.ts';

export interface ArchivePageProps {
  title: string;
  /** '' at the root, '../' one folder down: every link is relative, so the archive opens anywhere. */
  root: string;
  children: ReactNode;
  /** Issue 41: the search page's scripts, files of the archive; every other page has none. */
  scripts?: readonly string[];
}

/**
 * The frame of every page of the offline archive: plain HTML and one stylesheet, no script but
 * the search page's, readable on a phone and from a USB stick. Paths are ids and UUIDs only.
 */
export function ArchivePage({ title, root, children, scripts = [] }: ArchivePageProps) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${product.title}`}</title>
        <link rel="stylesheet" href={`${root}style.css`} />
      </head>
      <body>
        <header>
          <nav aria-label={texts.sections}>
            <ul>
              <li><a href={`${root}index.html`}>{texts.home}</a></li>
              <li><a href={`${root}articles/page-1.html`}>{texts.articles}</a></li>
              <li><a href={`${root}albums/index.html`}>{texts.albums}</a></li>
              <li><a href={`${root}videos/index.html`}>{texts.videos}</a></li>
              <li><a href={`${root}chat/index.html`}>{texts.chat}</a></li>
              <li><a href={`${root}trips/index.html`}>{texts.trips}</a></li>
              <li><a href={`${root}search.html`}>{texts.search}</a></li>
            </ul>
          </nav>
        </header>
        <main>{children}</main>
        {scripts.map((src) => (
          <script key={src} src={`${root}${src}`} />
        ))}
      </body>
    </html>
  );
}
