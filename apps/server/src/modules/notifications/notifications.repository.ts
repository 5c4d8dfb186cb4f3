import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { notifications } from '../../db/schema/index';

const ofUser = (companyId: number, userId: number) =>
  and(eq(notifications.companyId, companyId), eq(notifications.userId, userId));

/** The newest of a user's notifications (the bell shows these), and how many of all are unread. */
export async function listNotifications(db: Executor, companyId: number, userId: number, limit = 50) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(ofUser(companyId, userId)).orderBy(desc(notifications.id)).limit(limit),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(ofUser(companyId, userId), eq(notifications.isRead, false))),
  ]);
  return { rows, unread: unread?.count ?? 0 };
}

/** Marks the user's own notifications read (those of `ids`, or all): anyone else's ids match nothing. */
export async function markRead(db: Executor, companyId: number, userId: number, ids: number[] | undefined) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(ofUser(companyId, userId), eq(notifications.isRead, false), ids ? inArray(notifications.id, ids) : undefined),
    );
}

/** Marks a notification pushed, once: the server that gets it answers what to push; the others nothing. */
export async function claimForPush(db: Executor, companyId: number, notificationId: number) {
  const [row] = await db
    .update(notifications)
    .set({ pushedAt: sql`now()` })
    .where(
      and(eq(notifications.companyId, companyId), eq(notifications.id, notificationId), isNull(notifications.pushedAt)),
    )
    .returning({
      userId: notifications.userId,
      title: notifications.title,
      body: notifications.body,
      data: notifications.data,
    });
  return row;
}

/** Adds a notification; answers its id. */
export async function insertNotification(db: Executor, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row?.id;
}

/** Company reset: erases the company's notifications about the given kinds of record. */
export async function eraseCompanyNotifications(tx: Executor, companyId: number, subjectTypes: string[]) {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.companyId, companyId), inArray(sql`${notifications.data}->>'type'`, subjectTypes)));
}
