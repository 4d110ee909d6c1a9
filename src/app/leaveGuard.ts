import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/** Asked before every in-app navigation; `leave` goes on with it. Answers whether it stopped it. */
export type LeaveGuard = (leave: () => void) => boolean;

export interface GuardedHistory {
  history: BrowserHistory;
  /** Sets the one guard (a screen at a time), or removes it. */
  guard(next: LeaveGuard | undefined): void;
}

// react-router's useBlocker needs a data router, whose code would add 14 KiB (brotli) to the sign-in
// page's first load, already near its 200 KiB budget. The app keeps its plain router over this
// history, which asks the guard before a link, a navigate() or the browser's back and forward
// buttons change the page. A back or forward is already done when the browser says so: it is
// undone at once (go(-delta)) and done again if the guard lets it go. Reloads and closed tabs are
// not asked: what they would lose is saved as it is typed.
export function createGuardedHistory(base: BrowserHistory = UNSAFE_createBrowserHistory({ v5Compat: true })): GuardedHistory {
  let current: LeaveGuard | undefined;
  /** The browser's move back that undid a stopped one is on its way: it is not news. */
  let undoing = false;
  /** A stopped back or forward the relative let go is on its way. */
  let redoing = false;
  const stopped = (leave: () => void) => current?.(leave) ?? false;
  const history: BrowserHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state) {
      if (!stopped(() => base.push(to, state))) base.push(to, state);
    },
    replace(to, state) {
      if (!stopped(() => base.replace(to, state))) base.replace(to, state);
    },
    go(delta) {
      if (!stopped(() => base.go(delta))) base.go(delta);
    },
    listen(listener) {
      return base.listen((update: Update) => {
        const delta = update.delta;
        if (update.action === 'POP' && delta) {
          if (undoing) {
            undoing = false;
            return;
          }
          if (redoing) redoing = false;
          else if (
            stopped(() => {
              redoing = true;
              base.go(delta);
            })
          ) {
            undoing = true;
            base.go(-delta);
            return;
          }
        }
        listener(update);
      });
    },
  };
  return {
    history,
    guard(next) {
      current = next;
    },
  };
}

export const LeaveGuardContext = createContext<GuardedHistory['guard'] | undefined>(undefined);

export interface LeaveAttempt {
  /** A navigation waits for the relative's answer. */
  blocked: boolean;
  /** Goes on with it. */
  proceed(): void;
  /** Stays on the page. */
  stay(): void;
}

/** While `shouldAsk()` answers true, leaving the screen waits for `proceed` or `stay`. Outside the
 * app's router (stories), nothing is guarded. */
export function useLeaveGuard(shouldAsk: () => boolean): LeaveAttempt {
  const setGuard = useContext(LeaveGuardContext);
  const [waiting, setWaiting] = useState<(() => void) | undefined>(undefined);

  useEffect(() => {
    if (!setGuard) return;
    setGuard((leave) => {
      if (!shouldAsk()) return false;
      setWaiting(() => leave);
      return true;
    });
    return () => setGuard(undefined);
  }, [setGuard, shouldAsk]);

  const proceed = useCallback(() => {
    setWaiting(undefined);
    waiting?.();
  }, [waiting]);
  const stay = useCallback(() => setWaiting(undefined), []);
  return { blocked: waiting !== undefined, proceed, stay };
}
