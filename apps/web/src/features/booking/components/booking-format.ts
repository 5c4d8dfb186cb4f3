import { formatDayDate, formatDayDateTime, formatMoney, formatTimeOfDay } from '@fieldbook/domain/format/en-au';

/** "1 hr 30 min", "45 min": a service's length as a visitor reads it. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} hr` : '', rest > 0 || hours === 0 ? `${rest} min` : ''];
  return parts.filter(Boolean).join(' ');
}

/** "From $180.00", or nothing without a price. */
export const formatFromPrice = (cents: number | null) => (cents === null ? '' : `From ${formatMoney(cents)}`);

/** A slot's day, 'yyyy-MM-dd' → "Mon 30 Nov 2026" (wall-clock dates of the business's timezone). */
export const formatSlotDay = (date: string) => formatDayDate(date);

/** A slot's time, 'HH:mm' → "9:30am". */
export const formatSlotTime = (time: string) => formatTimeOfDay(time);

/** A booking's start, 'yyyy-MM-dd HH:mm' in the business's timezone → "Mon 30 Nov 2026, 9:30am". */
export const formatSlotStart = (start: string, timezone: string) => formatDayDateTime(start, timezone);
