import type { ReminderKey } from '@fieldbook/domain/appointments/reminders.rules';
import {
  renderTemplate,
  templateDefault,
} from '@fieldbook/domain/communication-templates/communication-templates.rules';
import type { MergeValues } from '@fieldbook/domain/communication-templates/merge-render';
import { firstContactFor, storedContactFor } from '@fieldbook/domain/communications/recipients.rules';
import { instantIn } from '@fieldbook/domain/dates/date-codec';
import { formatLongDateTime } from '@fieldbook/domain/format/en-au';
import type { Executor } from '../../db/database';
import type { appointments } from '../../db/schema/index';
import { findClient, storedContactsOfClient } from '../clients/index';
import { clientMergeValues, renderCompanyTemplate } from '../communication-templates/index';
import { getCompany } from '../company/index';
import { findUser } from '../users/index';
import { attendeeContacts, clientWordingOfTypes } from './appointments.repository';

type AppointmentRow = typeof appointments.$inferSelect;

/** One person a message goes to, and the timelines it lands on. */
export interface Recipient {
  to: string;
  clientId: number | null;
  userId: number | null;
}

/**
 * Who a reminder or message goes to by its channel: a client's stored address or number — the one the
 * reminder names, else (a contact changed since it was saved) the client's first of the channel; never
 * an address the client does not have — (none while the client has disabled reminders, unless forced),
 * every attendee's own email or phone, or (unscheduled) the creator's.
 */
export async function recipientsOf(
  tx: Executor,
  appointment: AppointmentRow,
  target: { key: ReminderKey; via: 'EMAIL' | 'SMS'; clientId: number | null; value: string | null; force?: boolean },
): Promise<Recipient[]> {
  const { companyId } = appointment;
  if (target.key === 'clients') {
    const clientId = target.clientId ?? 0;
    const client = await findClient(tx, companyId, clientId);
    if (!client || (client.disableReminders && !target.force)) return [];
    const contacts = await storedContactsOfClient(tx, companyId, clientId);
    const to = storedContactFor(contacts, target.via, target.value) ?? firstContactFor(contacts, target.via);
    return to ? [{ to, clientId, userId: null }] : [];
  }
  const contact = (user: { id: number; email: string; phone: string | null }): Recipient | null => {
    const to = target.via === 'SMS' ? user.phone : user.email;
    return to ? { to, clientId: null, userId: user.id } : null;
  };
  const people =
    target.key === 'staff'
      ? await attendeeContacts(tx, companyId, appointment.id)
      : [await findUser(tx, companyId, appointment.createdBy ?? 0)].filter((user) => user !== undefined);
  return people.map(contact).filter((recipient): recipient is Recipient => recipient !== null);
}

export type AppointmentTemplateKind = 'appointment_reminder' | 'client_message';

/**
 * The appointment's usual message: for clients its first type's client title and description (the
 * appointment's own title when no type has one), for staff the appointment's title and description;
 * with the company's name, the local date and time (the appointment's own timezone, else the
 * company's), and the address. A client's message is worded by the company's template of the kind;
 * staff get the built-in wording.
 */
export async function appointmentMessage(tx: Executor, appointment: AppointmentRow, audience: 'clients' | 'staff') {
  const company = await getCompany(tx, appointment.companyId);
  const type =
    audience === 'clients' ? await clientWordingOfTypes(tx, appointment.companyId, appointment.id) : undefined;
  const values: MergeValues = {
    'company.name': company.companyName,
    'appointment.title': type?.title ?? appointment.title,
    'appointment.start': formatLongDateTime(instantIn(appointment.startAt, appointment.timezone || company.timezone)),
    'appointment.address': appointment.address?.full_address || null,
    'appointment.description': audience === 'clients' ? (type?.description ?? null) : appointment.description,
  };
  return {
    /** The subject (emails) and text of one recipient's message of the kind, by its channel. */
    async render(kind: AppointmentTemplateKind, via: 'EMAIL' | 'SMS', clientId: number | null) {
      const merged = { ...values, ...(await clientMergeValues(tx, appointment.companyId, clientId)) };
      if (audience === 'clients') return renderCompanyTemplate(tx, appointment.companyId, kind, via, merged);
      const builtIn = renderTemplate(templateDefault(kind, via) ?? { subject: null, body: '' }, merged);
      return { subject: builtIn.subject, text: builtIn.body };
    },
  };
}
