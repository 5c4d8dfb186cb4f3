import type { AddressDetails } from '@fieldbook/domain/addresses/addresses.schemas';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import { stateIdOf } from '@fieldbook/domain/inputs/countries.rules';
import { type AddressProvider, AddressProviderError, urlUnder } from './address-provider';

const LANGUAGE = 'en-AU';
/** Place ids are URL-safe; anything else is refused before it reaches a URL path. */
const PLACE_ID = /^[A-Za-z0-9_-]{1,1024}$/;

interface Component {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface PlaceAnswer {
  formattedAddress?: string;
  addressComponents?: Component[];
  location?: { latitude?: number; longitude?: number };
}

/** A place as an address: "3/48 Pirrama Rd", the suburb, the state's abbreviation, postcode, country. */
function addressOf(place: PlaceAnswer): AddressDetails {
  const components = place.addressComponents ?? [];
  const part = (type: string, text: 'longText' | 'shortText' = 'longText') =>
    components.find((c) => c.types?.includes(type))?.[text] ?? null;
  const street = [part('street_number'), part('route', 'shortText')].filter(Boolean).join(' ');
  const unit = part('subpremise');
  const line = unit && street ? `${unit}/${street}` : street || part('premise');
  const country = part('country');
  const address = {
    address_line_1: line || null,
    locality: part('locality') ?? part('postal_town') ?? part('sublocality') ?? part('administrative_area_level_2'),
    state: stateIdOf(country, part('administrative_area_level_1', 'shortText')),
    postal_code: part('postal_code'),
    country,
    latitude: place.location?.latitude ?? null,
    longitude: place.location?.longitude ?? null,
  };
  return { ...address, full_address: place.formattedAddress ?? formatAddress(address) };
}

/** Google Places API (New): Autocomplete for predictions, Place Details for the address and location. */
export function googlePlacesProvider(options: { apiKey: string; baseUrl: string }): AddressProvider {
  const headers = (fieldMask: string) => ({
    'x-goog-api-key': options.apiKey,
    'x-goog-fieldmask': fieldMask,
    'content-type': 'application/json',
  });
  return {
    name: 'google',
    async search({ query, country, session, signal }) {
      const response = await fetch(urlUnder(options.baseUrl, 'v1/places:autocomplete'), {
        method: 'POST',
        headers: headers('suggestions.placePrediction.placeId,suggestions.placePrediction.text.text'),
        body: JSON.stringify({
          input: query,
          includedRegionCodes: [country.toLowerCase()],
          languageCode: LANGUAGE,
          ...(session ? { sessionToken: session } : {}),
        }),
        signal,
      });
      if (!response.ok) throw new AddressProviderError('Google Places', response.status);
      const { suggestions = [] } = (await response.json()) as {
        suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
      };
      return suggestions.flatMap(({ placePrediction: p }) =>
        p?.placeId && p.text?.text ? [{ id: p.placeId, description: p.text.text }] : [],
      );
    },
    async details(id, { session, signal }) {
      if (!PLACE_ID.test(id)) return null;
      const url = urlUnder(options.baseUrl, `v1/places/${id}`);
      url.searchParams.set('languageCode', LANGUAGE);
      if (session) url.searchParams.set('sessionToken', session);
      const response = await fetch(url, { headers: headers('formattedAddress,addressComponents,location'), signal });
      // An id Google does not know (or no longer knows); a malformed one never gets here.
      if (response.status === 404) return null;
      if (!response.ok) throw new AddressProviderError('Google Places', response.status);
      return addressOf((await response.json()) as PlaceAnswer);
    },
  };
}
