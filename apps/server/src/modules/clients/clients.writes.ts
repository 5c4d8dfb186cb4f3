import {
  type CreateClientBody,
  clientDisplayName,
  createClientBodySchema,
} from '@fieldbook/domain/clients/clients.schemas';
import type { Address } from '@fieldbook/domain/company/company.schemas';
import { phoneSearchDigits } from '@fieldbook/domain/inputs/phone.rules';
import type { Executor } from '../../db/database';
import { takeFreeReference } from '../../db/reference-numbers';
import type { AuthContext } from '../../http/auth';
import { recordActivities } from '../activity/index';
import { assertTrialSlot } from '../company/index';
import { createNotesService } from '../notes/index';
import * as contactRepo from './client-contacts.repository';
import * as groupRepo from './client-groups.repository';
import { fullAddressOf, searchTextOf } from './clients.presenter';
import * as repo from './clients.repository';

// Writing client rows and their contacts: shared by the API, the CSV import and the demo seed.

export const clientNotes = createNotesService('client');

type ClientFields = Omit<CreateClientBody, 'note' | 'send_email'>;

/** Column values of the client row from a validated body. */
export function clientColumns(body: ClientFields) {
  return {
    isIndividual: body.is_individual,
    displayName: clientDisplayName(body),
    firstName: body.first_name,
    lastName: body.last_name,
    contactName: body.contact_name,
    website: body.website,
    timezone: body.timezone,
    heardFromVia: body.heard_from_via,
    defaultCommunicationMethod: body.default_communication_method,
    disableReminders: body.disable_reminders,
    preferContactName: body.prefer_contact_name,
    roleLabels: body.role_labels,
    industryLabels: body.industry_labels,
    invoicingDefaultDueDate: body.invoicing_default_due_date,
    strataIdentifier: body.strata_identifier,
    inventoryMarkupPercentage: body.inventory_markup_percentage,
    referenceId: body.reference_id,
  };
}

type EmailFields = ClientFields['emails'][number];
type PhoneFields = ClientFields['phones'][number];
type AddressFields = ClientFields['addresses'][number];

// Column values of each contact kind: one mapping for saving one client's lists and inserting many.
const emailColumns = (e: EmailFields) => ({ type: e.type, fieldName: e.field_name, emailAddress: e.email_address });
const phoneColumns = (p: PhoneFields) => ({
  type: p.type,
  fieldName: p.field_name,
  countryCode: p.country_code,
  areaCode: p.area_code,
  phoneNumber: p.phone_number,
  fullPhone: p.full_phone,
});
/** What a digits search matches for a client's phones (clients.phone_digits). */
const searchDigitsOf = (phones: { fullPhone: string }[]) => phones.map((p) => phoneSearchDigits(p.fullPhone)).join(' ');
const addressColumns = (a: AddressFields) => ({
  type: a.type,
  fieldName: a.field_name,
  addressLine1: a.address_line_1 ?? null,
  locality: a.locality ?? null,
  state: a.state ?? null,
  postalCode: a.postal_code ?? null,
  country: a.country ?? null,
  latitude: a.latitude ?? null,
  longitude: a.longitude ?? null,
  note: a.note,
  fullAddress: fullAddressOf(a),
});

/** Saves the contact lists and groups of a client and refreshes what search reads. */
export async function saveChildren(tx: Executor, companyId: number, client: repo.ClientRow, body: ClientFields) {
  const emails = await contactRepo.saveEmails(tx, companyId, client.id, body.emails, emailColumns);
  const phones = await contactRepo.savePhones(tx, companyId, client.id, body.phones, phoneColumns);
  const addresses = await contactRepo.saveAddresses(tx, companyId, client.id, body.addresses, addressColumns);
  await groupRepo.setGroups(tx, companyId, client.id, body.groups);
  await repo.updateClientRow(tx, companyId, client.id, {
    searchText: searchTextOf(client, emails, addresses),
    phoneDigits: searchDigitsOf(phones),
    updatedAt: client.updatedAt,
  });
}

/** Contact rows of a new client's body, in their list order. */
function contactRows(companyId: number, clientId: number, body: ClientFields) {
  const owner = (position: number) => ({ companyId, clientId, position });
  return {
    emails: body.emails.map((e, position) => ({ ...owner(position), ...emailColumns(e) })),
    phones: body.phones.map((p, position) => ({ ...owner(position), ...phoneColumns(p) })),
    addresses: body.addresses.map((a, position) => ({ ...owner(position), ...addressColumns(a) })),
  };
}

