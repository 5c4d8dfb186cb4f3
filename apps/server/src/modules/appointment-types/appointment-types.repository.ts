import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentTypes } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type AppointmentTypeRow = typeof appointmentTypes.$inferSelect;
export type AppointmentTypeValues = Omit<
  typeof appointmentTypes.$inferInsert,
  'companyId' | 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'archivedAt'
>;

const ofCompany = (companyId: number) => eq(appointmentTypes.companyId, companyId);

/** The company's types by name; deleted (archived) ones only when asked for. */
export const listTypes = (db: Executor, companyId: number, withDeleted: boolean) =>
  db
    .select()
    .from(appointmentTypes)
    .where(and(ofCompany(companyId), withDeleted ? undefined : isNull(appointmentTypes.archivedAt)))
    .orderBy(sql`lower(${appointmentTypes.name})`, asc(appointmentTypes.id));

export async function findType(db: Executor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(appointmentTypes)
    .where(and(ofCompany(companyId), eq(appointmentTypes.id, id)))
    .limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

export async function insertType(db: Executor, companyId: number, createdBy: number, values: AppointmentTypeValues) {
  const [row] = await db
    .insert(appointmentTypes)
    .values({ ...values, companyId, createdBy })
    .returning();
  if (!row) throw new Error('appointment type insert returned no row');
  return row;
}

export async function updateType(
  db: Executor,
  current: AppointmentTypeRow,
  values: Partial<AppointmentTypeValues & Pick<AppointmentTypeRow, 'archivedAt'>>,
) {
  const [row] = await db
    .update(appointmentTypes)
    .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where(and(ofCompany(current.companyId), eq(appointmentTypes.id, current.id)))
    .returning();
  if (!row) throw new Error('appointment type update returned no row');
  return row;
}
