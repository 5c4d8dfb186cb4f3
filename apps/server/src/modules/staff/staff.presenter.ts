import { formatSqlDate } from '../../http/dates';
import type { LinkSigner } from '../files/signed-links';
import type { StaffRow } from './staff.repository';

/**
 * The profile image as signed links. A profile image is always a processed (thumbnailed) IMAGE of
 * the user's company (staff-update refuses anything else), so both links can be signed without
 * loading the file row.
 */
function profileImage(user: StaffRow, signer: LinkSigner) {
  const fileId = user.profileImageFileId;
  if (fileId === null) return null;
  const link = (variant: 'raw' | 'thumb') =>
    `/v1/files/${variant}/${signer.sign({ companyId: user.companyId, fileId, variant })}`;
  return { id: fileId, signed_thumbnail_url: link('thumb'), signed_url: link('raw') };
}

/** A staff user as the spec's Staff user entity (contracts-issue5.md). */
export function presentStaff(user: StaffRow, timezone: string, signer: LinkSigner) {
  const image = profileImage(user, signer);
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
    permissions: user.permissions,
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
export type StaffPayload = ReturnType<typeof presentStaff>;
