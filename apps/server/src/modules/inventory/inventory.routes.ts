import { INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import {
  inventoryDefaultsPayloadSchema,
  inventoryItemOnePayloadSchema,
  inventoryPagePayloadSchema,
  prefillAddPayloadSchema,
  prefillPagePayloadSchema,
} from '@fieldbook/domain/inventory/inventory.payloads';
import {
  inventoryIdSchema,
  inventoryListQuerySchema,
  prefillAddBodySchema,
  prefillFilterBodySchema,
  saveInventoryBodySchema,
} from '@fieldbook/domain/inventory/inventory.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { freshList } from '../../http/fresh-lists';
import { replies } from '../../http/responses';
import { createInventoryService } from './inventory.service';

/**
 * Inventory (spec section 7, "Inventory"): every staff member reads items and the catalogue, since
 * line items link to them; creating, editing, archiving and adding prefills need canManageInventory.
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inventory = createInventoryService({ db: app.db });
  const tags = ['inventory'];
  const manage = requirePermission('canManageInventory');
  const one = replies(inventoryItemOnePayloadSchema);

  app.get(
    '/inventory/defaults',
    { preValidation: requireAuth, schema: { tags, response: replies(inventoryDefaultsPayloadSchema) } },
    async () => ok(await inventory.defaults()),
  );

  app.get(
    '/inventory/all',
    {
      preValidation: requireAuth,
      // Its system types are the platform's catalogue, changed only with the app's version.
      ...freshList(['inventory_items']),
      schema: { tags, querystring: inventoryListQuerySchema, response: replies(inventoryPagePayloadSchema) },
    },
    async (request) => ok(await inventory.list(authOf(request), request.query)),
  );

  app.get(
    '/inventory',
    { preValidation: requireAuth, schema: { tags, querystring: inventoryIdSchema, response: one } },
    async (request) => ok({ item: await inventory.presentOne(authOf(request), request.query.id) }),
  );

  app.post(
    '/inventory',
    { preValidation: manage, schema: { tags, body: saveInventoryBodySchema, response: one } },
    async (request) => {
      const { item, message } = await inventory.save(authOf(request), request.body);
      return ok({ item }, message);
    },
  );

  app.delete(
    '/inventory',
    { preValidation: manage, schema: { tags, body: inventoryIdSchema, response: one } },
    async (request) => {
      const { item, message } = await inventory.toggleArchive(authOf(request), request.body.id);
      return ok({ item }, message);
    },
  );

  app.post(
    '/inventory/defaults/filter',
    {
      preValidation: requireAuth,
      schema: { tags, body: prefillFilterBodySchema, response: replies(prefillPagePayloadSchema) },
    },
    async (request) => ok(await inventory.filterPrefills(authOf(request), request.body)),
  );

  app.post(
    '/inventory/defaults/company/add',
    { preValidation: manage, schema: { tags, body: prefillAddBodySchema, response: replies(prefillAddPayloadSchema) } },
    async (request) => {
      const result = await inventory.addPrefills(authOf(request), request.body.ids);
      const failed = result.failures.length;
      return ok(
        result,
        failed > 0 ? INVENTORY_MESSAGES.prefillFailed(failed) : INVENTORY_MESSAGES.prefillAdded(result.success),
      );
    },
  );
};
