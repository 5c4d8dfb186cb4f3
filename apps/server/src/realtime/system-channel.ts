import type { RealtimeEvent } from '@fieldbook/domain/realtime/realtime.constants';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../db/database';

/** The PostgreSQL channel system changes travel on, so every server hears them however it runs. */
const PG_CHANNEL = 'fieldbook_system';

/** Between servers only, never told to a page: sessions that ended, whose sockets each server drops. */
export const SESSIONS_ENDED = 'sessions.ended';
export type SystemEvent = RealtimeEvent | typeof SESSIONS_ENDED;

/** Announces a system event to every server (inside the caller's transaction: only once it commits). */
export async function notifySystem(tx: Executor, event: SystemEvent, data: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${PG_CHANNEL}, ${JSON.stringify({ event, data })})`);
}

/**
 * Listens for system events on one dedicated connection and hands each to `onEvent` (the server
 * tells its own sockets: each server listens, so no broadcast is repeated across servers).
 */
export async function listenForSystemEvents(
  url: string,
  onEvent: (event: SystemEvent, data: unknown) => void,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, application_name: 'fieldbook-system-events' });
  client.on('error', onError);
  client.on('notification', (message) => {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    try {
      const { event, data } = JSON.parse(message.payload) as { event: SystemEvent; data: unknown };
      onEvent(event, data);
    } catch (error) {
      onError(error);
    }
  });
  await client.connect();
  await client.query(`listen ${PG_CHANNEL}`);
  return { close: () => client.end().catch(onError) };
}
