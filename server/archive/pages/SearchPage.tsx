import { exportTexts as texts } from '../archiveTexts.ts';
import { ArchivePage } from './ArchivePage.tsx';

/** Issue 41: the archive's search page. Its scripts (the index, then the engine) are files of the
 * archive beside it, so it works from file:// with no network; the results are drawn by search.js. */
export function SearchPage() {
  return (
    <ArchivePage title={texts.search} root="" scripts={['search-index.js', 'search.js']}>
      <h1>{texts.search}</h1>
      <form id="search-form" role="search">
        <input id="q" type="search" aria-label={texts.searchLabel} placeholder={`${texts.search}…`} autoComplete="off" autoFocus />
      </form>
      <p className="meta">{texts.searchHint}</p>
      <p id="no-script">{texts.searchNeedsScript}</p>
      <p id="status" role="status" />
      <div id="results" />
    </ArchivePage>
  );
}
