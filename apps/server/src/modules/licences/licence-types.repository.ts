import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { licences, licenceTypes } from '../../db/schema/index';

export type LicenceTypeRow = typeof licenceTypes.$inferSelect;

const ofCompany = (companyId: number) => eq(licenceTypes.companyId, companyId);

/** The company's licence types by name; archived ones only when asked for. */
export const listLicenceTypes = (db: Executor, companyId: number, withArchived: boolean) =>
  db
    .select()
    .from(licenceTypes)
    .where(and(ofCompany(companyId), withArchived ? undefined : isNull(licenceTypes.archivedAt)))
    .orderBy(sql`lower(${licenceTypes.name})`, asc(licenceTypes.id));

export async function findLicenceType(db: Executor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(licenceTypes)
    .where(and(ofCompany(companyId), eq(licenceTypes.id, id)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

/** The named types of the company (any other id is simply not found), live ones unless archived are asked for. */
export function findLicenceTypes(db: Executor, companyId: number, ids: readonly number[], withArchived = false) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: licenceTypes.id, name: licenceTypes.name })
    .from(licenceTypes)
    .where(
      and(
        ofCompany(companyId),
        inArray(licenceTypes.id, [...ids]),
        withArchived ? undefined : isNull(licenceTypes.archivedAt),
      ),
    );
}

export async function insertLicenceType(db: Executor, companyId: number, name: string) {
  const [row] = await db.insert(licenceTypes).values({ companyId, name }).returning();
  if (!row) throw new Error('licence type insert returned no row');
  return row;
}

export async function updateLicenceType(
  db: Executor,
  current: LicenceTypeRow,
  values: Partial<Pick<LicenceTypeRow, 'name' | 'archivedAt'>>,
) {
  const [row] = await db
    .update(licenceTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofCompany(current.companyId), eq(licenceTypes.id, current.id)))
    .returning();
  if (!row) throw new Error('licence type update returned no row');
  return row;
}

/** What the qualification rule reads of staff members' licences (archived ones too: the rule skips them). */
export function heldLicences(db: Executor, companyId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: licences.userId,
      licenceTypeId: licences.licenceTypeId,
      expiryDate: licences.expiryDate,
      archived: sql<boolean>`${licences.archivedAt} is not null`,
    })
    .from(licences)
    .where(and(eq(licences.companyId, companyId), inArray(licences.userId, [...userIds])));
}
