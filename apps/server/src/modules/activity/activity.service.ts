import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import type { Executor } from '../../db/database';
import {
  type ActivityEntry,
  type ActivityLogFilter,
  insertActivities,
  insertActivity,
  pageActivityLogs,
} from './activity.repository';

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
  const { data, total } = await pageActivityLogs(db, { companyId, userId, page, rows, exactTotal: true });
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

/** users/logs: a page of log entries as the staff Activity Log shows them, and the page count (max; counted up to LOG_PAGES_COUNTED_AHEAD pages past this one). */
export async function listActivityLogs(db: Executor, filter: ActivityLogFilter, timezone: string) {
  const { data, total } = await pageActivityLogs(db, filter);
  return {
    timeline: data.map((row) => ({
      id: row.id,
      type: 'log' as const,
      action: row.action,
      description: row.description,
      created_at: formatSqlDate(row.createdAt, timezone),
      user:
        row.userId !== null && row.firstName !== null && row.lastName !== null && row.color !== null
          ? {
              id: row.userId,
              name: `${row.firstName} ${row.lastName}`.trim(),
              initials: `${row.firstName.charAt(0)}${row.lastName.charAt(0)}`.toUpperCase(),
              color: row.color,
            }
          : null,
      subject: row.subjectId !== null ? { type: row.subjectType, id: row.subjectId } : null,
    })),
    max: Math.ceil(total / filter.rows),
  };
}
