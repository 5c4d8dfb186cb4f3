import { addressSchema } from '../company/company.schemas';
import { z } from '../zod';

/** Searches are restricted to Australia unless a request names another country (platform section 9). */
export const DEFAULT_ADDRESS_COUNTRY = 'AU';
/** Shorter text matches too much to be worth asking a geocoder about. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

export const ADDRESS_SEARCH_MESSAGES = {
  queryRequired: 'Enter an address to search for.',
  queryTooLong: 'The address may not be greater than 255 characters.',
  country: 'The country must be a two-letter country code.',
  idRequired: 'Choose an address from the search results.',
  unavailable: 'Address search is not available right now. Enter your address manually.',
  notFound: 'That address could not be found. Enter it manually instead.',
} as const;

/** A Google Places session token (ours: letters, digits, - and _), grouping a search with its pick. */
const sessionSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional();

/** GET /v1/addresses/search (ours; the spec names no path): predictions for what was typed. */
export const addressSearchQuerySchema = z.object({
  q: z
    .string({ error: ADDRESS_SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, ADDRESS_SEARCH_MESSAGES.queryRequired)
    .max(255, ADDRESS_SEARCH_MESSAGES.queryTooLong),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, ADDRESS_SEARCH_MESSAGES.country)
    .default(DEFAULT_ADDRESS_COUNTRY),
  session: sessionSchema,
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuerySchema>;

/** GET /v1/addresses/details: the address (with coordinates) of a prediction's id. */
export const addressDetailsQuerySchema = z.object({
  id: z
    .string({ error: ADDRESS_SEARCH_MESSAGES.idRequired })
    .trim()
    .min(1, ADDRESS_SEARCH_MESSAGES.idRequired)
    .max(2048),
  session: sessionSchema,
});

export const addressPredictionSchema = z.object({ id: z.string(), description: z.string() });
export type AddressPrediction = z.infer<typeof addressPredictionSchema>;

/** `available` is false when the provider failed or was too slow: the person enters the address by hand. */
export const addressSearchResultSchema = z.object({
  predictions: z.array(addressPredictionSchema),
  available: z.boolean(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;

/** An address as the Address dialog takes it, plus the one line the provider wrote. */
export const addressDetailsSchema = addressSchema.extend({ full_address: z.string() });
export type AddressDetails = z.infer<typeof addressDetailsSchema>;

export const addressDetailsResultSchema = z.object({ address: addressDetailsSchema });
