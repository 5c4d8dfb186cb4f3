/** The addresses module's public face: what other modules may use. */
export type { AddressLookup } from './address-lookup';
export type { TravelEstimate } from './address-provider';
export { addressSearchReply, requireAddressDetails } from './address-replies';
export { addressesRoutes } from './addresses.routes';
export { addressLookupOf, travelEstimateOf } from './create-address-provider';
