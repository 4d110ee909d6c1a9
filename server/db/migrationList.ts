import type { Migration } from 'kysely';
import * as accounts from './migrations/2026_11_22_0001_accounts.ts';

// Every migration, by name. Names sort by time, and each slice adds its line here.
export const migrationList: Record<string, Migration> = {
  '2026_11_22_0001_accounts': accounts,
};
