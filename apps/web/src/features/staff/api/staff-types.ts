import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import type { PermissionDetail, StaffRole } from '@fieldbook/domain/staff/staff.constants';

export interface StaffImage {
  id: number;
  signed_thumbnail_url: string | null;
  signed_url: string | null;
}

/** A staff user as GET /v1/business/company/users answers it (spec: Staff user entity). */
export interface StaffUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  initials: string;
  email: string;
  is_unverified: boolean;
  unverified_email: { email: string } | null;
  phone: { full_phone: string } | null;
  roles: string[];
  permissions: PermissionKey[];
  profile_image: StaffImage | null;
  color: string;
  signature: string | null;
  created_company: boolean;
  created_at: string;
  updated_at: string;
  deactivated: boolean;
}

/** GET users/permissions: the roles a manager can give, the grouped permissions and each role's defaults. */
export interface StaffPermissionOptions {
  roles: { name: StaffRole }[];
  permissions: { category: string; permissions: PermissionDetail[] }[];
  defaults: Record<StaffRole, PermissionKey[]>;
}

export const staffQueryKey = ['staff'] as const;
