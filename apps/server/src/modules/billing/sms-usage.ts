import type { SmsPrice } from '@fieldbook/domain/account/user-load.schemas';
import { toCents } from '@fieldbook/domain/money/money.rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { smsOutbox } from '../../db/schema/index';

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
  const from = sql`(${period.start}::timestamp at time zone ${company.timezone})`;
  const to = sql`(${period.end}::timestamp at time zone ${company.timezone})`;
  const [row] = await db
    .select({
      messages: sql<number>`coalesce(sum(greatest(1, ceil(char_length(${smsOutbox.body})::numeric / ${perCharacters}))), 0)::int`,
    })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.companyId, company.id),
        eq(smsOutbox.status, 'sent'),
        sql`${smsOutbox.sentAt} >= ${from}`,
        sql`${smsOutbox.sentAt} < ${to}`,
      ),
    );
  const count = row?.messages ?? 0;
  return {
    count,
    unitCents: toCents(price.per_message_cost),
    amountCents: toCents((count * price.per_message_cost).toFixed(6)),
  };
}