/**
 * Inserts validated new clients inside the caller's transaction: the rows with what search reads,
 * their contacts and groups, the reference counter, first notes and one activity log entry each.
 * Batched (a few statements per 500 clients), so the CSV import of thousands stays quick. The
 * create endpoint, the CSV import and the demo seed all add clients through this.
 */
export async function insertNewClients(
  tx: Executor,
  auth: { companyId: number; userId: number | null },
  bodies: CreateClientBody[],
): Promise<repo.ClientRow[]> {
  const { companyId, userId } = auth;
  const clients = await repo.insertClients(
    tx,
    bodies.map((body) => {
      const columns = clientColumns(body);
      const { phones, addresses } = contactRows(companyId, 0, body);
      const searchText = searchTextOf(
        columns,
        body.emails.map((e) => ({ emailAddress: e.email_address })),
        addresses,
      );
      return Object.assign({}, columns, {
        companyId,
        createdBy: userId,
        searchText,
        phoneDigits: searchDigitsOf(phones),
      });
    }),
  );
  const contacts = bodies.map((body, i) => contactRows(companyId, clients[i]?.id ?? 0, body));
  await contactRepo.insertContacts(tx, {
    emails: contacts.flatMap((c) => c.emails),
    phones: contacts.flatMap((c) => c.phones),
    addresses: contacts.flatMap((c) => c.addresses),
  });
  const numeric = bodies.map((b) => b.reference_id).filter((r) => /^\d{1,9}$/.test(r));
  if (numeric.length) await repo.recordReference(tx, companyId, String(Math.max(...numeric.map(Number))));
  const notes: { subjectId: number; value: string }[] = [];
  for (const [i, body] of bodies.entries()) {
    const client = clients[i];
    if (!client) continue;
    if (body.groups.length) await groupRepo.setGroups(tx, companyId, client.id, body.groups);
    if (body.note) notes.push({ subjectId: client.id, value: body.note });
  }
  if (notes.length > 0 && userId !== null) await clientNotes.addMany(tx, { companyId, userId }, notes);
  await recordActivities(
    tx,
    clients.map((client) => ({
      companyId,
      userId,
      action: 'client_created',
      subjectType: 'client',
      subjectId: client.id,
      description: `Created client ${client.displayName}`,
    })),
  );
  return clients;
}

/** One new client inside the caller's transaction (see insertNewClients). */
export async function insertNewClient(
  tx: Executor,
  auth: Pick<AuthContext, 'companyId' | 'userId'>,
  body: CreateClientBody,
) {
  const [client] = await insertNewClients(tx, auth, [body]);
  if (!client) throw new Error('client insert returned no row');
  return client;
}

/** The trial-limit check of a client create or restore, inside its transaction (company/plan-limit.ts). */
export async function assertClientSlot(tx: Executor, companyId: number, adding = 1) {
  await assertTrialSlot(tx, companyId, 'client', (dbx) => repo.countActiveClients(dbx, companyId), adding);
}

/**
 * The client a visitor becomes by booking online (modules/booking): their name, the email and mobile
 * they entered and the job address, with the next free client number. No staff user creates it.
 */
export async function insertBookedClient(
  tx: Executor,
  companyId: number,
  person: { name: string; email: string; mobile: string; address: Address },
) {
  const [first, ...rest] = person.name.trim().split(/\s+/);
  const body = createClientBodySchema.parse({
    first_name: first ?? person.name,
    last_name: rest.join(' ') || null,
    emails: [{ type: 'PRIMARY', field_name: null, email_address: person.email }],
    phones: [{ type: 'MOBILE', field_name: null, full_phone: person.mobile }],
    addresses: [{ ...person.address, type: 'PRIMARY', field_name: null, note: null }],
    reference_id: await takeFreeReference(tx, companyId, 'client_reference', (refs) =>
      repo.takenReferences(tx, companyId, refs),
    ),
  });
  const [client] = await insertNewClients(tx, { companyId, userId: null }, [body]);
  if (!client) throw new Error('client insert returned no row');
  return client;
}
