import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page the build drew (scripts/prerenderPlugin.ts) and during that
 * drawing, true once the page's code runs it; always true for a page React renders itself. A
 * form drawn at build time must not submit before then: the browser would send it the native
 * way, the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
