import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { createGuardedHistory } from './leaveGuard.ts';

function guarded() {
  const base = UNSAFE_createMemoryHistory({ initialEntries: ['/app', '/app/publish'], initialIndex: 1, v5Compat: true });
  const { history, guard } = createGuardedHistory(base);
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  return { history, guard, seen, base };
}

describe('the guarded history', () => {
  it('goes where a link or navigate() says while no screen guards', () => {
    const { history, seen } = guarded();
    history.push('/app/chat');
    history.replace('/app/albums');
    expect(seen).toEqual(['/app/chat', '/app/albums']);
  });

  it('waits for the screen before a link leaves it, and goes on when let go', () => {
    const { history, guard, seen } = guarded();
    let leave: (() => void) | undefined;
    guard((go) => {
      leave = go;
      return true;
    });
    history.push('/app/chat');
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/app/publish');
    leave?.();
    expect(seen).toEqual(['/app/chat']);
  });

  it('undoes a back button the screen stops, and does it again when let go', () => {
    const { history, guard, seen, base } = guarded();
    let leave: (() => void) | undefined;
    guard((go) => {
      leave = go;
      return true;
    });
    // The browser's own back button: the move is made before anyone is asked.
    base.go(-1);
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/app/publish');
    leave?.();
    expect(seen).toEqual(['/app']);
    expect(history.location.pathname).toBe('/app');
  });

  it('lets everything through when the guard has nothing to ask', () => {
    const { history, guard, seen } = guarded();
    guard(() => false);
    history.push('/app/chat');
    history.go(-1);
    expect(seen).toEqual(['/app/chat', '/app/publish']);
  });
});
