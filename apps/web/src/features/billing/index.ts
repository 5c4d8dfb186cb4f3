/** The billing feature's public face for other features. */
export { SubscribeDialog } from './dialogs/lazy-subscribe-dialog';
