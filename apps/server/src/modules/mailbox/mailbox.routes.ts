import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatSqlDate } from '../../http/dates';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { recentEmails } from '../../messaging/mailer';

const SYSTEM_TIMEZONE = 'Australia/Melbourne';

/** The sandbox's developer mailbox: only while mail is kept in the outbox instead of sent. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sandbox/mailbox', { schema: { tags: ['sandbox'] } }, async () => {
    if (!app.mailer.sandbox) throw notFound();
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
