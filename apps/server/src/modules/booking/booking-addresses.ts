import { type AddressDetails, DEFAULT_ADDRESS_COUNTRY } from '@fieldbook/domain/addresses/addresses.schemas';
import { findCountry } from '@fieldbook/domain/inputs/countries.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { type AddressLookup, requireAddressDetails } from '../addresses/index';
import { openBusiness } from './booking-catalogue';

/**
 * The job address's search on the public page: the app's shared address lookup (its cache and time-out),
 * only for a business taking bookings (else 404), and in the business's own country (its address's,
 * else Australia), so a visitor cannot steer it elsewhere.
 */
export function createBookingAddresses(db: Executor, lookup: AddressLookup) {
  return {
    async search(handle: string, query: { q: string; session?: string | undefined }) {
      const { company } = await openBusiness(db, handle);
      const country = findCountry(company.address?.country)?.id ?? DEFAULT_ADDRESS_COUNTRY;
      return lookup.search({ query: query.q, country, session: query.session });
    },

    async details(
      handle: string,
      query: { id: string; session?: string | undefined },
      log: FastifyBaseLogger,
    ): Promise<AddressDetails> {
      await openBusiness(db, handle);
      return requireAddressDetails(lookup, query, log);
    },
  };
}
