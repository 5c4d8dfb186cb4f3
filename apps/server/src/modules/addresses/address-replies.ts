import {
  ADDRESS_SEARCH_MESSAGES,
  type AddressDetails,
  type AddressSearchResult,
} from '@fieldbook/domain/addresses/addresses.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { ok } from '../../http/envelope';
import { HttpError, notFound } from '../../http/http-error';
import type { AddressLookup } from './address-lookup';

/** A search's answer: always 200; when the provider failed, no predictions and the "enter it manually" message. */
export const addressSearchReply = (result: AddressSearchResult) =>
  ok(result, result.available ? null : ADDRESS_SEARCH_MESSAGES.unavailable);

/** The address a prediction's id names; 404 when it names none, 502 when the provider failed or was slow. */
export async function requireAddressDetails(
  lookup: AddressLookup,
  query: { id: string; session?: string | undefined },
  log: FastifyBaseLogger,
): Promise<AddressDetails> {
  let address: AddressDetails | null;
  try {
    address = await lookup.details(query.id, query.session);
  } catch (error) {
    log.warn({ err: error }, 'address details failed');
    // 502: our server is fine, the address service behind it is not (or too slow).
    throw new HttpError(502, ADDRESS_SEARCH_MESSAGES.unavailable);
  }
  if (!address) throw notFound(ADDRESS_SEARCH_MESSAGES.notFound);
  return address;
}
