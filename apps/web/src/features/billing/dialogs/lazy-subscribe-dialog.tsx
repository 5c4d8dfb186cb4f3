import { Suspense } from 'react';
import { LazyDialogFallback } from '../../../components/lazy-dialog-fallback';
import { lazyComponent } from '../../../lib/lazy-component';
import type { SubscribeDialogProps } from './subscribe-dialog';

/** The prompt's own code (plans, card panel, coupon): fetched when it first opens, never with the page. */
export const loadSubscribeDialog = () => import('./subscribe-dialog');
const SubscribePrompt = lazyComponent(loadSubscribeDialog, (m) => m.SubscribeDialog);

/**
 * The subscribe prompt "Subscribe to {site}" (platform section 4) where a feature opens it itself
 * (the subscription-only recurring rules); the app's HttpUiHost opens it for a refused call.
 */
export function SubscribeDialog(props: SubscribeDialogProps) {
  if (props.message === null) return null;
  return (
    <Suspense fallback={<LazyDialogFallback />}>
      <SubscribePrompt {...props} />
    </Suspense>
  );
}
