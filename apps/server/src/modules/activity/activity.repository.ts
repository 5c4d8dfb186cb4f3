import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { epochMillis } from '../../db/epoch-millis';
import { escapeLike } from '../../db/like-pattern';
import { activityLogs, users } from '../../db/schema/index';

export interface ActivityEntry {
  companyId: number;
  userId: number | null;
  action: string;
  subjectType: string;
  subjectId?: number | null;
  description: string;
  data?: Record<string, unknown>;
  ip?: string | null;
}

export async function insertActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values({ ...entry, subjectId: entry.subjectId ?? null, data: entry.data ?? {} });
}

/** Many entries at once (a bulk change logs each record it touched). */
export async function insertActivities(db: Executor, entries: ActivityEntry[]): Promise<void> {
  await bulkInsert(
    db,
    activityLogs,
    entries.map((entry) =>
      Object.assign({}, entry, { subjectId: entry.subjectId ?? null, data: entry.data ?? {}, ip: entry.ip ?? null }),
    ),
  );
}

export interface ActivityLogFilter {
  companyId: number;
  /** Only what this user did; absent: the whole company. */
  userId?: number;
  /** Matched anywhere in the description, case-insensitively, as typed (no wildcards). */
  search?: string;
  page: number;
  rows: number;
  /** Count every matching row (one's own log) instead of at most LOG_PAGES_COUNTED_AHEAD pages ahead. */
  exactTotal?: boolean;
}

/**
 * How many pages past the asked-for one are counted. A busy company's log runs to hundreds of
 * thousands of rows; counting them all on every page costs more than the page itself, and the
 * Activity Log only links the next few pages. `total` is exact whenever fewer remain.
 */
export const LOG_PAGES_COUNTED_AHEAD = 50;

/**
 * A page of the activity log, newest first, with who did each entry. activity_logs_user_idx serves
 * one user's log and the (company_id, id) primary key the company-wide one, both read backwards.
 */
export async function pageActivityLogs(db: Executor, filter: ActivityLogFilter) {
  const conditions: SQL[] = [eq(activityLogs.companyId, filter.companyId)];
  if (filter.userId !== undefined) conditions.push(eq(activityLogs.userId, filter.userId));
  if (filter.search) conditions.push(ilike(activityLogs.description, `%${escapeLike(filter.search)}%`));
  const where = and(...conditions);
  const [data, [total]] = await Promise.all([
    db
      .select({
        id: activityLogs.id,
        action: activityLogs.action,
        description: activityLogs.description,
        subjectType: activityLogs.subjectType,
        subjectId: activityLogs.subjectId,
        createdAt: activityLogs.createdAt,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        color: users.color,
      })
      .from(activityLogs)
      .leftJoin(users, and(eq(users.companyId, activityLogs.companyId), eq(users.id, activityLogs.userId)))
      .where(where)
      .orderBy(desc(activityLogs.id))
      .limit(filter.rows)
      .offset((filter.page - 1) * filter.rows),
    db.select({ value: count() }).from(
      db
        .select({ id: activityLogs.id })
        .from(activityLogs)
        .where(where)
        .orderBy(desc(activityLogs.id))
        .limit(filter.exactTotal ? Number.MAX_SAFE_INTEGER : (filter.page + LOG_PAGES_COUNTED_AHEAD) * filter.rows)
        .as('counted'),
    ),
  ]);
  return { data, total: total?.value ?? 0 };
}

/** The company's log entries with these ids, with the names of who did them (the timeline's page). */
/** What logDetail reads of a log entry, with the names of who did it. */
export interface LogDetail {
  action: string;
  description: string;
  /** Epoch milliseconds. */
  created_at: number;
  first_name: string | null;
  last_name: string | null;
}

/** A log entry as one json LogDetail, or null: a scalar subquery on the entry's id (an SQL expression). */
export const logDetail = (companyId: number, id: SQL) => sql`(
  select json_build_object('action', ${activityLogs.action}, 'description', ${activityLogs.description},
    'created_at', ${epochMillis(activityLogs.createdAt)}, 'first_name', ${users.firstName}, 'last_name', ${users.lastName})
  from ${activityLogs}
  left join ${users} on ${users.companyId} = ${activityLogs.companyId} and ${users.id} = ${activityLogs.userId}
  where ${activityLogs.companyId} = ${companyId} and ${activityLogs.id} = ${id})`;
