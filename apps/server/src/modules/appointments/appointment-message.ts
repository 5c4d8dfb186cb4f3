import type { ReminderKey } from '@fieldbook/domain/appointments/reminders.rules';
import {
  renderTemplate,
  templateDefault,
} from '@fieldbook/domain/communication-templates/communication-templates.rules';
import type { MergeValues } from '@fieldbook/domain/communication-templates/merge-render';
import {
  firstContactFor,
  NO_CONTACTS,
  type StoredContacts,
  storedContactFor,
} from '@fieldbook/domain/communications/recipients.rules';
import { instantIn } from '@fieldbook/domain/dates/date-codec';
import { formatLongDateTime } from '@fieldbook/domain/format/en-au';
import type { Executor } from '../../db/database';
import type { appointments } from '../../db/schema/index';
import { findClientsByIds, storedContactsOf } from '../clients/index';
import { companyTemplate, mergeValuesOfClient, renderTemplateText } from '../communication-templates/index';
import { type CompanyRow, getCompany } from '../company/index';
import { findUser } from '../users/index';
import { attendeeContactsOf, clientWordingOfTypes } from './appointments.repository';

type AppointmentRow = typeof appointments.$inferSelect;
type ClientRow = Awaited<ReturnType<typeof findClientsByIds>>[number];
type TemplateText = Awaited<ReturnType<typeof companyTemplate>>;
type Contact = { id: number; email: string; phone: string | null };

/**
 * What messages of one company's appointments read — clients, their stored contacts, attendees, the
 * types' client wording, the company and its templates — each read once and kept for the transaction.
 * `prefetch` reads a whole batch's in one statement each (the reminder worker: 100 reminders at once).
 */
export function messageReads(tx: Executor, companyId: number) {
  const clients = new Map<number, ClientRow | undefined>();
  const contacts = new Map<number, StoredContacts>();
  const attendees = new Map<number, Contact[]>();
  const wording = new Map<number, { title: string | null; description: string | null } | undefined>();
  const templates = new Map<string, Promise<TemplateText>>();
  let company: Promise<CompanyRow> | undefined;
  const missing = (ids: readonly number[], known: Map<number, unknown>) =>
    [...new Set(ids)].filter((id) => !known.has(id));
  const readClients = async (ids: readonly number[]) => {
    const wanted = missing(ids, clients);
    if (wanted.length === 0) return;
    const rows = new Map((await findClientsByIds(tx, companyId, wanted)).map((row) => [row.id, row]));
    const stored = await storedContactsOf(tx, companyId, wanted);
    for (const id of wanted) {
      clients.set(id, rows.get(id));
      contacts.set(id, stored.get(id) ?? NO_CONTACTS);
    }
  };
  const readAppointments = async (ids: readonly number[], audience: 'clients' | 'staff' | 'both') => {
    const forStaff = audience === 'clients' ? [] : missing(ids, attendees);
    const forClients = audience === 'staff' ? [] : missing(ids, wording);
    const people = await attendeeContactsOf(tx, companyId, forStaff);
    for (const id of forStaff) attendees.set(id, people.get(id) ?? []);
    const types = await clientWordingOfTypes(tx, companyId, forClients);
    for (const id of forClients) wording.set(id, types.get(id));
  };
  return {
    companyId,
    async prefetch(batch: { clientIds: number[]; staffOf: number[]; wordingOf: number[] }) {
      await readClients(batch.clientIds);
      await readAppointments(batch.staffOf, 'staff');
      await readAppointments(batch.wordingOf, 'clients');
    },
    async client(id: number) {
      await readClients([id]);
      return clients.get(id);
    },
    async storedContacts(clientId: number) {
      await readClients([clientId]);
      return contacts.get(clientId) ?? NO_CONTACTS;
    },
    async attendees(appointmentId: number) {
      await readAppointments([appointmentId], 'staff');
      return attendees.get(appointmentId) ?? [];
    },
    async typeWording(appointmentId: number) {
      await readAppointments([appointmentId], 'clients');
      return wording.get(appointmentId);
    },
    company() {
      company ??= getCompany(tx, companyId);
      return company;
    },
    template(kind: AppointmentTemplateKind, via: 'EMAIL' | 'SMS') {
      const key = `${kind}:${via}`;
      const template = templates.get(key) ?? companyTemplate(tx, companyId, kind, via);
      templates.set(key, template);
      return template;
    },
  };
}
export type MessageReads = ReturnType<typeof messageReads>;

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
  reads: MessageReads,
  appointment: AppointmentRow,
  target: { key: ReminderKey; via: 'EMAIL' | 'SMS'; clientId: number | null; value: string | null; force?: boolean },
): Promise<Recipient[]> {
  const { companyId } = appointment;
  if (target.key === 'clients') {
    const clientId = target.clientId ?? 0;
    const client = await reads.client(clientId);
    if (!client || (client.disableReminders && !target.force)) return [];
    const contacts = await reads.storedContacts(clientId);
    const to = storedContactFor(contacts, target.via, target.value) ?? firstContactFor(contacts, target.via);
    return to ? [{ to, clientId, userId: null }] : [];
  }
  const contact = (user: { id: number; email: string; phone: string | null }): Recipient | null => {
    const to = target.via === 'SMS' ? user.phone : user.email;
    return to ? { to, clientId: null, userId: user.id } : null;
  };
  const people =
    target.key === 'staff'
      ? await reads.attendees(appointment.id)
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
export async function appointmentMessage(
  reads: MessageReads,
  appointment: AppointmentRow,
  audience: 'clients' | 'staff',
) {
  const company = await reads.company();
  const type = audience === 'clients' ? await reads.typeWording(appointment.id) : undefined;
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
      const merged = {
        ...values,
        ...mergeValuesOfClient(clientId === null ? undefined : await reads.client(clientId)),
      };
      if (audience === 'clients') return renderTemplateText(await reads.template(kind, via), kind, via, merged);
      const builtIn = renderTemplate(templateDefault(kind, via) ?? { subject: null, body: '' }, merged);
      return { subject: builtIn.subject, text: builtIn.body };
    },
  };
}
