/** Limits of the timer offset field's parts (platform section 5). */
export const TIMER_OFFSET_LIMITS = { days: 700, hours: 23, minutes: 59 } as const;
export type TimerOffsetPart = keyof typeof TIMER_OFFSET_LIMITS;
/** Before is stored as a negative number of minutes, after as a positive one (appointments spec). */
export type TimerDirection = 'before' | 'after';
/** The smallest offset (in minutes, unsigned) a zero or wrong-side value is forced to, unless given. */
export const DEFAULT_MINIMUM_OFFSET = 1;
/** The largest offset the parts can express: 700 days 23 hours 59 minutes. */
export const MAX_OFFSET_MINUTES =
  TIMER_OFFSET_LIMITS.days * 1440 + TIMER_OFFSET_LIMITS.hours * 60 + TIMER_OFFSET_LIMITS.minutes;

export interface TimerOffsetParts {
  days: number;
  hours: number;
  minutes: number;
}

/** A part as a whole number within its range; non-numbers become 0. */
export function clampOffsetPart(part: TimerOffsetPart, value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(TIMER_OFFSET_LIMITS[part], Math.max(0, Math.trunc(value)));
}

/** The unsigned days, hours and minutes of a signed offset in minutes. */
export function splitOffset(offset: number): TimerOffsetParts {
  const total = Math.min(MAX_OFFSET_MINUTES, Math.abs(Math.trunc(offset)) || 0);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

const sign = (direction: TimerDirection) => (direction === 'before' ? -1 : 1);

/**
 * Enforces the direction: a zero offset or one on the wrong side becomes the minimum offset on the
 * right side; the size is capped at MAX_OFFSET_MINUTES (platform section 5). A minimum of 0 allows
 * zero itself (a reminder "At time of appointment").
 */
export function normaliseOffset(
  offset: number,
  direction: TimerDirection,
  minimum: number = DEFAULT_MINIMUM_OFFSET,
): number {
  const whole = Number.isFinite(offset) ? Math.trunc(offset) : 0;
  const floor = Math.abs(Math.trunc(minimum)) || 0;
  const signed = (size: number) => (size === 0 ? 0 : sign(direction) * size);
  if (whole === 0 || Math.sign(whole) !== sign(direction)) return signed(floor);
  return signed(Math.max(floor, Math.min(MAX_OFFSET_MINUTES, Math.abs(whole))));
}

/** Joins clamped parts into a signed offset in the direction, then enforces it as above. */
export function joinOffset(
  parts: TimerOffsetParts,
  direction: TimerDirection,
  minimum: number = DEFAULT_MINIMUM_OFFSET,
): number {
  const total =
    clampOffsetPart('days', parts.days) * 1440 +
    clampOffsetPart('hours', parts.hours) * 60 +
    clampOffsetPart('minutes', parts.minutes);
  return normaliseOffset(sign(direction) * total, direction, minimum);
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "1 day 2 hours before"; zero reads "At time of appointment" (the appointments spec's label). */
export function formatOffset(offset: number): string {
  if (!offset) return 'At time of appointment';
  const { days, hours, minutes } = splitOffset(offset);
  const parts = [days && unit(days, 'day'), hours && unit(hours, 'hour'), minutes && unit(minutes, 'minute')];
  return `${parts.filter(Boolean).join(' ')} ${offset < 0 ? 'before' : 'after'}`;
}
