import type { AddressDetails, AddressPrediction } from '@fieldbook/domain/addresses/addresses.schemas';
import { type Coordinates, straightLineMinutes } from '@fieldbook/domain/addresses/travel.rules';

/**
 * Minutes of travel from each origin to the destination (null: no estimate). One call for many
 * origins, so a routing service can answer them as one matrix request.
 */
export type TravelEstimate = (origins: readonly Coordinates[], destination: Coordinates) => Promise<(number | null)[]>;

/** The estimate without a routing service: straight-line distance at the average speed (domain travel.rules). */
export const straightLineTravel: TravelEstimate = async (origins, destination) =>
  origins.map((origin) => straightLineMinutes(origin, destination));

export interface AddressSearchRequest {
  query: string;
  /** ISO 3166-1 alpha-2 code the results are restricted to. */
  country: string;
  /** Groups a Google Places search with its pick (billing); others ignore it. */
  session?: string;
  signal: AbortSignal;
}

/**
 * Where address predictions and their details come from (ARCHITECTURE section 4): Photon on
 * OpenStreetMap data by default (no key), Google Places with a key, a fixed sandbox list, or none.
 * Both calls throw when the service fails or is too slow; the lookup turns that into "unavailable".
 */
export interface AddressProvider {
  readonly name: string;
  search(request: AddressSearchRequest): Promise<AddressPrediction[]>;
  /** The address a prediction's id names, with coordinates; null when the id names nothing. */
  details(id: string, options: { session?: string; signal: AbortSignal }): Promise<AddressDetails | null>;
  /** Travel time between places; a provider with routing answers it, the others leave it to the straight line. */
  travelEstimate?: TravelEstimate;
}

/** ADDRESS_PROVIDER=none: nothing is ever found, so every address is typed by hand. */
export const noAddressSearch: AddressProvider = {
  name: 'none',
  search: async () => [],
  details: async () => null,
};

/** A service answered with an error status (its body is not trusted to say why). */
export class AddressProviderError extends Error {
  constructor(provider: string, status: number) {
    super(`${provider} answered ${status}`);
    this.name = 'AddressProviderError';
  }
}

/** `base` with its path kept: new URL('/api', 'https://host/photon') would drop "/photon". */
export function urlUnder(base: string, path: string): URL {
  return new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
}
