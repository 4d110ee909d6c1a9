// The spec's access statuses and the admin transitions between them. Client buttons and the
// server rule both read this table, so they can never disagree.
export const AccessStatus = {
  waiting: 0,
  granted: 1,
  banned: 2,
  deleted: 3,
} as const;

export type AccessStatusValue = (typeof AccessStatus)[keyof typeof AccessStatus];

/** Any value other than 1, 2 or 3 means waiting. */
export function normaliseAccess(access: number): AccessStatusValue {
  return access === 1 || access === 2 || access === 3 ? access : AccessStatus.waiting;
}

const transitions: Record<AccessStatusValue, readonly AccessStatusValue[]> = {
  [AccessStatus.waiting]: [AccessStatus.granted, AccessStatus.deleted, AccessStatus.banned],
  [AccessStatus.granted]: [AccessStatus.deleted, AccessStatus.banned],
  [AccessStatus.banned]: [AccessStatus.granted, AccessStatus.deleted],
  [AccessStatus.deleted]: [],
};

export function allowedTransitions(access: number): readonly AccessStatusValue[] {
  return transitions[normaliseAccess(access)];
}

export function canTransition(from: number, to: number): boolean {
  return allowedTransitions(from).includes(to as AccessStatusValue);
}

/** A deleted account cannot sign in again, so it gets no reset code (the server answers 409). */
export function canReceiveResetCode(access: number): boolean {
  return normaliseAccess(access) !== AccessStatus.deleted;
}

export type RoleChange = 'promote' | 'demote';

/**
 * The role change an admin can make: only a granted account is promoted (the server refuses a
 * waiting or banned one, which is granted first), and an admin is demoted unless deleted.
 */
export function allowedRoleChange(role: string, access: number): RoleChange | undefined {
  const status = normaliseAccess(access);
  if (role === 'admin') return status === AccessStatus.deleted ? undefined : 'demote';
  return status === AccessStatus.granted ? 'promote' : undefined;
}
