// Issue 41: the script of the archive's search page (search.html), bundled at export time into
// search.js. It runs from file:// with no network: the index comes as search-index.js, a plain
// script that sets `lapinSearchIndex`, since a page opened from a file may not fetch another.
// Results are written with textContent only: family text is never read as HTML.
import MiniSearch from 'minisearch';
import { archiveSearchOptions, searchArchive, type ArchiveSearchDoc, type ArchiveSearchHit } from './archiveSearchEngine.ts';
import { exportTexts as texts, frenchDateTime } from '../archiveTexts.ts';
import { searchKinds } from '../../../shared/searchTypes.ts';

declare global {
  interface Window {
    lapinSearchIndex?: object;
  }
}

const index = MiniSearch.loadJS<ArchiveSearchDoc>(window.lapinSearchIndex as never, archiveSearchOptions);
const field = document.getElementById('q') as HTMLInputElement;
const results = document.getElementById('results') as HTMLElement;
const status = document.getElementById('status') as HTMLElement;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function snippetOf(hit: ArchiveSearchHit): HTMLElement {
  const paragraph = element('p', undefined, 'text');
  let at = 0;
  for (const [start, end] of hit.highlights) {
    if (start < at) continue;
    paragraph.append(hit.snippet.slice(at, start), element('mark', hit.snippet.slice(start, end)));
    at = end;
  }
  paragraph.append(hit.snippet.slice(at));
  return paragraph;
}

function show(q: string): void {
  results.replaceChildren();
  const words = q.trim();
  if (words === '') {
    status.textContent = '';
    return;
  }
  const hits = searchArchive(index, words);
  status.textContent = hits.length === 0 ? texts.nothingFound(words) : texts.found(hits.length);
  for (const kind of searchKinds) {
    const group = hits.filter((hit) => hit.kind === kind);
    if (group.length === 0) continue;
    const section = element('section');
    section.append(element('h2', texts.searchGroup(texts.searchKinds[kind], group.length)));
    const list = element('ul', undefined, 'results');
    for (const hit of group) {
      const item = element('li');
      const link = element('a', hit.title);
      link.href = hit.url;
      item.append(link, snippetOf(hit), element('p', [hit.author, frenchDateTime(hit.ts)].filter(Boolean).join(' · '), 'meta'));
      list.append(item);
    }
    section.append(list);
    results.append(section);
  }
}

// Results as you type; the words stay in the address, so Back from a result finds them again.
field.addEventListener('input', () => {
  show(field.value);
  history.replaceState(null, '', `?q=${encodeURIComponent(field.value)}`);
});
document.getElementById('search-form')?.addEventListener('submit', (event) => event.preventDefault());
field.value = new URLSearchParams(location.search).get('q') ?? '';
document.getElementById('no-script')?.remove();
show(field.value);
