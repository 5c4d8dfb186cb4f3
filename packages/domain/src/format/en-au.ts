import type { DateTime } from 'luxon';
import { parseApiDate } from '../dates/date-codec';
import { type Cents, toDollars } from '../money/money.rules';

/**
 * The one en-AU formatter for what people read: screens, PDFs, emails and SMS (platform section 9:
 * dates dd-LL-yyyy, times h:mma written as 10:00am; money en-AU, "$" for AUD and USD). The codec
 * for what machines read is `dates/date-codec.ts`.
 */
export const LOCALE = 'en-AU';
export const DATE_FORMAT = 'dd-LL-yyyy';
export const TIME_FORMAT = 'h:mma';
/** The long date of prose (a reminder's "Friday 27 November 2026 at 10:00am"). */
export const LONG_DATE_FORMAT = 'cccc d LLLL yyyy';
/** The calendar's short date with its weekday, "Fri 27 Nov 2026". */
export const DAY_DATE_FORMAT = 'ccc d LLL yyyy';

/**
 * A date the API sends (SQL date-time, yyyy-MM-dd, ISO; read by the codec's parseApiDate) or a
 * DateTime, shown in its own zone unless one is given.
 */
export type DateInput = string | DateTime | null | undefined;

function shown(value: DateInput, zone: string | undefined, show: (date: DateTime) => string): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseApiDate(value, zone) : zone ? value.setZone(zone) : value;
  if (!date.isValid) return typeof value === 'string' ? value : '';
  return show(date.setLocale(LOCALE));
}

// Meridiems are spelt in lower case whatever the runtime's ICU data says for en-AU.
const time = (date: DateTime) => date.toFormat(TIME_FORMAT).toLowerCase();
const longDate = (date: DateTime) => date.toFormat(LONG_DATE_FORMAT);

/** 05-03-2026; "" for none, the text itself when it is not a date. */
export const formatDate = (value: DateInput, zone?: string) => shown(value, zone, (d) => d.toFormat(DATE_FORMAT));
/** 9:05am */
export const formatTime = (value: DateInput, zone?: string) => shown(value, zone, time);
/** 05-03-2026 9:05am */
export const formatDateTime = (value: DateInput, zone?: string) =>
  shown(value, zone, (d) => `${d.toFormat(DATE_FORMAT)} ${time(d)}`);
/** Thursday 5 March 2026 */
export const formatLongDate = (value: DateInput, zone?: string) => shown(value, zone, longDate);
/** Thu 5 Mar 2026 */
export const formatDayDate = (value: DateInput, zone?: string) =>
  shown(value, zone, (d) => d.toFormat(DAY_DATE_FORMAT));
/** Thu 5 Mar 2026, 9:05am */
export const formatDayDateTime = (value: DateInput, zone?: string) =>
  shown(value, zone, (d) => `${d.toFormat(DAY_DATE_FORMAT)}, ${time(d)}`);
/** Thursday 5 March 2026 at 9:05am */
export const formatLongDateTime = (value: DateInput, zone?: string) =>
  shown(value, zone, (d) => `${longDate(d)} at ${time(d)}`);

const TIME_OF_DAY_PATTERN = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/** A time of day (HH:mm, as business hours and form answers hold it): "21:30" → 9:30pm; "" otherwise. */
export function formatTimeOfDay(value: string | null | undefined): string {
  const match = TIME_OF_DAY_PATTERN.exec(value ?? '');
  if (!match) return '';
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return '';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}${hour < 12 ? 'am' : 'pm'}`;
}

const aud = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'AUD' });
const figure = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Cents as people read them: $1,234.56 and -$5.00; a currency other than AUD or USD shows the
 * amount then its code, "1,234.56 NZD" (platform section 9).
 */
export function formatMoney(cents: Cents, currency = 'AUD'): string {
  const dollars = toDollars(cents);
  if (currency === 'AUD' || currency === 'USD') return aud.format(dollars);
  return `${figure.format(dollars)} ${currency}`;
}
