import type { AddressDetails } from '@fieldbook/domain/addresses/addresses.schemas';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import type { AddressProvider } from './address-provider';

type Parts = Omit<AddressDetails, 'full_address'>;

const place = (line: string, locality: string, state: string, postcode: string, lat: number, lon: number): Parts => ({
  address_line_1: line,
  locality,
  state,
  postal_code: postcode,
  country: 'Australia',
  latitude: lat,
  longitude: lon,
});

/** A few real Australian places, enough to try the search without a network. */
const PLACES: Record<string, Parts> = {
  'sandbox-1': place('1 Swan Street', 'Richmond', 'VIC', '3121', -37.8255, 144.9925),
  'sandbox-2': place('200 Bourke Street', 'Melbourne', 'VIC', '3000', -37.8129, 144.9676),
  'sandbox-3': place('10 Beach Road', 'Sandringham', 'VIC', '3191', -37.9504, 145.0046),
  'sandbox-4': place('48 Pirrama Road', 'Pyrmont', 'NSW', '2009', -33.8665, 151.1956),
  'sandbox-5': place('1 George Street', 'Brisbane City', 'QLD', '4000', -27.4757, 153.0289),
  'sandbox-6': place('25 North Terrace', 'Adelaide', 'SA', '5000', -34.9206, 138.5993),
  'sandbox-7': place('100 St Georges Terrace', 'Perth', 'WA', '6000', -31.9548, 115.8574),
  'sandbox-8': place('20 Davey Street', 'Hobart', 'TAS', '7000', -42.8846, 147.3315),
};

const detailsOf = (parts: Parts): AddressDetails => ({ ...parts, full_address: formatAddress(parts) });

/** ADDRESS_PROVIDER=sandbox (and the tests): matches every typed word against a fixed list, offline. */
export const sandboxAddressSearch: AddressProvider = {
  name: 'sandbox',
  async search({ query, country }) {
    if (country !== 'AU') return [];
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return Object.entries(PLACES)
      .map(([id, parts]) => ({ id, description: formatAddress(parts) }))
      .filter(({ description }) => words.every((word) => description.toLowerCase().includes(word)));
  },
  async details(id) {
    const parts = PLACES[id];
    return parts ? detailsOf(parts) : null;
  },
};
