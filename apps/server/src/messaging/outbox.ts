export const OUTBOX_SWEEP_QUEUE = 'outbox-sweep';
/** Every minute, one process sends what was committed over a minute ago and still waits. */
export const OUTBOX_SWEEP_CRON = '* * * * *';
const SWEEP_AGE_MS = 60_000;
/** A message is sent within seconds of being taken: one still being sent this long after it was queued never will be. */
const STUCK_AGE_MS = 15 * 60_000;

/** Why a message a crash left half-sent shows as failed (its error, on the timeline). */
export const STOPPED_WHILE_SENDING =
  'Not confirmed sent: the server stopped while sending it. Send it again if it did not arrive.';

/** The time before which a message still being sent is stuck, for a sweep of what waited since before `before`. */
export const stuckBefore = (before: Date) => new Date(before.getTime() - STUCK_AGE_MS);

/**
 * The sweep: emails and texts a crash or restart left queued are sent (each still only once), and those
 * it left half-sent long ago are marked failed.
 */
export function sweepOutboxes(outboxes: { deliverStale(before: Date): Promise<number> }[]) {
  return async () => {
    const before = new Date(Date.now() - SWEEP_AGE_MS);
    for (const outbox of outboxes) await outbox.deliverStale(before);
  };
}
