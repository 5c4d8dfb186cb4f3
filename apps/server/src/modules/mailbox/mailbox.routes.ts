import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatSqlDate } from '../../http/dates';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { recentEmails } from '../../messaging/mailer';

const SYSTEM_TIMEZONE = 'Australia/Melbourne';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The sandbox's developer mailbox, holding reset codes: only while mail is kept in the outbox instead
 * of sent, only on the sandbox host, and only to a browser on the same machine.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sandbox/mailbox', { schema: { tags: ['sandbox'] } }, async (request) => {
    const portalHost = /^(app|connect)\./.test(request.hostname);
    if (!app.mailer.sandbox || portalHost || !LOOPBACK.test(request.ip)) throw notFound();
    const emails = await recentEmails(app.db);
    return ok({
      emails: emails.map((email) => ({
        id: email.id,
        to: email.to,
        subject: email.subject,
        text: email.text,
        created_at: formatSqlDate(email.createdAt, SYSTEM_TIMEZONE),
      })),
    });
  });
};
