import type { AccountRow } from '../../shared/accountTypes.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { formatDayTime } from './formatDate.ts';

/** The spec knows 'admin' and the default role; anything else is shown as the server sent it. */
export function roleLabel(role: string): string {
  return role === 'admin' || role === 'user' ? adminTexts.roles[role] : role;
}

export const lastSeenLabel = (user: AccountRow) => (user.lastseen === null ? adminTexts.neverSeen : formatDayTime(user.lastseen));
