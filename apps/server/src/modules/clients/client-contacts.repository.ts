import { NO_CONTACTS, type StoredContacts } from '@fieldbook/domain/communications/recipients.rules';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import { bulkInsert } from '../../db/bulk-insert';
import { type Executor, readTogether } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { clientAddresses, clientEmails, clientPhones } from '../../db/schema/index';

// A client's emails, phones and addresses: three tables with the same shape, kept in order.

export type EmailRow = typeof clientEmails.$inferSelect;
export type PhoneRow = typeof clientPhones.$inferSelect;
export type AddressRow = typeof clientAddresses.$inferSelect;

type Contact = { id?: number | undefined };

/**
 * Saves a client's list of one contact kind in order: entries with a known id are updated in place
 * (their ids stay, other records may point at them), new ones are inserted, missing ones removed.
 */
async function saveList<T extends Contact, Row>(
  db: Executor,
  table: typeof clientEmails | typeof clientPhones | typeof clientAddresses,
  companyId: number,
  clientId: number,
  entries: T[],
  toRow: (entry: T, position: number) => Record<string, unknown>,
): Promise<Row[]> {
  const keepIds = entries.map((e) => e.id).filter((id): id is number => id !== undefined);
  const scope = and(eq(table.companyId, companyId), eq(table.clientId, clientId));
  await db.delete(table).where(keepIds.length ? and(scope, notInArray(table.id, keepIds)) : scope);
  // The three contact tables share their key columns, but drizzle cannot type a write over a union
  // of tables; each caller's toRow gives the columns of its own table.
  const target = table as typeof clientEmails;
  const saved: Row[] = [];
  for (const [position, entry] of entries.entries()) {
    const values = Object.assign(toRow(entry, position), {
      companyId,
      clientId,
      position,
    }) as typeof clientEmails.$inferInsert;
    const updated =
      entry.id === undefined
        ? []
        : await db
            .update(target)
            .set(values)
            .where(and(scope, eq(target.id, entry.id)))
            .returning();
    const row = updated[0] ?? (await db.insert(target).values(values).returning())[0];
    saved.push(row as Row);
  }
  return saved;
}

export const saveEmails = <T extends Contact>(
  db: Executor,
  companyId: number,
  clientId: number,
  list: T[],
  toRow: (e: T) => Record<string, unknown>,
) => saveList<T, EmailRow>(db, clientEmails, companyId, clientId, list, toRow);
export const savePhones = <T extends Contact>(
  db: Executor,
  companyId: number,
  clientId: number,
  list: T[],
  toRow: (e: T) => Record<string, unknown>,
) => saveList<T, PhoneRow>(db, clientPhones, companyId, clientId, list, toRow);
export const saveAddresses = <T extends Contact>(
  db: Executor,
  companyId: number,
  clientId: number,
  list: T[],
  toRow: (e: T) => Record<string, unknown>,
) => saveList<T, AddressRow>(db, clientAddresses, companyId, clientId, list, toRow);

/** Contacts of many clients at once (one query per kind), for lists and pages. */
// A page of clients reads its contacts and groups on every list and search: named prepared statements
// (built by drizzle once, planned once per connection), the ids as one array parameter.
const emailsOfQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(clientEmails)
    .where(and(eq(clientEmails.companyId, sql.placeholder('companyId')), anyIdPlaceholder(clientEmails.clientId)))
    .orderBy(clientEmails.position)
    .prepare('client_emails_of'),
);
const phonesOfQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(clientPhones)
    .where(and(eq(clientPhones.companyId, sql.placeholder('companyId')), anyIdPlaceholder(clientPhones.clientId)))
    .orderBy(clientPhones.position)
    .prepare('client_phones_of'),
);
const addressesOfQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.companyId, sql.placeholder('companyId')), anyIdPlaceholder(clientAddresses.clientId)))
    .orderBy(clientAddresses.position)
    .prepare('client_addresses_of'),
);

export async function contactsOf(db: Executor, companyId: number, clientIds: number[]) {
  if (clientIds.length === 0) return { emails: [], phones: [], addresses: [] };
  const values = { companyId, ids: clientIds };
  const [emails, phones, addresses] = await readTogether(db, [
    () => emailsOfQuery(db).execute(values),
    () => phonesOfQuery(db).execute(values),
    () => addressesOfQuery(db).execute(values),
  ] as const);
  return { emails, phones, addresses };
}

/** These clients' addresses alone, in order. */
export const addressesOf = (db: Executor, companyId: number, clientIds: number[]) =>
  addressesOfQuery(db).execute({ companyId, ids: clientIds });

/**
 * These clients' stored contacts by id (who a message about one may go to, issue 32): every email
 * address and every phone's full_phone, in order.
 */
export async function storedContactsOf(
  db: Executor,
  companyId: number,
  clientIds: readonly number[],
): Promise<Map<number, StoredContacts>> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return new Map();
  const values = { companyId, ids };
  const [emails, phones] = await readTogether(db, [
    () => emailsOfQuery(db).execute(values),
    () => phonesOfQuery(db).execute(values),
  ] as const);
  return new Map(
    ids.map((id) => [
      id,
      {
        emails: emails.filter((e) => e.clientId === id).map((e) => e.emailAddress),
        phones: phones.filter((p) => p.clientId === id).map((p) => p.fullPhone),
      },
    ]),
  );
}

/** One client's stored contacts; none when it is not the company's. */
export async function storedContactsOfClient(db: Executor, companyId: number, clientId: number) {
  return (await storedContactsOf(db, companyId, [clientId])).get(clientId) ?? NO_CONTACTS;
}

/** The contacts of new clients (nothing to replace), in bulk. */
export async function insertContacts(
  db: Executor,
  contacts: {
    emails: (typeof clientEmails.$inferInsert)[];
    phones: (typeof clientPhones.$inferInsert)[];
    addresses: (typeof clientAddresses.$inferInsert)[];
  },
) {
  await bulkInsert(db, clientEmails, contacts.emails);
  await bulkInsert(db, clientPhones, contacts.phones);
  await bulkInsert(db, clientAddresses, contacts.addresses);
}

/** A client's first email and first phone number (by when each was added), as an accounting contact names them. */
export async function firstEmailAndPhone(db: Executor, companyId: number, clientId: number) {
  const [email] = await db
    .select({ value: clientEmails.emailAddress })
    .from(clientEmails)
    .where(and(eq(clientEmails.companyId, companyId), eq(clientEmails.clientId, clientId)))
    .orderBy(asc(clientEmails.id))
    .limit(1);
  const [phone] = await db
    .select({ value: clientPhones.fullPhone })
    .from(clientPhones)
    .where(and(eq(clientPhones.companyId, companyId), eq(clientPhones.clientId, clientId)))
    .orderBy(asc(clientPhones.id))
    .limit(1);
  return { email: email?.value ?? null, phone: phone?.value ?? null };
}
