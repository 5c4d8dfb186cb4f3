/** The billing feature's public face for other features. */

export { SubscriptionBanner } from './components/subscription-banner';
export { SubscribeDialog } from './dialogs/lazy-subscribe-dialog';
