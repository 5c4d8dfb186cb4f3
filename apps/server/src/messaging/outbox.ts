export const OUTBOX_SWEEP_QUEUE = 'outbox-sweep';
/** Every minute, one process sends what was committed over a minute ago and still waits. */
export const OUTBOX_SWEEP_CRON = '* * * * *';
const SWEEP_AGE_MS = 60_000;

/** The sweep: emails and texts a crash or restart left queued are sent (each still only once). */
export function sweepOutboxes(outboxes: { deliverStale(before: Date): Promise<number> }[]) {
  return async () => {
    const before = new Date(Date.now() - SWEEP_AGE_MS);
    for (const outbox of outboxes) await outbox.deliverStale(before);
  };
}
