import type { SmsPrice } from '../account/user-load.schemas';
import { formatMoney } from '../format/en-au';
import { toCents } from '../money/money.rules';
import { DEFAULT_SYSTEM_SETTINGS } from '../system/system.constants';

// Each price defaults to the system's (0.10 AUD per 160 characters), as a failed price fetch does.

/** A custom SMS is at most this long (spec section 5), with a counter. */
export const CUSTOM_SMS_MAX = 500;

/** How many messages a text is billed as: one per `per_characters` started (an empty text is one). */
export function smsMessageCount(text: string, price: SmsPrice = DEFAULT_SYSTEM_SETTINGS.sms_price): number {
  return Math.max(1, Math.ceil([...text].length / Math.max(1, price.per_characters)));
}

/** A cost as the spec shows it: "$0.20" for AUD or USD, otherwise "0.20 NZD". */
export const formatSmsCost = (amount: number, currency: string) => formatMoney(toCents(amount), currency);

/** What sending a text costs: messages × the per-message price, formatted. */
export function smsCost(text: string, price: SmsPrice = DEFAULT_SYSTEM_SETTINGS.sms_price): string {
  return formatSmsCost(smsMessageCount(text, price) * price.per_message_cost, price.currency);
}
