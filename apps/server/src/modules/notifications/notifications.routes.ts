import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import {
  markNotificationsReadBodySchema,
  notificationsPayloadSchema,
} from '@fieldbook/domain/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, authOf, requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { companyTimezone } from '../company/index';
import * as repo from './notifications.repository';

/** A staff member's own notifications: the bell's list with the unread count, and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);
  const tags = ['notifications'];

  const listOf = async (auth: AuthContext) => {
    const [{ rows, unread }, timezone] = await Promise.all([
      repo.listNotifications(app.db, auth.companyId, auth.userId),
      companyTimezone(app.db, auth),
    ]);
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        data: row.data,
        is_read: row.isRead,
        created_at: formatSqlDate(row.createdAt, timezone),
      })),
      unread,
    };
  };

  app.get('/notifications/all', { schema: { tags, response: replies(notificationsPayloadSchema) } }, async (request) =>
    ok(await listOf(authOf(request))),
  );

  app.post(
    '/notifications/read',
    { schema: { tags, body: markNotificationsReadBodySchema, response: replies(notificationsPayloadSchema) } },
    async (request) => {
      const auth = authOf(request);
      await repo.markRead(app.db, auth.companyId, auth.userId, request.body.ids);
      return ok(await listOf(auth));
    },
  );
};
