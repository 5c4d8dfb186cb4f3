import { COMMUNICATION_MESSAGES, type NotifyBody } from '@fieldbook/domain/communications/communications.schemas';
import { notifyProblems } from '@fieldbook/domain/communications/notify.rules';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { fieldError, invalid } from '../../http/http-error';
import { recordActivity } from '../activity/index';
import { storedContactsOf } from '../clients/index';
import { type CommunicationSender, noDeliveries } from '../communications/index';
import { appointmentMessage, messageReads, recipientsOf } from './appointment-message';
import * as repo from './appointments.repository';
import type { AppointmentsService } from './appointments.service';

/**
 * POST v1/appointments/notify (the Send Message dialog): sends now, to the chosen recipients, the
 * appointment's usual message or the user's own email and SMS texts. A simple action (spec section 6);
 * a client who disabled reminders still gets what someone chose to send them. A client's address
 * must be one it has stored (422 on reminders.N.value); staff get their own. Past the company's hourly
 * cap it is a 429 and nothing is sent.
 */
export function createAppointmentNotifyService(deps: {
  db: Database;
  communications: CommunicationSender;
  appointments: AppointmentsService;
}) {
  const { db, communications, appointments } = deps;
  return {
    async notify(auth: AuthContext, body: NotifyBody): Promise<{ sent: number }> {
      const appointment = await appointments.assertWritable(auth, body.id);
      const details = await repo.loadDetails(db, auth.companyId, [appointment.id]);
      const clientIds = details.clients.map((client) => client.id);
      const problems = notifyProblems(body.reminders, {
        clientIds,
        staffCount: details.attendees.length,
        // Only the clients' stored addresses: a typed one is refused, never relayed to.
        contacts: await storedContactsOf(db, auth.companyId, clientIds),
      });
      if (Object.keys(problems).length > 0) {
        throw invalid(Object.fromEntries(Object.entries(problems).map(([path, message]) => [path, [message]])));
      }

      const queued = noDeliveries();
      let sent = 0;
      await db.transaction(async (tx) => {
        const reads = messageReads(tx, auth.companyId);
        for (const reminder of body.reminders) {
          if (reminder.type === 'NONE') continue;
          const via = reminder.type;
          const audience = reminder.key === 'clients' ? 'clients' : 'staff';
          const usual = await appointmentMessage(reads, appointment, audience);
          const custom = (via === 'SMS' ? body.custom_sms : body.custom_email) ?? '';
          const recipients = await recipientsOf(tx, reads, appointment, {
            key: reminder.key,
            via,
            clientId: reminder.client_id ?? null,
            value: reminder.value ?? null,
            force: true,
          });
          for (const recipient of recipients) {
            const worded = await usual.render('client_message', via, recipient.clientId);
            await communications.queue(
              tx,
              {
                companyId: auth.companyId,
                via,
                kind: 'MESSAGE',
                appointmentId: appointment.id,
                subject: via === 'EMAIL' ? worded.subject : null,
                text: body.message_type === 'DEFAULT' ? worded.text : custom,
                createdBy: auth.userId,
                // The recipient's own keys (to, clientId, userId) last: no key after a spread (V8's slow path).
                ...recipient,
              },
              queued,
            );
            sent += 1;
          }
        }
        if (sent === 0) throw fieldError('reminders', COMMUNICATION_MESSAGES.noAddress);
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'appointment_message',
          subjectType: 'appointment',
          subjectId: appointment.id,
          description: `Sent a message about ${appointment.referenceId} to ${sent} recipient${sent === 1 ? '' : 's'}`,
        });
      });
      await communications.deliver(queued);
      return { sent };
    },
  };
}
