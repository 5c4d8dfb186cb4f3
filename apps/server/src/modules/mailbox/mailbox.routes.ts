import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { sandboxMailboxSchema } from '@fieldbook/domain/mailbox/mailbox.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { companyTimezone } from '../company/index';
import { recentSandboxEmails } from './mailbox.repository';

/**
 * The sandbox's mailbox (registered only with MAIL_PROVIDER=sandbox): the email the server kept
 * instead of sending, to a signed-in company administrator, of their own company only.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox/mailbox',
    {
      preValidation: requirePermission('canModifyCompanyDetails'),
      schema: { tags: ['sandbox'], response: replies(sandboxMailboxSchema) },
    },
    async (request) => {
      const auth = authOf(request);
      const [emails, timezone] = await Promise.all([recentSandboxEmails(app.db, auth), companyTimezone(app.db, auth)]);
      return ok({
        emails: emails.map((email) => ({
          id: email.id,
          to: email.to,
          subject: email.subject,
          text: email.text,
          created_at: formatSqlDate(email.createdAt, timezone),
        })),
      });
    },
  );
};
