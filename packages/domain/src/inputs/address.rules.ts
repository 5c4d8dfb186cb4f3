import type { Address } from '../company/company.schemas';

export type { Address } from '../company/company.schemas';

/** The parts of an address a person types (everything but the coordinates). */
export const ADDRESS_PARTS = ['address_line_1', 'locality', 'postal_code', 'state', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** Maximum lengths of the address parts (platform section 5; the line matches addressSchema). */
export const ADDRESS_MAX_LENGTHS: Readonly<Record<AddressPart, number>> = {
  address_line_1: 255,
  locality: 50,
  postal_code: 10,
  state: 30,
  country: 50,
};

/** The words the over-length messages use for each part (the same wording as addressSchema). */
const PART_NAMES: Readonly<Record<AddressPart, string>> = {
  address_line_1: 'address line',
  locality: 'suburb',
  postal_code: 'postcode',
  state: 'state',
  country: 'country',
};

export const ADDRESS_MESSAGES = {
  hint: 'Results will appear if matches are available, otherwise enter your address manually',
  notListed: "My address isn't listed here",
  tooLong: (part: AddressPart) =>
    `The ${PART_NAMES[part]} may not be greater than ${ADDRESS_MAX_LENGTHS[part]} characters.`,
} as const;

/** Address search is debounced by 1 second (platform sections 5 and 9). */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 1000;

export const EMPTY_ADDRESS: Address = {
  address_line_1: null,
  locality: null,
  postal_code: null,
  state: null,
  country: null,
  latitude: null,
  longitude: null,
};

const normalise = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/**
 * Two addresses are the same place when their lines, state, locality, postal code and country match,
 * trimmed and case-insensitive (clients spec section 5). Coordinates are ignored; null equals ''.
 */
export function addressesEqual(a: Address | null | undefined, b: Address | null | undefined): boolean {
  return ADDRESS_PARTS.every((part) => normalise(a?.[part]) === normalise(b?.[part]));
}

/** True when no part has any text (coordinates alone do not make an address). */
export function isAddressEmpty(address: Address | null | undefined): boolean {
  return ADDRESS_PARTS.every((part) => normalise(address?.[part]) === '');
}

/**
 * Sets one part. Editing any part clears latitude and longitude (platform section 4): the old
 * coordinates no longer describe the address. An empty string is stored as null.
 */
export function setAddressPart(address: Address | null | undefined, part: AddressPart, value: string): Address {
  return { ...EMPTY_ADDRESS, ...address, [part]: value === '' ? null : value, latitude: null, longitude: null };
}

/** The over-length problems of an address, keyed by part (empty when it is fine). */
export function addressProblems(address: Address | null | undefined): Partial<Record<AddressPart, string>> {
  const problems: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    if ((address?.[part] ?? '').length > ADDRESS_MAX_LENGTHS[part]) problems[part] = ADDRESS_MESSAGES.tooLong(part);
  }
  return problems;
}

/** Trims every part and turns blank parts into null; coordinates are kept. */
export function tidyAddress(address: Address): Address {
  const tidy: Address = { ...EMPTY_ADDRESS, ...address };
  for (const part of ADDRESS_PARTS) {
    const text = (address[part] ?? '').trim();
    tidy[part] = text === '' ? null : text;
  }
  return tidy;
}

/** One line for display: "1 Swan St, Richmond VIC 3121, Australia". */
export function formatAddress(address: Address | null | undefined): string {
  if (!address) return '';
  const text = (part: AddressPart) => (address[part] ?? '').trim();
  const town = [text('locality'), text('state'), text('postal_code')].filter(Boolean).join(' ');
  return [text('address_line_1'), town, text('country')].filter(Boolean).join(', ');
}
