import { describe, expect, it } from 'vitest';
import { AccessStatus, allowedRoleChange, canReceiveResetCode } from './accessStatus.ts';

describe('account care rules', () => {
  it('gives a reset code to every account but a deleted one', () => {
    expect(canReceiveResetCode(AccessStatus.waiting)).toBe(true);
    expect(canReceiveResetCode(AccessStatus.granted)).toBe(true);
    expect(canReceiveResetCode(AccessStatus.banned)).toBe(true);
    expect(canReceiveResetCode(AccessStatus.deleted)).toBe(false);
    expect(canReceiveResetCode(7)).toBe(true);
  });

  it('promotes only a granted user, and demotes any admin who is not deleted', () => {
    expect(allowedRoleChange('user', AccessStatus.granted)).toBe('promote');
    expect(allowedRoleChange('user', AccessStatus.waiting)).toBeUndefined();
    expect(allowedRoleChange('user', AccessStatus.banned)).toBeUndefined();
    expect(allowedRoleChange('user', AccessStatus.deleted)).toBeUndefined();
    expect(allowedRoleChange('admin', AccessStatus.granted)).toBe('demote');
    expect(allowedRoleChange('admin', AccessStatus.banned)).toBe('demote');
    expect(allowedRoleChange('admin', AccessStatus.deleted)).toBeUndefined();
  });
});
