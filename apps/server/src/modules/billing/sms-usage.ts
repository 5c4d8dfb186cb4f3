import type { SmsPrice } from '@fieldbook/domain/account/user-load.schemas';
import { toCents } from '@fieldbook/domain/money/money.rules';
import type { Executor } from '../../db/database';
import { smsMessagesSent } from '../../messaging/outbox.repository';

/**
 * The SMS messages a company sent in a period (dates in its timezone, the end not included), each
 * text counted as the messages it is billed as: one per `per_characters` started (sms.rules), and
 * what they cost at the system's SMS price. Only messages the provider sent count; the sandbox
 * records and never sends, so it charges nothing.
 */
export async function smsUsage(
  db: Executor,
  company: { id: number; timezone: string },
  period: { start: string; end: string },
  price: SmsPrice,
): Promise<{ count: number; unitCents: number; amountCents: number }> {
  const perCharacters = Math.max(1, Math.floor(price.per_characters));
  const count = await smsMessagesSent(db, company, period, perCharacters);
  return {
    count,
    unitCents: toCents(price.per_message_cost),
    amountCents: toCents((count * price.per_message_cost).toFixed(6)),
  };
}
