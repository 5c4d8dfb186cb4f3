import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { takeTurn } from '../../db/advisory-locks';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { bookingPhotos, bookingServices, bookingSettings, bookings } from '../../db/schema/index';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
export type BookingServiceRow = typeof bookingServices.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingPhotoRow = typeof bookingPhotos.$inferSelect;

export async function findSettings(db: Executor, companyId: number) {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.companyId, companyId));
  return row;
}

/** The business a public URL names, only while it takes bookings. */
const enabledByHandleQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(bookingSettings)
    .where(and(eq(bookingSettings.handle, sql.placeholder('handle')), eq(bookingSettings.enabled, true)))
    .prepare('booking_settings_by_handle'),
);

/** Every public booking call starts here: a named prepared statement. */
export async function findEnabledByHandle(db: Executor, handle: string) {
  const [row] = await enabledByHandleQuery(db).execute({ handle });
  return row;
}

export async function handleTakenByOther(db: Executor, companyId: number, handle: string) {
  const [row] = await db
    .select({ companyId: bookingSettings.companyId })
    .from(bookingSettings)
    .where(and(eq(bookingSettings.handle, handle), sql`${bookingSettings.companyId} <> ${companyId}`));
  return row !== undefined;
}

export async function saveSettings(
  db: Executor,
  values: Omit<typeof bookingSettings.$inferInsert, 'updatedAt'>,
): Promise<BookingSettingsRow> {
  const [row] = await db
    .insert(bookingSettings)
    .values(values)
    .onConflictDoUpdate({ target: bookingSettings.companyId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('booking settings upsert returned no row');
  return row;
}

const servicesQuery = preparedPer((db: Executor) =>
  db
    .select()
    .from(bookingServices)
    .where(eq(bookingServices.companyId, sql.placeholder('companyId')))
    .prepare('booking_services_of'),
);

/** The company's booking services (the public page reads them on every visit): a named prepared statement. */
export const listServices = (db: Executor, companyId: number) => servicesQuery(db).execute({ companyId });

export async function findService(db: Executor, companyId: number, typeId: number) {
  const [row] = await db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.companyId, companyId), eq(bookingServices.appointmentTypeId, typeId)));
  return row;
}

export async function replaceServices(db: Executor, companyId: number, rows: Omit<BookingServiceRow, 'companyId'>[]) {
  await db.delete(bookingServices).where(eq(bookingServices.companyId, companyId));
  if (rows.length) await db.insert(bookingServices).values(rows.map((row) => Object.assign({}, row, { companyId })));
}

export async function countPending(db: Executor, companyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.state, 'pending')));
  return row?.n ?? 0;
}

export async function insertBooking(db: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned no row');
  return row;
}

/** A live booking by the hash of one of its tokens, locked for the change it is about to make. */
export async function findByToken(db: Executor, companyId: number, purpose: 'reschedule' | 'cancel', hash: string) {
  const column = purpose === 'reschedule' ? bookings.rescheduleTokenHash : bookings.cancelTokenHash;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(column, hash)))
    .for('update');
  return row;
}

export async function findByAppointment(db: Executor, companyId: number, appointmentId: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.appointmentId, appointmentId)))
    .for('update');
  return row;
}

/** The state of the booking an appointment was made by, or null when it was not booked online (read, not locked). */
const bookingStateQuery = preparedPer((db: Executor) =>
  db
    .select({ state: bookings.state })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, sql.placeholder('companyId')),
        eq(bookings.appointmentId, sql.placeholder('appointmentId')),
      ),
    )
    .prepare('booking_state_of'),
);

/** The online booking an appointment came from, if any (every opened appointment asks): a named prepared statement. */
export async function bookingStateOf(db: Executor, companyId: number, appointmentId: number) {
  const [row] = await bookingStateQuery(db).execute({ companyId, appointmentId });
  return row?.state ?? null;
}

export async function updateBooking(
  db: Executor,
  row: BookingRow,
  values: Partial<Pick<BookingRow, 'state' | 'rescheduleTokenHash' | 'cancelTokenHash'>>,
) {
  const [saved] = await db
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(bookings.companyId, row.companyId), eq(bookings.id, row.id)))
    .returning();
  if (!saved) throw new Error('booking update returned no row');
  return saved;
}

/** One request at a time per business counts its pending requests against the cap. */
export const lockPendingCount = (db: Executor, companyId: number) => takeTurn(db, `booking-pending:${companyId}`);

/** One request at a time per business counts its photos waiting for a booking against their cap. */
export const lockStagedPhotos = (db: Executor, companyId: number) => takeTurn(db, `booking-photos:${companyId}`);

/** The business's photos waiting for a booking and not yet expired. */
export async function countStagedPhotos(db: Executor, companyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.companyId, companyId), gt(bookingPhotos.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}

export async function insertStagedPhoto(db: Executor, values: typeof bookingPhotos.$inferInsert) {
  await db.insert(bookingPhotos).values(values);
}

/** Removes and answers the business's unexpired photos with these token hashes (the booking takes them). */
export const takeStagedPhotos = (db: Executor, companyId: number, tokenHashes: string[]) =>
  db
    .delete(bookingPhotos)
    .where(
      and(
        eq(bookingPhotos.companyId, companyId),
        inArray(bookingPhotos.tokenHash, tokenHashes),
        gt(bookingPhotos.expiresAt, sql`now()`),
      ),
    )
    .returning();

/** Removes and answers every expired photo no booking took (their bytes are the caller's to delete). */
export const takeExpiredPhotos = (db: Executor) =>
  db.delete(bookingPhotos).where(lte(bookingPhotos.expiresAt, sql`now()`)).returning({ file: bookingPhotos.file });
