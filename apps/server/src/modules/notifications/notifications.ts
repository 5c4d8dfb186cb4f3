import type { NotificationAnnounced, NotificationType } from '@fieldbook/domain/notifications/notifications.schemas';
import { REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import type { Executor } from '../../db/database';
import { notifySystem } from '../../realtime/system-channel';
import { insertNotification } from './notifications.repository';

export interface NewNotification {
  companyId: number;
  userId: number;
  title: string;
  body: string;
  /** The record it is about, which the bell links to. */
  about: { type: NotificationType; id: number };
}

/** What travels from the transaction that notified to every server, to tell the user's open pages. */
export interface NotificationEvent {
  companyId: number;
  userId: number;
  notification: NotificationAnnounced;
}

/**
 * Adds to a staff member's notifications and tells their open pages once the caller's transaction
 * commits: the announcement travels as a PostgreSQL notification, which is delivered on commit only
 * (and never for a rolled-back change) to every server, each telling its own sockets.
 */
export async function notifyUser(tx: Executor, input: NewNotification): Promise<void> {
  const id = await insertNotification(tx, {
    companyId: input.companyId,
    userId: input.userId,
    title: input.title,
    body: input.body,
    data: { type: input.about.type, id: input.about.id },
  });
  if (id === undefined) return;
  const event: NotificationEvent = {
    companyId: input.companyId,
    userId: input.userId,
    notification: { id, title: input.title },
  };
  await notifySystem(tx, REALTIME_EVENTS.notification, event);
}
