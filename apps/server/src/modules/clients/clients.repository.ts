import { NO_CONTACTS, type StoredContacts } from '@fieldbook/domain/communications/recipients.rules';
import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { peekNextReference as peekNext, recordReference as recordUsed } from '../../db/reference-numbers';
import {
  clientAddresses,
  clientEmails,
  clientGroupMembers,
  clientGroups,
  clientPhones,
  clients,
  users,
} from '../../db/schema/index';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type EmailRow = typeof clientEmails.$inferSelect;
export type PhoneRow = typeof clientPhones.$inferSelect;
export type AddressRow = typeof clientAddresses.$inferSelect;

export async function insertClient(db: Executor, values: NewClient): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

export async function updateClientRow(db: Executor, companyId: number, id: number, values: Partial<NewClient>) {
  const [row] = await db
    .update(clients)
    .set({ updatedAt: new Date(), ...values })
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .returning();
  if (!row) throw new Error('client update returned no row');
  return row;
}

export async function findClient(db: Executor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

export async function findClientsByIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), inArray(clients.id, ids)));
}

/** The names of the users who created a page of clients, in one query. */
const creatorNamesQuery = preparedPer((db: Executor) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), anyIdPlaceholder(users.id)))
    .prepare('creator_names'),
);

export async function creatorNames(db: Executor, companyId: number, userIds: number[]) {
  const names = new Map<number, { id: number; name: string }>();
  if (userIds.length === 0) return names;
  const rows = await creatorNamesQuery(db).execute({ companyId, ids: userIds });
  for (const row of rows) names.set(row.id, { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() });
  return names;
}

