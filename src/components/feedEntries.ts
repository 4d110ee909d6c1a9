import { ARTICLE_PAGE_SIZE } from '../../shared/articleLimits.ts';
import type { AlbumAddition } from '../../shared/albumAdditionTypes.ts';

export type FeedEntry<A extends { ts: number }> = { kind: 'article'; at: number; article: A } | { kind: 'addition'; at: number; addition: AlbumAddition };

/**
 * Album lines among the articles by time (issue 38): each line goes before the first article older
 * than it, and the articles keep the server's order. While older articles may follow, a line older
 * than the oldest article shown waits for them, so it never jumps down as pages come.
 */
export function feedEntries<A extends { ts: number }>(articles: readonly A[], additions: readonly AlbumAddition[]): FeedEntry<A>[] {
  const lines = [...additions].sort((a, b) => b.at - a.at);
  const entries: FeedEntry<A>[] = [];
  let next = 0;
  for (const article of articles) {
    for (; next < lines.length && lines[next]!.at > article.ts; next += 1) entries.push({ kind: 'addition', at: lines[next]!.at, addition: lines[next]! });
    entries.push({ kind: 'article', at: article.ts, article });
  }
  if (articles.length < ARTICLE_PAGE_SIZE) for (const line of lines.slice(next)) entries.push({ kind: 'addition', at: line.at, addition: line });
  return entries;
}
