import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import {
  clientIdQuerySchema,
  createClientBodySchema,
  referResendBodySchema,
  searchClientsBodySchema,
  updateClientBodySchema,
} from '@fieldbook/domain/clients/clients.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthContext, authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { attachmentTimelineItems } from '../attachments/attachments-timeline';
import { getCompany } from '../company/company.service';
import { filesServiceOf } from '../files/files.service';
import { timelineFor } from '../timeline/timeline.service';
import { clientAttachmentRoutes } from './client-attachments.routes';
import { clientNoteRoutes } from './client-notes.routes';
import { clientAttachments, clientNotes, createClientsService } from './clients.service';
import { clientsCsvRoutes } from './clients-csv.routes';

const deleteBody = z.object({ id: z.coerce.number().int().positive() });

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createClientsService({ db: app.db, mailer: app.mailer, config: app.config });
  const tags = ['clients'];
  const access = requirePermission('canAccessClients');
  const timezoneOf = async (companyId: number) => (await getCompany(app.db, companyId)).timezone;

  const files = filesServiceOf(app);
  const timeline = async (auth: AuthContext, id: number) => {
    const timezone = await timezoneOf(auth.companyId);
    return timelineFor(app.db, clientNotes, { companyId: auth.companyId, type: 'client', id }, timezone, () =>
      attachmentTimelineItems(app.db, clientAttachments, files, auth, id, timezone),
    );
  };

  app.get(
    '/clients',
    { preValidation: access, schema: { tags, querystring: clientIdQuerySchema } },
    async (request) => {
      const auth = authOf(request);
      const client = await clients.presentOne(auth, request.query.id);
      return ok({ client, timeline: await timeline(auth, client.id) });
    },
  );

  app.get(
    '/clients/timeline',
    { preValidation: access, schema: { tags, querystring: clientIdQuerySchema } },
    async (request) => {
      const auth = authOf(request);
      const client = await clients.assertClient(auth, request.query.id);
      return ok({ timeline: await timeline(auth, client.id) });
    },
  );

  app.get('/clients/defaults', { preValidation: access, schema: { tags } }, async (request) =>
    ok(await clients.defaults(authOf(request).companyId)),
  );

  app.post('/clients', { preValidation: access, schema: { tags, body: createClientBodySchema } }, async (request) =>
    ok(await clients.create(authOf(request), request.body), CLIENT_MESSAGES.created),
  );

  app.put('/clients', { preValidation: access, schema: { tags, body: updateClientBodySchema } }, async (request) =>
    ok(await clients.update(authOf(request), request.body), CLIENT_MESSAGES.updated),
  );

  app.delete(
    '/clients',
    { preValidation: requirePermission('canEditClients'), schema: { tags, body: deleteBody } },
    async (request) => {
      const { client, message } = await clients.toggleArchive(authOf(request), request.body.id);
      return ok(client, message);
    },
  );

  app.post(
    '/clients/search',
    { preValidation: access, schema: { tags, body: searchClientsBodySchema } },
    async (request) => ok(await clients.search(authOf(request), request.body)),
  );

  for (const kind of ['addresses', 'emails', 'phones'] as const) {
    app.get(
      `/clients/${kind}`,
      { preValidation: access, schema: { tags, querystring: clientIdQuerySchema } },
      async (request) => {
        const contacts = await clients.contacts(authOf(request), request.query.id);
        return ok({ [kind]: contacts[kind] });
      },
    );
  }

  app.get(
    '/clients/groups',
    { preValidation: access, schema: { tags, querystring: clientIdQuerySchema } },
    async (request) => ok({ group: await clients.group(authOf(request), request.query.id) }),
  );

  app.post(
    '/refer/email/resend',
    { preValidation: access, schema: { tags, body: referResendBodySchema } },
    async (request) => {
      const result = await clients.resendRefer(authOf(request), request.body.client_id);
      return ok({ refer_resend_tries: result.refer_resend_tries }, result.message);
    },
  );

  await app.register(clientNoteRoutes, { assertClient: clients.assertClient });
  await app.register(clientAttachmentRoutes, { assertClient: clients.assertClient });
  await app.register(clientsCsvRoutes);
};
