import {
  addressDetailsQuerySchema,
  addressDetailsResultSchema,
  addressSearchQuerySchema,
  addressSearchResultSchema,
} from '@fieldbook/domain/addresses/addresses.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { addressSearchReply, requireAddressDetails } from './address-replies';
import { addressLookupOf } from './create-address-provider';

/**
 * Address search for the Address dialog (platform section 7: predictions restricted to AU by
 * default, and geocoding by place id). The spec names no path; these are ours. The browser asks us,
 * not the provider, so keys stay on the server and answers are cached for everyone.
 */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = addressLookupOf(app);
  const tags = ['addresses'];

  app.get(
    '/addresses/search',
    {
      preValidation: requireAuth,
      schema: { tags, querystring: addressSearchQuerySchema, response: replies(addressSearchResultSchema) },
    },
    async (request) => {
      const { q, country, session } = request.query;
      return addressSearchReply(await lookup.search({ query: q, country, session }));
    },
  );

  app.get(
    '/addresses/details',
    {
      preValidation: requireAuth,
      schema: { tags, querystring: addressDetailsQuerySchema, response: replies(addressDetailsResultSchema) },
    },
    async (request) => ok({ address: await requireAddressDetails(lookup, request.query, request.log) }),
  );
};
