import type { StaffPayload } from '@fieldbook/domain/staff/staff.payloads';

/** A profile image the staff form holds (as picked, or as the API answered it). */
export interface StaffImage {
  id: number;
  signed_thumbnail_url: string | null;
  signed_url: string | null;
}

/** A staff user as GET /v1/business/company/users answers it (spec: Staff user entity). */
export type StaffUser = StaffPayload;

export const staffQueryKey = ['staff'] as const;
