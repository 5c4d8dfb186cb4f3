/** The notifications module's public face: what other modules may use. */
export { noticeUnsubscribeLinks } from './notice-unsubscribe';
export { noticeUnsubscribeRoutes } from './notice-unsubscribe.routes';
export { type NotificationEvent, notifyUser } from './notifications';
export { eraseCompanyNotifications } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { pushKeyRoutes } from './push-key.routes';
export { createPushSender, type PushSender, vapidSubjectOf } from './push-sender';
export { isPushServiceEndpoint } from './push-service-hosts';
export { persistedVapidKeys } from './vapid-keys';
