import { APP_VERSION } from '@fieldbook/domain/system/system.constants';
import type { Config } from '../../config';
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
