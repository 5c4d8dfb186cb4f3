import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { epochMillis } from '../../db/epoch-millis';
import { jsonTuple } from '../../db/json-tuple';
import { escapeLike } from '../../db/like-pattern';
import { builtPer, UNNAMED } from '../../db/prepared';
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
  const shape = `${filter.userId === undefined ? '' : 'user'}|${filter.search ? 'search' : ''}` as LogShape;
  const { page, count } = logQueries(db, shape);
  const values = {
    companyId: filter.companyId,
    userId: filter.userId,
    pattern: filter.search ? `%${escapeLike(filter.search)}%` : '',
    limit: filter.rows,
    offset: (filter.page - 1) * filter.rows,
    counted: filter.exactTotal ? Number.MAX_SAFE_INTEGER : (filter.page + LOG_PAGES_COUNTED_AHEAD) * filter.rows,
  };
  const [data, [total]] = await Promise.all([page.execute(values), count.execute(values)]);
  return { data, total: total?.value ?? 0 };
}

type LogShape = `${'user' | ''}|${'search' | ''}`;

/**
 * The log's page and its capped count for one shape, built by drizzle once with placeholders (building
 * them was a tenth of a page's CPU) and sent unnamed, so each run is planned for its own values as before.
 */
const logQueries = builtPer((db: Executor, shape: LogShape) => {
  const [user, search] = shape.split('|');
  const placeholder = sql.placeholder;
  const where = and(
    eq(activityLogs.companyId, placeholder('companyId')),
    user ? eq(activityLogs.userId, placeholder('userId')) : undefined,
    search ? ilike(activityLogs.description, placeholder('pattern')) : undefined,
  );
  return {
    page: db
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
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(UNNAMED),
    count: db
      .select({ value: count() })
      .from(
        db
          .select({ id: activityLogs.id })
          .from(activityLogs)
          .where(where)
          .orderBy(desc(activityLogs.id))
          .limit(placeholder('counted'))
          .as('counted'),
      )
      .prepare(UNNAMED),
  };
});

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

const logTuple = jsonTuple<LogDetail>({
  action: true,
  description: true,
  created_at: true,
  first_name: true,
  last_name: true,
});

/** A log entry as one json LogDetail tuple, or null: a scalar subquery on the entry's id (an SQL expression). */
export const logDetail = (companyId: number, id: SQL) => sql`(
  select ${logTuple.build({
    action: activityLogs.action,
    description: activityLogs.description,
    created_at: epochMillis(activityLogs.createdAt),
    first_name: users.firstName,
    last_name: users.lastName,
  })}
  from ${activityLogs}
  left join ${users} on ${users.companyId} = ${activityLogs.companyId} and ${users.id} = ${activityLogs.userId}
  where ${activityLogs.companyId} = ${companyId} and ${activityLogs.id} = ${id})`;

/** logDetail's value as a LogDetail. */
export const readLogDetail = logTuple.read;
