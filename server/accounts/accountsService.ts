import { createAccountsContext, type AccountsServiceDeps } from './accountsContext.ts';
import { createAdminService } from './adminService.ts';
import { createPasswordChange } from './passwordChange.ts';
import { createRegistrationService } from './registrationService.ts';
import { createResetCodesService } from './resetCodesService.ts';
import { createSessionsService } from './sessionsService.ts';

export type { AccountsServiceDeps } from './accountsContext.ts';

/** `app.accounts`: registration and the first admin, sessions, passwords, reset codes, and the
 * admin's status and role changes, one file each, sharing repositories, cache and throttles. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const ctx = createAccountsContext(deps);
  return {
    ...createRegistrationService(ctx),
    ...createSessionsService(ctx),
    ...createPasswordChange(ctx),
    ...createResetCodesService(ctx),
    ...createAdminService(ctx),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
