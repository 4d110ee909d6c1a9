import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { commonTexts } from '../texts/commonTexts.ts';
import { sectionOf } from './routeSections.ts';

/** Titles the tab after the current route's section ('Lapinchat · Le terrier de Lapin'), so a row
 * of tabs and the browser history stay readable. The shells call it, so no screen has to.
 * `section` replaces the route's own name when the shell shows something else (signed out).
 * `unread` puts what is new in front, '(3) Accueil · Le terrier de Lapin', as a tab left in the
 * background shows it. */
export function useRouteTitle(section?: string, unread = 0): void {
  const { pathname } = useLocation();
  const named = commonTexts.documentTitle(section ?? sectionOf(pathname));
  const title = unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${named}` : named;
  // Before paint, so the tab never shows the previous screen's title over the new screen.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
