import { and, count, desc, eq } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { activityLogs } from '../../db/schema/index';

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
    entries.map((entry) => ({
      ...entry,
      subjectId: entry.subjectId ?? null,
      data: entry.data ?? {},
      ip: entry.ip ?? null,
    })),
  );
}

export async function pageUserActivity(db: Executor, companyId: number, userId: number, page: number, rows: number) {
  const where = and(eq(activityLogs.companyId, companyId), eq(activityLogs.userId, userId));
  const [data, [total]] = await Promise.all([
    db
      .select({
        id: activityLogs.id,
        action: activityLogs.action,
        description: activityLogs.description,
        subjectType: activityLogs.subjectType,
        subjectId: activityLogs.subjectId,
        createdAt: activityLogs.createdAt,
      })
      .from(activityLogs)
      .where(where)
      .orderBy(desc(activityLogs.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ value: count() }).from(activityLogs).where(where),
  ]);
  return { data, total: total?.value ?? 0 };
}