export async function referenceTaken(db: Executor, companyId: number, reference: string, exceptId?: number) {
  const conditions = [eq(clients.companyId, companyId), sql`lower(${clients.referenceId}) = lower(${reference})`];
  if (exceptId !== undefined) conditions.push(sql`${clients.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function countActiveClients(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), isNull(clients.archivedAt)));
  return row?.value ?? 0;
}

/** The client reference counter (db/reference-numbers.ts). */
export const peekNextReference = (db: Executor, companyId: number) => peekNext(db, companyId, 'client_reference');
export const recordReference = (db: Executor, companyId: number, reference: string) =>
  recordUsed(db, companyId, 'client_reference', reference);

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
    const values = { ...toRow(entry, position), companyId, clientId, position } as typeof clientEmails.$inferInsert;
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
  const [emails, phones, addresses] = await Promise.all([
    emailsOfQuery(db).execute(values),
    phonesOfQuery(db).execute(values),
    addressesOfQuery(db).execute(values),
  ]);
  return { emails, phones, addresses };
}

/**
 * These clients' stored contacts by id (who a message about one may go to, issue 32): every email
 * address and every phone's full_phone, in order. One statement after the other: a transaction's
 * single connection runs them in turn anyway.
 */
export async function storedContactsOf(
  db: Executor,
  companyId: number,
  clientIds: readonly number[],
): Promise<Map<number, StoredContacts>> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return new Map();
  const values = { companyId, ids };
  const emails = await emailsOfQuery(db).execute(values);
  const phones = await phonesOfQuery(db).execute(values);
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

/** Finds or creates groups by name and sets the client's memberships to exactly these. */
export async function setGroups(
  db: Executor,
  companyId: number,
  clientId: number,
  links: { name: string; relationship: string | null }[],
) {
  await db
    .delete(clientGroupMembers)
    .where(and(eq(clientGroupMembers.companyId, companyId), eq(clientGroupMembers.clientId, clientId)));
  for (const link of links) {
    await db.insert(clientGroups).values({ companyId, name: link.name }).onConflictDoNothing();
    const [group] = await db
      .select({ id: clientGroups.id })
      .from(clientGroups)
      .where(and(eq(clientGroups.companyId, companyId), sql`lower(${clientGroups.name}) = lower(${link.name})`));
    if (!group) throw new Error('client group vanished');
    await db
      .insert(clientGroupMembers)
      .values({ companyId, groupId: group.id, clientId, relationship: link.relationship })
      .onConflictDoUpdate({
        target: [clientGroupMembers.companyId, clientGroupMembers.groupId, clientGroupMembers.clientId],
        set: { relationship: link.relationship },
      });
  }
}

const groupsOfQuery = preparedPer((db: Executor) =>
  db
    .select({
      clientId: clientGroupMembers.clientId,
      id: clientGroups.id,
      name: clientGroups.name,
      relationship: clientGroupMembers.relationship,
    })
    .from(clientGroupMembers)
    .innerJoin(
      clientGroups,
      and(eq(clientGroups.companyId, clientGroupMembers.companyId), eq(clientGroups.id, clientGroupMembers.groupId)),
    )
    .where(
      and(
        eq(clientGroupMembers.companyId, sql.placeholder('companyId')),
        anyIdPlaceholder(clientGroupMembers.clientId),
      ),
    )
    .orderBy(clientGroups.name)
    .prepare('client_groups_of'),
);

export function groupsOf(db: Executor, companyId: number, clientIds: number[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return groupsOfQuery(db).execute({ companyId, ids: clientIds });
}

export async function findGroup(db: Executor, companyId: number, id: number) {
  const [group] = await db
    .select()
    .from(clientGroups)
    .where(and(eq(clientGroups.companyId, companyId), eq(clientGroups.id, id)));
  if (!group) return undefined;
  const members = await db
    .select({ clientId: clientGroupMembers.clientId, relationship: clientGroupMembers.relationship })
    .from(clientGroupMembers)
    .where(and(eq(clientGroupMembers.companyId, companyId), eq(clientGroupMembers.groupId, id)));
  return { group, members };
}

/** Ids of clients that share a group with the given client. */
export async function relatedClientIds(db: Executor, companyId: number, clientId: number): Promise<number[]> {
  const rows = await db.execute<{ client_id: number }>(sql`
    select distinct other.client_id
    from ${clientGroupMembers} mine
    join ${clientGroupMembers} other
      on other.company_id = mine.company_id and other.group_id = mine.group_id and other.client_id <> mine.client_id
    where mine.company_id = ${companyId} and mine.client_id = ${clientId}`);
  return rows.rows.map((row) => Number(row.client_id));
}

/** Which of these references (any case) a company's clients already use, lower-cased. */
export async function takenReferences(db: Executor, companyId: number, references: string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const lowered = [...new Set(references.map((r) => r.toLowerCase()))];
  const rows = await db
    .select({ reference: sql<string>`lower(${clients.referenceId})` })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), inArray(sql`lower(${clients.referenceId})`, lowered)));
  return new Set(rows.map((row) => row.reference));
}

/** The numeric references at or above a number that a company's clients already use. */
export async function numericReferencesFrom(db: Executor, companyId: number, from: number): Promise<Set<number>> {
  const rows = await db
    .select({ reference: clients.referenceId })
    .from(clients)
    .where(
      and(
        eq(clients.companyId, companyId),
        // The cast only ever sees digits: a CASE fixes the order the conditions run in.
        sql`(case when ${clients.referenceId} ~ '^[0-9]{1,9}$' then ${clients.referenceId}::integer end) >= ${from}`,
      ),
    );
  return new Set(rows.map((row) => Number(row.reference)));
}

/**
 * One page of a company's clients by id (keyset), with their contacts: what the CSV export reads
 * 1000 at a time instead of every client at once.
 */
export async function clientsPageAfter(
  db: Executor,
  companyId: number,
  archived: boolean,
  afterId: number,
  limit: number,
) {
  const rows = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.companyId, companyId),
        archived ? sql`${clients.archivedAt} is not null` : isNull(clients.archivedAt),
        sql`${clients.id} > ${afterId}`,
      ),
    )
    .orderBy(clients.id)
    .limit(limit);
  return {
    rows,
    contacts: await contactsOf(
      db,
      companyId,
      rows.map((row) => row.id),
    ),
  };
}

/** Inserts many new clients (see bulkInsert); the rows come back in the order given. */
export async function insertClients(db: Executor, values: NewClient[]): Promise<ClientRow[]> {
  const first = values[0];
  if (!first) return [];
  const ids = (await bulkInsert(db, clients, values, clients.id)) as number[];
  const saved = new Map<string, ClientRow>();
  for (let i = 0; i < ids.length; i += 5000) {
    for (const row of await findClientsByIds(db, first.companyId, ids.slice(i, i + 5000))) {
      saved.set(row.referenceId.toLowerCase(), row);
    }
  }
  // Matched by reference (unique per company) rather than trusting the order RETURNING gives.
  return values.map((value) => {
    const row = saved.get(value.referenceId.toLowerCase());
    if (!row) throw new Error('client insert returned no row');
    return row;
  });
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

/** The client a Client Connect invitation (refer/{code}) was sent for, locked while it is linked. */
export async function findClientByReferCode(db: Executor, code: string) {
  const [row] = await db.select().from(clients).where(eq(clients.referCode, code)).for('update').limit(1);
  return row;
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

/** The ids of the company's clients not archived, in order. */
export async function liveClientIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), isNull(clients.archivedAt)))
    .orderBy(asc(clients.id));
  return rows.map((row) => row.id);
}

/** Company reset: erases the company's clients (contacts, addresses, memberships go by cascade) and groups. */
export async function eraseCompanyClients(tx: Executor, companyId: number) {
  await tx.delete(clients).where(eq(clients.companyId, companyId));
  await tx.delete(clientGroups).where(eq(clientGroups.companyId, companyId));
}
