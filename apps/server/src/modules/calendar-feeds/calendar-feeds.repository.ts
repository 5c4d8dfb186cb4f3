import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentAttendees, appointments, calendarFeeds, companies, users } from '../../db/schema/index';
import { listedColumns } from '../appointments/index';

// The only code that touches calendar_feeds, and the feed's reads of appointments.

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
type NewFeed = Pick<typeof calendarFeeds.$inferInsert, 'kind' | 'userId' | 'nonce' | 'tokenHash' | 'createdBy'>;

/** At most this many appointments in one feed: a bounded read whatever the company's size. */
export const FEED_MAX_APPOINTMENTS = 5000;

const live = (companyId: number) => and(eq(calendarFeeds.companyId, companyId), isNull(calendarFeeds.revokedAt));

/** The company's live feeds with the names of their staff member and creator. */
export async function liveFeeds(db: Executor, companyId: number) {
  const creators = sql`(select concat_ws(' ', u.first_name, u.last_name) from users u
    where u.company_id = ${calendarFeeds.companyId} and u.id = ${calendarFeeds.createdBy})`;
  return db
    .select({
      feed: calendarFeeds,
      userName: sql<string | null>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
      createdByName: sql<string | null>`${creators}`,
    })
    .from(calendarFeeds)
    .leftJoin(users, and(eq(users.companyId, calendarFeeds.companyId), eq(users.id, calendarFeeds.userId)))
    .where(live(companyId))
    .orderBy(asc(calendarFeeds.kind), asc(users.firstName), asc(calendarFeeds.id));
}

/** The live feed of one staff member's appointments, if they have one. */
export async function liveStaffFeedId(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(live(companyId), eq(calendarFeeds.kind, 'STAFF'), eq(calendarFeeds.userId, userId)));
  return row?.id ?? null;
}

export async function findLiveFeed(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(live(companyId), eq(calendarFeeds.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertFeed(db: Executor, companyId: number, values: NewFeed) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('calendar feed insert returned nothing');
  return row;
}

export async function revokeFeed(db: Executor, companyId: number, id: number) {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(live(companyId), eq(calendarFeeds.id, id)));
}

/** The live feed a public link's token opens, or null. */
export async function feedByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

/** The company's active staff, by name: whose feed can be made. */
export async function activeStaff(db: Executor, companyId: number) {
  return db
    .select({ id: users.id, name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Whether the user is an active staff member of the company. */
export async function activeUserExists(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), eq(users.active, true)));
  return row !== undefined;
}

const shown = and(isNull(appointments.archivedAt), ne(appointments.status, 'UNSCHEDULED'));

/**
 * The scheduled, live appointments starting in [from, to): the company's on appointments_start_idx,
 * a staff member's through their attendee rows' own start_at index.
 */
export async function feedAppointments(db: Executor, companyId: number, userId: number | null, from: Date, to: Date) {
  if (userId === null) {
    return db
      .select(listedColumns)
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, companyId),
          gte(appointments.startAt, from),
          lt(appointments.startAt, to),
          shown,
        ),
      )
      .orderBy(asc(appointments.startAt))
      .limit(FEED_MAX_APPOINTMENTS);
  }
  return db
    .select(listedColumns)
    .from(appointmentAttendees)
    .innerJoin(
      appointments,
      and(
        eq(appointments.companyId, appointmentAttendees.companyId),
        eq(appointments.id, appointmentAttendees.appointmentId),
      ),
    )
    .where(
      and(
        eq(appointmentAttendees.companyId, companyId),
        eq(appointmentAttendees.userId, userId),
        gte(appointmentAttendees.startAt, from),
        lt(appointmentAttendees.startAt, to),
        shown,
      ),
    )
    .orderBy(asc(appointmentAttendees.startAt))
    .limit(FEED_MAX_APPOINTMENTS);
}

/** Every appointment of these series, deleted ones too (each holds its occurrence's place). */
export async function seriesMembers(db: Executor, companyId: number, recurrenceIds: number[]) {
  if (recurrenceIds.length === 0) return [];
  return db
    .select({
      id: appointments.id,
      recurrenceId: appointments.recurrenceId,
      startAt: appointments.startAt,
      timezone: appointments.timezone,
    })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), inArray(appointments.recurrenceId, recurrenceIds)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/** An active staff member's name, or null (a deactivated member's feed shows nothing). */
export async function activeUserName(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({ name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), eq(users.active, true)));
  return row?.name ?? null;
}

/** The company's name and timezone, for the calendar's name and its default zone. */
export async function companyOf(db: Executor, companyId: number) {
  const [row] = await db
    .select({ name: companies.companyName, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
