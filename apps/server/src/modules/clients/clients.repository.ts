import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { peekNextReference as peekNext, recordReference as recordUsed } from '../../db/reference-numbers';
import { clientGroups, clients, users } from '../../db/schema/index';
import { contactsOf } from './client-contacts.repository';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;

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

const clientExistsQuery = preparedPer((db: Executor) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, sql.placeholder('companyId')), eq(clients.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('client_exists'),
);

/** Whether the client is in the company (archived or not), as findClient finds it but reading no columns. */
export const clientExists = async (db: Executor, companyId: number, id: number) =>
  (await clientExistsQuery(db).execute({ companyId, id })).length > 0;

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

/** The client a Client Connect invitation (refer/{code}) was sent for, locked while it is linked. */
export async function findClientByReferCode(db: Executor, code: string) {
  const [row] = await db.select().from(clients).where(eq(clients.referCode, code)).for('update').limit(1);
  return row;
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
