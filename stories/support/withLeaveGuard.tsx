import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createGuardedHistory, LeaveGuardContext } from '../../src/app/leaveGuard.ts';

/** The app's router over a guarded history, in memory at `route`: a screen story can show what
 * leaving asks. Stories using it set `parameters.ownRouter`. */
export function withLeaveGuard(route: string): Decorator {
  function GuardedRouter({ children }: { children: ReactNode }) {
    const [guarded] = useState(() => createGuardedHistory(UNSAFE_createMemoryHistory({ initialEntries: [route], v5Compat: true })));
    return (
      <LeaveGuardContext value={guarded.guard}>
        <HistoryRouter history={guarded.history}>{children}</HistoryRouter>
      </LeaveGuardContext>
    );
  }
  return (Story) => (
    <GuardedRouter>
      <Story />
    </GuardedRouter>
  );
}
