import type { Executor } from '../../db/database';
import type { EndedSessions } from '../../realtime/realtime';
import { notifySystem, SESSIONS_ENDED } from '../../realtime/system-channel';
import * as repo from './auth.repository';

/**
 * Ends sessions (one, or every one of a user but optionally the one making the request), inside the
 * caller's transaction: they are revoked (their refresh tokens stop
 * rotating and every request's live-session check refuses their access tokens) and, once the
 * transaction commits, every server disconnects their realtime sockets (a PostgreSQL notification,
 * heard by each server; nothing is told if it rolls back). Every way a session ends goes through here:
 * signing out, a replayed refresh token, a password change or reset, deactivation, an email change
 * reversed.
 */
export async function endSessions(tx: Executor, which: EndedSessions, reason: string): Promise<void> {
  if ((await repo.revokeSessions(tx, which, reason)) === 0) return;
  await notifySystem(tx, SESSIONS_ENDED, which);
}
