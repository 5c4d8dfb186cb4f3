import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { appointmentTypeLicenceTypes, appointmentTypes } from '../../db/schema/index';
import { nextUpdatedAt } from '../../http/dates';

export type AppointmentTypeRow = typeof appointmentTypes.$inferSelect;
export type AppointmentTypeValues = Omit<
  typeof appointmentTypes.$inferInsert,
  'companyId' | 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'archivedAt'
>;

const ofCompany = (companyId: number) => eq(appointmentTypes.companyId, companyId);

const byName = [sql`lower(${appointmentTypes.name})`, asc(appointmentTypes.id)];

/** The live types, as the public booking page reads them on every visit: a named prepared statement. */
const liveTypesQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(appointmentTypes)
    .where(and(eq(appointmentTypes.companyId, sql.placeholder('companyId')), isNull(appointmentTypes.archivedAt)))
    .orderBy(...byName)
    .prepare('live_appointment_types'),
);

/** The company's types by name; deleted (archived) ones only when asked for. */
export async function listTypes(db: Executor, companyId: number, withDeleted: boolean) {
  if (!withDeleted) return liveTypesQuery(db).execute({ companyId });
  return db
    .select()
    .from(appointmentTypes)
    .where(ofCompany(companyId))
    .orderBy(...byName);
}

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

/** The licence types each of these appointment types requires. */
export function requiredLicenceTypeIds(db: Executor, companyId: number, typeIds: readonly number[]) {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      appointmentTypeId: appointmentTypeLicenceTypes.appointmentTypeId,
      licenceTypeId: appointmentTypeLicenceTypes.licenceTypeId,
    })
    .from(appointmentTypeLicenceTypes)
    .where(
      and(
        eq(appointmentTypeLicenceTypes.companyId, companyId),
        inArray(appointmentTypeLicenceTypes.appointmentTypeId, [...typeIds]),
      ),
    );
}

/** Replaces the licence types an appointment type requires. */
export async function saveRequiredLicenceTypes(
  db: Executor,
  companyId: number,
  appointmentTypeId: number,
  licenceTypeIds: readonly number[],
) {
  await db
    .delete(appointmentTypeLicenceTypes)
    .where(
      and(
        eq(appointmentTypeLicenceTypes.companyId, companyId),
        eq(appointmentTypeLicenceTypes.appointmentTypeId, appointmentTypeId),
      ),
    );
  if (licenceTypeIds.length === 0) return;
  await db
    .insert(appointmentTypeLicenceTypes)
    .values(licenceTypeIds.map((licenceTypeId) => ({ companyId, appointmentTypeId, licenceTypeId })));
}
