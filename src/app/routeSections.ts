import { matchPath } from 'react-router-dom';
import { shellTexts } from '../texts/shellTexts.ts';
import { routeTable } from './routeTable.ts';

/** The French name of the section a path shows, first in the tab's title. */
export function sectionOf(pathname: string): string {
  // The router's own patterns, so a path that shows the not-found screen is titled as one.
  for (const { pattern, section } of routeTable) {
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
    if (match) return section(match.params);
  }
  return shellTexts.sections.notFound;
}
