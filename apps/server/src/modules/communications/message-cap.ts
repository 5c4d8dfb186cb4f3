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
 * Refuses one more message once the company has queued `perHour` emails and texts in the last hour
 * (every outbox row of the company counts); 0 is no cap. The company's sends take turns under a
 * transaction lock, so two at once cannot both take the last place.
 */
export async function assertUnderMessageCap(tx: Executor, companyId: number, perHour: number): Promise<void> {
  if (perHour === 0) return;
  await takeTurn(tx, `message-cap:${companyId}`);
  const queued = await companyMessagesSince(tx, companyId, new Date(Date.now() - HOUR_MS), perHour);
  if (queued >= perHour) throw new MessageCapReached();
}
