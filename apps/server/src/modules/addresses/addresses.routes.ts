import {
  ADDRESS_SEARCH_MESSAGES,
  addressDetailsQuerySchema,
  addressDetailsResultSchema,
  addressSearchQuerySchema,
  addressSearchResultSchema,
} from '@fieldbook/domain/addresses/addresses.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { HttpError, notFound } from '../../http/http-error';
import { replies } from '../../http/responses';
import { createAddressLookup } from './address-lookup';
import { addressProviderOf } from './create-address-provider';

/**
 * Address search for the Address dialog (platform section 7: predictions restricted to AU by
 * default, and geocoding by place id). The spec names no path; these are ours. The browser asks us,
 * not the provider, so keys stay on the server and answers are cached for everyone.
 */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = createAddressLookup(addressProviderOf(app.config), {
    timeoutMs: app.config.ADDRESS_TIMEOUT_MS,
    log: (error) => app.log.warn({ err: error }, 'address search failed'),
  });
  const tags = ['addresses'];

  app.get(
    '/addresses/search',
    {
      preValidation: requireAuth,
      schema: { tags, querystring: addressSearchQuerySchema, response: replies(addressSearchResultSchema) },
    },
    async (request) => {
      const { q, country, session } = request.query;
      const result = await lookup.search({ query: q, country, session });
      return ok(result, result.available ? null : ADDRESS_SEARCH_MESSAGES.unavailable);
    },
  );

  app.get(
    '/addresses/details',
    {
      preValidation: requireAuth,
      schema: { tags, querystring: addressDetailsQuerySchema, response: replies(addressDetailsResultSchema) },
    },
    async (request) => {
      let address: Awaited<ReturnType<typeof lookup.details>>;
      try {
        address = await lookup.details(request.query.id, request.query.session);
      } catch (error) {
        request.log.warn({ err: error }, 'address details failed');
        // 502: our server is fine, the address service behind it is not (or too slow).
        throw new HttpError(502, ADDRESS_SEARCH_MESSAGES.unavailable);
      }
      if (!address) throw notFound(ADDRESS_SEARCH_MESSAGES.notFound);
      return ok({ address });
    },
  );
};
