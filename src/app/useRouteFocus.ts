import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazy screen may take to show its heading before focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

// A screen that suspended again keeps its old tree in the page, hidden: only a shown h1 counts.
function shownMainHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll<HTMLElement>('main h1')) {
    if (heading.getClientRects().length > 0) return heading;
  }
  return null;
}

/** A screen that puts focus on its own first control when it opens (the chat's message box,
 * spec §2) has already chosen where the relative starts: the heading must not take it back. */
function screenChoseFocus(heading: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== heading && active !== document.body && active.closest('main') !== null;
}

function focusHeading(heading: HTMLElement): void {
  if (screenChoseFocus(heading)) return;
  // A heading is not a control: -1 lets a script focus it without adding a tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** Focuses the main heading once it is shown; a lazy screen (Suspense) shows it later, so the
 * page is watched until then, within a bound. Returns the function that stops watching. */
export function focusMainHeadingWhenShown(timeoutMs = HEADING_WAIT_MS): () => void {
  const now = shownMainHeading();
  if (now) {
    focusHeading(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = shownMainHeading();
    if (!heading) return;
    stop();
    focusHeading(heading);
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
  return stop;
}

/** WCAG 2.4.3: after a navigation inside the app, focus moves to the new screen's main heading,
 * where a screen reader starts reading, instead of falling back to the page body. The first page
 * of a visit keeps the browser's own focus. Mounted once, above both shells, so going from the
 * login screen into the signed-in area counts as a navigation too. */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    return focusMainHeadingWhenShown();
  }, [pathname]);
}
