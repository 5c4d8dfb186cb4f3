import { groupedPermissions, STAFF_ROLE_DEFAULTS, STAFF_ROLES } from '@fieldbook/domain/staff/staff.constants';
import { ok } from '../../../test/mock-api';
import { timelinePage } from '../../timeline/index';
import type { StaffUser } from '../api/staff-types';

export function buildStaff(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 7,
    name: 'Mia Nguyen',
    first_name: 'Mia',
    last_name: 'Nguyen',
    initials: 'MN',
    email: 'mia@example.com',
    is_unverified: false,
    unverified_email: null,
    phone: null,
    roles: ['Field Staff'],
    permissions: ['canAccessPortalBusiness', 'canAccessCalendar'],
    profile_image: null,
    image: null,
    color: '#3949ab',
    signature: null,
    created_company: false,
    created_at: '2026-11-20 09:00:00',
    updated_at: '2026-11-20T09:00:00.000Z',
    deactivated: false,
    ...overrides,
  };
}

/** GET users/permissions as the server answers it (built from the same domain tables). */
export const permissionOptionsRoute = {
  'GET /v1/business/company/users/permissions': ok({
    roles: STAFF_ROLES.map((name) => ({ name })),
    permissions: groupedPermissions(),
    defaults: STAFF_ROLE_DEFAULTS,
  }),
};

export const staffRoutes = (user: StaffUser, all: StaffUser[] = [user]) => ({
  ...permissionOptionsRoute,
  'GET /v1/business/company/users': ok({ user, licences: [], timeline: [] }),
  'GET /v1/business/company/users/all': ok({ users: all }),
  'GET /v1/business/company/users/timeline': ok(timelinePage({ timeline: [] })),
  'GET /v1/business/company/users/logs': ok({ timeline: [], max: 0 }),
});
