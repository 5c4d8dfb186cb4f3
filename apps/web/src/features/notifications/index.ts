/** The notifications feature's public face: what other features may use. */
export { currentPushState, type PushState } from './api/web-push';
export { NotificationsBell } from './components/notifications-bell';
