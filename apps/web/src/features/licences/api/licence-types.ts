import type { StaffImage } from '../../staff/api/staff-types';

/** A licence as the server answers it (spec: Licence entity). */
export interface Licence {
  id: number;
  user: {
    id: number;
    name: string;
    deactivated: boolean;
    initials: string;
    color: string;
    profile_image: StaffImage | null;
  };
  user_id: number;
  licence_number: string;
  descriptor: string | null;
  state_id: number;
  administrative_area: string | null;
  state_code: string | null;
  country: string | null;
  /** yyyy-MM-dd, or null when it does not expire. */
  expiry_date: string | null;
  is_set_to_expire: boolean;
  is_expired: boolean;
  archived: boolean;
  can_edit: boolean;
  image_location: number | null;
  image: { id: number; title: string | null; signed_url: string; signed_thumbnail_url: string | null } | null;
  created_at: string;
  updated_at: string;
}

export const licencesQueryKey = ['licences'] as const;
