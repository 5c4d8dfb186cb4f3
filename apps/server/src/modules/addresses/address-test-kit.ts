/** Shared expectations of the address tests (not a test file itself). */

/** The sandbox search's first place ("sandbox-1") as the API answers its details. */
export const SWAN_STREET_DETAILS = {
  address_line_1: '1 Swan Street',
  locality: 'Richmond',
  state: 'VIC',
  postal_code: '3121',
  country: 'Australia',
  latitude: -37.8255,
  longitude: 144.9925,
  full_address: '1 Swan Street, Richmond VIC 3121, Australia',
};
