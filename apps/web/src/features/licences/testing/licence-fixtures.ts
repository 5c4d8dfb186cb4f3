import type { Licence } from '../api/licence-types';

export function buildLicence(overrides: Partial<Licence> = {}): Licence {
  return {
    id: 31,
    user: { id: 7, name: 'Mia Nguyen', deactivated: false, initials: 'MN', color: '#3949ab', profile_image: null },
    user_id: 7,
    licence_number: 'PL-51207',
    descriptor: 'Registered plumber',
    licence_type: null,
    state_id: 7,
    administrative_area: 'Victoria',
    state_code: 'VIC',
    country: 'Australia',
    expiry_date: '2027-06-30',
    is_set_to_expire: false,
    is_expired: false,
    archived: false,
    can_edit: true,
    image_location: null,
    image: null,
    created_at: '2026-11-01 09:00:00',
    updated_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}
