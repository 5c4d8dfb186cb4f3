import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import {
  clientContactListPayloadSchema,
  clientDefaultsPayloadSchema,
  clientGroupPayloadSchema,
  clientPayloadSchema,
  clientSearchPayloadSchema,
  clientWithTimelinePayloadSchema,
  referResendPayloadSchema,
} from '@fieldbook/domain/clients/clients.payloads';
import {
  clientIdQuerySchema,
  createClientBodySchema,
  referResendBodySchema,
  searchClientsBodySchema,
  updateClientBodySchema,
} from '@fieldbook/domain/clients/clients.schemas';
import { CHANNELS, REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import { z } from '@fieldbook/domain/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { freshList } from '../../http/fresh-lists';
import { conflict } from '../../http/http-error';
import { replies } from '../../http/responses';
import { socketOf } from '../../realtime/realtime';
import { queueRecordSync } from '../accounting/index';
import { recordTimelineRoutes } from '../timeline/index';
import { createClientsService } from './clients.service';
import { clientsCsvRoutes } from './clients-csv.routes';

const deleteBody = z.object({ id: z.coerce.number().int().positive() });

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createClientsService({ db: app.db, communications: app.communications, config: app.config });
  app.realtime.guard('client', (auth, id) => clients.assertClient(auth, id));
  /** Open client records reload (the client's channel), once the change has committed. */
  const synced = (request: FastifyRequest, id: number) =>
    app.realtime.publish(
      authOf(request).companyId,
      CHANNELS.client(id),
      REALTIME_EVENTS.clientSync,
      { id },
      socketOf(request),
    );
  const tags = ['clients'];
  const access = requirePermission('canAccessClients');
  // Changing an existing client (its details, contacts and groups, archive, the sign-up request that
  // goes to its email) needs canEditClients: the email decides who may link a portal account to it.
  const edit = requirePermission('canAccessClients', 'canEditClients');
  const { timeline } = app.recordTimeline;
  /** Page 1 of the client's timeline, as GET /clients shows it. */
  const firstPage = async (auth: AuthContext, id: number) =>
    (await timeline.entries(auth, { companyId: auth.companyId, type: 'client', id }, { page: 1, collated: false }))
      .timeline;
  /** Archived clients are read-only: their notes and attachments cannot change either. */
  const assertWritable = async (auth: AuthContext, id: number) => {
    const client = await clients.assertClient(auth, id);
    if (client.archivedAt) throw conflict(CLIENT_MESSAGES.archivedReadOnly);
  };

  app.get(
    '/clients',
    {
      preValidation: access,
      schema: { tags, querystring: clientIdQuerySchema, response: replies(clientWithTimelinePayloadSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const client = await clients.presentOne(auth, request.query.id);
      return ok({ client, timeline: await firstPage(auth, client.id) });
    },
  );

  app.get(
    '/clients/defaults',
    { preValidation: access, schema: { tags, response: replies(clientDefaultsPayloadSchema) } },
    async (request) => ok(await clients.defaults(authOf(request).companyId)),
  );

  /** A client's accounting sync runs in the job worker after it changed. */
  const queueSync = (request: FastifyRequest, id: number) =>
    queueRecordSync(app.jobs, app.db, { companyId: authOf(request).companyId, recordType: 'client', recordId: id });

  const replyClient = replies(clientPayloadSchema);

  app.post(
    '/clients',
    { preValidation: access, schema: { tags, body: createClientBodySchema, response: replyClient } },
    async (request) => {
      const client = await clients.create(authOf(request), request.body);
      await queueSync(request, client.id);
      return ok(client, CLIENT_MESSAGES.created);
    },
  );

  app.put(
    '/clients',
    { preValidation: edit, schema: { tags, body: updateClientBodySchema, response: replyClient } },
    async (request) => {
      const client = await clients.update(authOf(request), request.body);
      await queueSync(request, request.body.id);
      synced(request, request.body.id);
      return ok(client, CLIENT_MESSAGES.updated);
    },
  );

  app.delete(
    '/clients',
    { preValidation: edit, schema: { tags, body: deleteBody, response: replyClient } },
    async (request) => {
      const { client, message } = await clients.toggleArchive(authOf(request), request.body.id);
      synced(request, request.body.id);
      return ok(client, message);
    },
  );

  app.post(
    '/clients/search',
    {
      preValidation: access,
      ...freshList([
        'clients',
        'client_addresses',
        'client_emails',
        'client_phones',
        'client_group_members',
        'client_groups',
      ]),
      schema: { tags, body: searchClientsBodySchema, response: replies(clientSearchPayloadSchema) },
    },
    async (request) => ok(await clients.search(authOf(request), request.body)),
  );

  for (const kind of ['addresses', 'emails', 'phones'] as const) {
    app.get(
      `/clients/${kind}`,
      {
        preValidation: access,
        schema: { tags, querystring: clientIdQuerySchema, response: replies(clientContactListPayloadSchema) },
      },
      async (request) => {
        const contacts = await clients.contacts(authOf(request), request.query.id);
        return ok({ [kind]: contacts[kind] });
      },
    );
  }

  app.get(
    '/clients/groups',
    {
      preValidation: access,
      schema: { tags, querystring: clientIdQuerySchema, response: replies(clientGroupPayloadSchema) },
    },
    async (request) => ok({ group: await clients.group(authOf(request), request.query.id) }),
  );

  app.post(
    '/refer/email/resend',
    { preValidation: edit, schema: { tags, body: referResendBodySchema, response: replies(referResendPayloadSchema) } },
    async (request) => {
      const result = await clients.resendRefer(authOf(request), request.body.client_id);
      return ok({ refer_resend_tries: result.refer_resend_tries }, result.message);
    },
  );

  await app.register(recordTimelineRoutes, {
    prefix: '/clients',
    subjectType: 'client',
    permission: 'canAccessClients',
    tags,
    assertSubject: clients.assertClientExists,
    assertWritable,
  });
  await app.register(clientsCsvRoutes);
};
