import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, PLAN_PERMISSIONS } from '../permissions/permissions.constants';
import { groupedPermissions, readablePermission, STAFF_ROLE_DEFAULTS } from './staff.constants';

describe('the permission selector', () => {
  it('groups every assignable key exactly once, and no plan key', () => {
    const names = groupedPermissions().flatMap((group) => group.permissions.map((p) => p.name));
    const assignable = PERMISSION_KEYS.filter((key) => !PLAN_PERMISSIONS.includes(key));
    expect([...names].sort()).toEqual([...assignable].sort());
  });

  it('reads keys as words', () => {
    expect(readablePermission('canManageUsers')).toBe('Manage users');
    expect(readablePermission('canAccessPortalBusiness')).toBe('Access portal business');
  });

  it('gives only defaults that are assignable', () => {
    for (const keys of Object.values(STAFF_ROLE_DEFAULTS)) {
      expect(keys.some((key) => PLAN_PERMISSIONS.includes(key))).toBe(false);
    }
  });
});
