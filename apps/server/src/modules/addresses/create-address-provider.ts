import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { type AddressLookup, createAddressLookup } from './address-lookup';
import { type AddressProvider, noAddressSearch, straightLineTravel, type TravelEstimate } from './address-provider';
import { googlePlacesProvider } from './google-places-provider';
import { photonProvider } from './photon-provider';
import { sandboxAddressSearch } from './sandbox-provider';

/** The address provider the configuration names: Photon (no key) unless another is chosen. */
export function addressProviderOf(config: Config): AddressProvider {
  switch (config.ADDRESS_PROVIDER) {
    case 'google':
      return googlePlacesProvider({ apiKey: config.GOOGLE_MAPS_API_KEY, baseUrl: config.GOOGLE_PLACES_URL });
    case 'sandbox':
      return sandboxAddressSearch;
    case 'none':
      return noAddressSearch;
    default:
      // OpenStreetMap services ask every application to name itself and a way to reach it.
      return photonProvider({
        baseUrl: config.PHOTON_URL,
        userAgent: `${config.SITE_NAME}/${APP_VERSION} (+${config.publicUrl})`,
      });
  }
}

/** How travel between jobs is estimated: the configured provider's routing, else the straight line. */
export const travelEstimateOf = (config: Config): TravelEstimate =>
  addressProviderOf(config).travelEstimate ?? straightLineTravel;

const lookups = new WeakMap<Config, AddressLookup>();

/**
 * The app's one address lookup (per configuration): the signed-in search and the public booking
 * page's share its cache, so a street searched on either is not asked of the provider again.
 */
export function addressLookupOf(app: FastifyInstance): AddressLookup {
  const known = lookups.get(app.config);
  if (known) return known;
  const lookup = createAddressLookup(addressProviderOf(app.config), {
    timeoutMs: app.config.ADDRESS_TIMEOUT_MS,
    log: (error) => app.log.warn({ err: error }, 'address search failed'),
  });
  lookups.set(app.config, lookup);
  return lookup;
}
