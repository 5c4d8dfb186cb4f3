import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { StaffPayload } from '@fieldbook/domain/staff/staff.payloads';
import type { LinkSigner } from '../files/index';
import { profileImageLinks } from '../files/index';
import type { UserRow } from '../users/index';

/** A staff user as the spec's Staff user entity (contracts-issue5.md). */
export function presentStaff(user: UserRow, timezone: string, signer: LinkSigner): StaffPayload {
  const image = profileImageLinks(signer, user.companyId, user.profileImageFileId);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
    email: user.email,
    is_unverified: user.unverifiedEmail !== null,
    unverified_email: user.unverifiedEmail ? { email: user.unverifiedEmail } : null,
    phone: user.phone ? { full_phone: user.phone } : null,
    roles: [user.role],
    // Only the domain's keys are stored (the body schemas check them on the way in).
    permissions: user.permissions as PermissionKey[],
    profile_image: image,
    image,
    color: user.color,
    signature: user.signature,
    created_company: user.createdCompany,
    created_at: formatSqlDate(user.createdAt, timezone),
    // Exact to the millisecond: PUT sends it back and a different value is a stale edit.
    updated_at: user.updatedAt.toISOString(),
    deactivated: !user.active,
  };
}
