import { type AddressDetails, addressDetailsSchema } from '@fieldbook/domain/addresses/addresses.schemas';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import { stateIdOf } from '@fieldbook/domain/inputs/countries.rules';
import { type AddressProvider, AddressProviderError, urlUnder } from './address-provider';

const LIMIT = 8;
/** Photon ids carry the address itself (see detailsOf); this prefix tells them from others. */
const ID_PREFIX = 'osm.';

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: Partial<
    Record<
      'name' | 'housenumber' | 'street' | 'district' | 'locality' | 'city' | 'county' | 'state' | 'postcode',
      string
    > & { country: string; countrycode: string }
  >;
}

/** A Photon feature as an address; null when it has no coordinates or nothing to call its line. */
function addressOf(feature: PhotonFeature): AddressDetails | null {
  const p = feature.properties ?? {};
  const [longitude, latitude] = feature.geometry?.coordinates ?? [];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const street = p.street ?? p.name;
  const line = [p.housenumber, street].filter(Boolean).join(' ');
  if (!line) return null;
  const address = {
    address_line_1: line,
    // In Australian OpenStreetMap data the suburb is the district; "city" is often the wider council.
    locality: p.district ?? p.locality ?? p.city ?? p.county ?? null,
    state: stateIdOf(p.country, p.state),
    postal_code: p.postcode ?? null,
    country: p.country ?? null,
    latitude,
    longitude,
  };
  return { ...address, full_address: formatAddress(address) };
}

/**
 * Photon (photon.komoot.io or a self-hosted one) on OpenStreetMap data: made for search-as-you-type,
 * no key (Nominatim's usage policy forbids autocomplete on its public server). Photon has no look-up by
 * id, so a prediction's id carries its own address (base64url JSON): details need no second request
 * and any server process can answer them. A forged id only yields an address the person could type.
 */
export function photonProvider(options: { baseUrl: string; userAgent: string }): AddressProvider {
  return {
    name: 'photon',
    async search({ query, country, signal }) {
      const url = urlUnder(options.baseUrl, 'api');
      url.search = new URLSearchParams([
        ['q', query],
        ['limit', String(LIMIT)],
        ['lang', 'en'],
        ['countrycode', country],
        ['layer', 'house'],
        ['layer', 'street'],
      ]).toString();
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent },
        signal,
      });
      if (!response.ok) throw new AddressProviderError('Photon', response.status);
      const { features = [] } = (await response.json()) as { features?: PhotonFeature[] };
      const seen = new Set<string>();
      return (
        features
          // Older Photon servers ignore countrycode.
          .filter((feature) => feature.properties?.countrycode?.toUpperCase() === country)
          .flatMap((feature) => {
            const address = addressOf(feature);
            if (!address || seen.has(address.full_address)) return [];
            seen.add(address.full_address);
            const { full_address, ...parts } = address;
            const id = ID_PREFIX + Buffer.from(JSON.stringify(parts)).toString('base64url');
            return [{ id, description: full_address }];
          })
      );
    },
    async details(id) {
      if (!id.startsWith(ID_PREFIX)) return null;
      try {
        const parts = JSON.parse(Buffer.from(id.slice(ID_PREFIX.length), 'base64url').toString('utf8'));
        const found = addressDetailsSchema.safeParse({ ...parts, full_address: formatAddress(parts) });
        return found.success ? found.data : null;
      } catch {
        return null;
      }
    },
  };
}
