import { COMMUNICATION_MESSAGES as M } from '@fieldbook/domain/communications/communications.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/http-error';
import { getCompany } from '../company/index';
import { findByReference, findCommunication, markRead } from './communications.repository';

/** Reading sent messages: staff through the record they belong to, a recipient through their link. */
export function createCommunicationsService(db: Database) {
  const companyTimezone = async (companyId: number) => (await getCompany(db, companyId)).timezone;

  return {
    /**
     * A communication's whole text for a user who may see a record it belongs to: its appointment
     * (calendar access), its client (client access), or its staff recipient (themselves or a staff manager).
     */
    async contents(auth: AuthContext, id: number) {
      const found = await findCommunication(db, auth.companyId, id, await companyTimezone(auth.companyId));
      if (!found) throw notFound(M.loadFailed);
      const { row, communication } = found;
      const held = new Set(auth.permissions);
      const allowed =
        (row.appointmentId !== null && held.has('canAccessCalendar')) ||
        (row.clientId !== null && held.has('canAccessClients')) ||
        (row.userId !== null && (row.userId === auth.userId || held.has('canManageUsers')));
      if (!allowed) throw forbidden();
      return {
        communication: {
          id: communication.id,
          via: communication.via,
          subject: communication.subject,
          content: communication.content,
          content_long: communication.content_long ?? '',
          files: communication.files,
        },
      };
    },

    /** The recipient's page (msg/{referenceUrl}), no account needed; opening it marks it read. */
    async forRecipient(reference: string) {
      const found = await findByReference(db, reference);
      if (!found) throw notFound(M.notFound);
      const { communication, companyName, timezone } = found;
      await markRead(db, communication.companyId, communication.id);
      return {
        message: {
          via: communication.via as 'EMAIL' | 'SMS',
          subject: communication.subject,
          content_long: communication.content,
          company_name: companyName,
          sent_at: formatSqlDate(communication.createdAt, timezone),
          timezone,
        },
      };
    },
  };
}
