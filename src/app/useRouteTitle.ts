import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { commonTexts } from '../texts/commonTexts.ts';
import { sectionOf } from './routeSections.ts';

/** Titles the tab after the current route's section ('Lapinchat · Le terrier de Lapin'), so a row
 * of tabs and the browser history stay readable. The shells call it, so no screen has to.
 * `section` replaces the route's own name when the shell shows something else (signed out). */
export function useRouteTitle(section?: string): void {
  const { pathname } = useLocation();
  const title = commonTexts.documentTitle(section ?? sectionOf(pathname));
  // Before paint, so the tab never shows the previous screen's title over the new screen.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
