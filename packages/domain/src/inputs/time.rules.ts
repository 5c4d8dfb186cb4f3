// A form value is the codec's HH:mm; it is shown by format/en-au's formatTimeOfDay (h:mma).
/** Minute options of the time picker (platform section 5). */
export const TIME_MINUTE_STEP = 5;
/** Arrow up/down move the time by this many minutes. */
export const TIME_ARROW_STEP = 15;
export const TIME_MESSAGES = { invalid: 'Enter a valid time, e.g. 9:30am or 21:30' } as const;

const MINUTES_PER_DAY = 24 * 60;

/** "9:30pm", "9:30 PM", "9.30pm", "9pm", "9 p.m.": 12-hour forms (h:mma, h.mma, ha). */
const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$/i;
/** "21:30", "21.30", "9:05": 24-hour forms (H:mm, HH:mm, HH.mm). */
const TWENTY_FOUR_HOUR = /^(\d{1,2})[:.](\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
export const minutesToValue = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Minutes since midnight of an HH:mm value, or null when it is not one. */
export function valueToMinutes(value: string | null | undefined): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * Parses a typed time into HH:mm: 12-hour ("9:30pm", "9:30 PM"), 24-hour ("21:30"), "ha" ("9pm"),
 * "h.mma" ("9.30pm") and "HH.mm" ("21.30"). Returns null for anything else.
 */
export function parseTimeInput(text: string): string | null {
  const trimmed = text.trim();
  const twelve = TWELVE_HOUR.exec(trimmed);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelve[3]?.toLowerCase() === 'p';
    return minutesToValue(((hour % 12) + (pm ? 12 : 0)) * 60 + minute);
  }
  const day = TWENTY_FOUR_HOUR.exec(trimmed);
  if (day) {
    const hour = Number(day[1]);
    const minute = Number(day[2]);
    if (hour > 23 || minute > 59) return null;
    return minutesToValue(hour * 60 + minute);
  }
  return null;
}

/** Moves a time by some minutes, wrapping around midnight; from 00:00 when there is none. */
export function stepTime(value: string | null | undefined, minutes: number): string {
  const start = valueToMinutes(value) ?? 0;
  return minutesToValue((((start + minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY);
}

/** The minute options of the picker: 0, 5, ..., 55 for a step of 5. */
export function minuteOptions(step = TIME_MINUTE_STEP): number[] {
  const safe = Math.max(1, Math.min(60, Math.floor(step)));
  return Array.from({ length: Math.ceil(60 / safe) }, (_, index) => index * safe);
}
