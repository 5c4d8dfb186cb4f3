import type { Executor } from '../../db/database';
import { formatSqlDate } from '../../http/dates';
import { type ActivityEntry, insertActivities, insertActivity, pageUserActivity } from './activity.repository';

/** Every mutation calls this inside its own transaction, so the log and the change commit together. */
export const recordActivity = (tx: Executor, entry: ActivityEntry) => insertActivity(tx, entry);
/** recordActivity for a bulk change: one entry per record, written in batches. */
export const recordActivities = (tx: Executor, entries: ActivityEntry[]) => insertActivities(tx, entries);

export async function listUserActivity(
  db: Executor,
  companyId: number,
  userId: number,
  page: number,
  rows: number,
  timezone: string,
) {
  const { data, total } = await pageUserActivity(db, companyId, userId, page, rows);
  return {
    data: data.map((row) => ({
      id: row.id,
      action: row.action,
      description: row.description,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      created_at: formatSqlDate(row.createdAt, timezone),
    })),
    page,
    rows,
    total,
  };
}
