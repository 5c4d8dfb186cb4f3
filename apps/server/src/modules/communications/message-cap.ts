import { COMMUNICATION_MESSAGES } from '@fieldbook/domain/communications/communications.schemas';
import { takeTurn } from '../../db/advisory-locks';
import type { Executor } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { companyMessagesSince } from '../../messaging/outbox.repository';

const HOUR_MS = 60 * 60_000;
/** How long an automatic reminder over the cap waits before it tries again. */
export const MESSAGE_CAP_RETRY_MS = 10 * 60_000;

/** The company has queued its MESSAGES_PER_HOUR: a 429 whose transaction rolls back, so nothing is queued. */
export class MessageCapReached extends HttpError {
  constructor() {
    super(429, COMMUNICATION_MESSAGES.tooMany);
  }
}

/**
 * How many more messages the company may queue now: MESSAGES_PER_HOUR (`perHour`) less the emails and
 * texts it queued in the last hour (every outbox row of the company counts); 0 is no cap (Infinity).
 * The company's sends take turns under a transaction lock, held from here to the caller's commit, so
 * two at once cannot both take the last place.
 */
export async function messageCapRoom(tx: Executor, companyId: number, perHour: number): Promise<number> {
  if (perHour === 0) return Number.POSITIVE_INFINITY;
  await takeTurn(tx, `message-cap:${companyId}`);
  const queued = await companyMessagesSince(tx, companyId, new Date(Date.now() - HOUR_MS), perHour);
  return Math.max(0, perHour - queued);
}
