import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { files, licences, licenceTypes, users } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type LicenceRow = typeof licences.$inferSelect;
export type LicenceValues = Pick<
  typeof licences.$inferInsert,
  'userId' | 'licenceNumber' | 'descriptor' | 'licenceTypeId' | 'stateId' | 'expiryDate' | 'imageFileId'
>;

/** A licence with what its payload shows of its holder and its document. */
const withHolder = {
  licence: licences,
  holder: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    color: users.color,
    active: users.active,
    profileImageFileId: users.profileImageFileId,
  },
  document: { id: files.id, title: files.title, thumbnailKey: files.thumbnailKey },
  type: { id: licenceTypes.id, name: licenceTypes.name },
};
export type LicenceWithHolder = {
  licence: LicenceRow;
  holder: {
    id: number;
    firstName: string;
    lastName: string;
    color: string;
    active: boolean;
    profileImageFileId: number | null;
  };
  document: { id: number; title: string | null; thumbnailKey: string | null } | null;
  type: { id: number; name: string } | null;
};

function selectLicences(db: Executor, where: SQL | undefined) {
  return db
    .select(withHolder)
    .from(licences)
    .innerJoin(users, and(eq(users.companyId, licences.companyId), eq(users.id, licences.userId)))
    .leftJoin(files, and(eq(files.companyId, licences.companyId), eq(files.id, licences.imageFileId)))
    .leftJoin(
      licenceTypes,
      and(eq(licenceTypes.companyId, licences.companyId), eq(licenceTypes.id, licences.licenceTypeId)),
    )
    .where(where);
}

export async function findLicence(db: Executor, companyId: number, id: number): Promise<LicenceWithHolder | undefined> {
  const [row] = await selectLicences(db, and(eq(licences.companyId, companyId), eq(licences.id, id))).limit(1);
  return row;
}

/** The licence row alone, locked for a change. */
export async function lockLicence(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.companyId, companyId), eq(licences.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** The company's licences (or one user's): active first, soonest expiry first, then archived. */
export function listLicences(db: Executor, companyId: number, userId?: number): Promise<LicenceWithHolder[]> {
  const where = and(eq(licences.companyId, companyId), userId === undefined ? undefined : eq(licences.userId, userId));
  return selectLicences(db, where).orderBy(
    sql`${licences.archivedAt} is not null`,
    sql`${licences.expiryDate} asc nulls last`,
    asc(licences.licenceNumber),
    asc(licences.id),
  );
}

export async function insertLicence(db: Executor, companyId: number, createdBy: number, values: LicenceValues) {
  const [row] = await db
    .insert(licences)
    .values({ ...values, companyId, createdBy })
    .returning();
  if (!row) throw new Error('licence insert returned no row');
  return row;
}

/** Writes a new version; updated_at always moves on (the stale-edit check compares it). */
export async function updateLicence(
  db: Executor,
  current: LicenceRow,
  values: Partial<LicenceValues & Pick<LicenceRow, 'archivedAt' | 'expiryJobIds'>>,
) {
  const [row] = await db
    .update(licences)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(eq(licences.companyId, current.companyId), eq(licences.id, current.id)))
    .returning();
  if (!row) throw new Error('licence update returned no row');
  return row;
}

/** The holder of a new or moved licence: any user of the company. */
export async function findHolder(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * Takes the licence's expiry notice of this kind for this expiry date, once (not an edit: updated_at
 * stays): false when it was sent already, or the licence is archived or its date moved since. A second
 * taker waits on the row until the first commits, then finds it sent.
 */
export async function claimExpiryNotice(
  db: Executor,
  notice: { companyId: number; licenceId: number; expiryDate: string; kind: string },
): Promise<boolean> {
  const sent = `${notice.kind}:${notice.expiryDate}`;
  const rows = await db
    .update(licences)
    .set({ expiryNoticesSent: sql`array_append(${licences.expiryNoticesSent}, ${sent}::text)` })
    .where(
      and(
        eq(licences.companyId, notice.companyId),
        eq(licences.id, notice.licenceId),
        eq(licences.expiryDate, notice.expiryDate),
        sql`${licences.archivedAt} is null`,
        sql`not (${sent}::text = any(${licences.expiryNoticesSent}))`,
      ),
    )
    .returning({ id: licences.id });
  return rows.length > 0;
}

/** Records that the expiry's booked-work notice went out (not an edit: updated_at stays). */
export async function markWorkNoticed(db: Executor, licence: LicenceRow, expiryDate: string) {
  await db
    .update(licences)
    .set({ workNoticeExpiry: expiryDate })
    .where(and(eq(licences.companyId, licence.companyId), eq(licences.id, licence.id)));
}
