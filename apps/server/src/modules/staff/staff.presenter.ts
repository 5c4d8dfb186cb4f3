import { formatSqlDate } from '../../http/dates';
import type { StaffRow } from './staff.repository';

/**
 * A staff user as the spec's Staff user entity. phone, signature and the profile image have no
 * columns yet, so they are null until their migration lands.
 */
export function presentStaff(user: StaffRow, timezone: string) {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
    email: user.email,
    is_unverified: user.unverifiedEmail !== null,
    unverified_email: user.unverifiedEmail ? { email: user.unverifiedEmail } : null,
    phone: null,
    roles: [user.role],
    permissions: user.permissions,
    profile_image: null,
    image: null,
    color: user.color,
    signature: null,
    created_company: user.createdCompany,
    created_at: formatSqlDate(user.createdAt, timezone),
    deactivated: !user.active,
  };
}
export type StaffPayload = ReturnType<typeof presentStaff>;
