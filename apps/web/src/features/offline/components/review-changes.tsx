import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

/** Opened from the banner or a record's pending chips: not on any screen's first load. */
const OutboxDialog = lazyComponent(
  () => import('./outbox-dialog'),
  (m) => m.OutboxDialog,
);

/** The queue's Review dialog while `open`; it stays open until closed, to say every change went. */
export function ReviewChanges({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OutboxDialog onClose={onClose} />
    </Suspense>
  );
}
