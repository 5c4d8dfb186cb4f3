/** The addresses module's public face: what other modules may use. */
export type { TravelEstimate } from './address-provider';
export { addressesRoutes } from './addresses.routes';
export { travelEstimateOf } from './create-address-provider';
