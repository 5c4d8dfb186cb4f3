import { z } from '../zod';

/** What a notification links to: the record it is about, as `data.type` and `data.id`. */
export const NOTIFICATION_TYPES = ['quotation', 'invoice', 'licence', 'report', 'appointment'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPayloadSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationsPayload = z.infer<typeof notificationsPayloadSchema>;

/** POST v1/notifications/read: these of the caller's notifications, or every one when `ids` is left out. */
export const markNotificationsReadBodySchema = z.object({
  ids: z
    .array(z.number({ error: 'Each id must be a number.' }).int().positive(), {
      error: 'The ids must be a list of numbers.',
    })
    .max(100, 'At most 100 notifications can be marked at once.')
    .optional(),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** The live message on the caller's own notifications channel: enough to refetch and say what came. */
export interface NotificationAnnounced {
  id: number;
  title: string;
}
