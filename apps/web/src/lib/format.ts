import { DateTime } from 'luxon';

export const LOCALE = 'en-AU';
export const DATE_FORMAT = 'dd-LL-yyyy';
export const TIME_FORMAT = 'h:mma';
/** The API's date-time strings (ARCHITECTURE section 3). */
export const API_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export function parseApiDateTime(value: string, zone?: string): DateTime {
  const options = zone ? { zone, locale: LOCALE } : { locale: LOCALE };
  const parsed = DateTime.fromFormat(value, API_DATE_TIME_FORMAT, options);
  return parsed.isValid ? parsed : DateTime.fromISO(value, options);
}

function format(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  const parsed = parseApiDateTime(value);
  return parsed.isValid ? parsed.setLocale(LOCALE).toFormat(pattern) : value;
}

/** 05-03-2026 */
export const formatDate = (value: string | null | undefined) => format(value, DATE_FORMAT);
/** 9:05AM */
export const formatTime = (value: string | null | undefined) => format(value, TIME_FORMAT).toUpperCase();
/** 05-03-2026 9:05AM */
export const formatDateTime = (value: string | null | undefined) =>
  value ? `${formatDate(value)} ${formatTime(value)}` : '';

/** "08:00" (a business-hours time) → 8:00AM */
export function formatTimeOfDay(value: string): string {
  const parsed = DateTime.fromFormat(value, 'HH:mm', { locale: LOCALE });
  return parsed.isValid ? parsed.toFormat(TIME_FORMAT).toUpperCase() : value;
}
