import { keptValues } from './offline-db';

/**
 * Records made on the device without a network (a report filled offline): each gets a provisional id,
 * negative so it is never a server's, which its queued changes name until the create is acknowledged.
 * The server's id is then kept here, beside the queue, so a later change (and a screen showing the
 * provisional record) finds it — after a reload too. A create cut off before this was written is sent
 * again under its idempotency key, which answers the same record, and the id is written then.
 */
const KEY = 'created-ids';

type CreatedIds = Record<string, number>;

/** A new provisional id: negative, and unique on this device (ms and a random part within safe integers). */
export const provisionalId = (now = Date.now(), random = Math.random) => -(now * 1000 + Math.floor(random() * 1000));

export const isProvisional = (id: number) => id < 0;

const all = async () => (await keptValues.get<CreatedIds>(KEY).catch(() => undefined)) ?? {};

/** The server created the record the device called `ref`, as `id`. */
export async function rememberCreated(ref: number, id: number): Promise<void> {
  await keptValues.set(KEY, { ...(await all()), [ref]: id });
}

/** The server's id of a provisional record, or null while its create waits; a server id is itself. */
export async function createdIdOf(id: number): Promise<number | null> {
  if (!isProvisional(id)) return id;
  return (await all())[id] ?? null;
}

/** The server's id a queued change must name: its create is sent before it (the same record, in order). */
export async function serverIdOf(id: number): Promise<number> {
  const created = await createdIdOf(id);
  // Not reached by the queue's order (a change waits behind its record's create); a clear failure if it is.
  if (created === null) throw new Error('The record this change is about has not been created yet.');
  return created;
}

/** Another user's device now: their provisional records mean nothing here (the queue is cleared too). */
export async function forgetCreated(): Promise<void> {
  await keptValues.remove(KEY).catch(() => undefined);
}
