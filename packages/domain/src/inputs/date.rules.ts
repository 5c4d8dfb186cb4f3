import { DateTime } from 'luxon';
import { DATE_ONLY, toDateOnly as toValue } from '../dates/date-codec';

// A form value is the codec's yyyy-MM-dd; it is shown by format/en-au's formatDate.
/** Range of the date field (platform section 5); values outside it are clamped. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-01-01';
/** The year loose date parsers give a date typed without one (as browsers' Date parsing does). */
export const YEARLESS_YEAR = 2001;
export const DATE_MESSAGES = { invalid: 'Enter a valid date (dd-mm-yyyy)' } as const;

export type DateParseResult =
  | { status: 'empty' }
  | { status: 'invalid' }
  | {
      status: 'valid';
      /** yyyy-MM-dd */
      value: string;
      /** The typed date lay outside the range and was moved to its nearest end. */
      clamped: boolean;
      /** No year was typed: the current year, or the next one, was chosen. */
      yearChosen: boolean;
    };

/** Strict formats, tried first. Separators are normalised to "-" before matching. */
const FULL_FORMATS = [
  'd-L-yyyy',
  'yyyy-L-d',
  'd-L-yy',
  'd-LLL-yyyy',
  'd-LLLL-yyyy',
  'LLL-d-yyyy',
  'LLLL-d-yyyy',
  'yyyyLLdd',
  'ddLLyyyy',
];
/** Loose formats without a year; tried only when the strict ones fail. */
const YEARLESS_FORMATS = ['d-L', 'd-LLL', 'd-LLLL', 'LLL-d', 'LLLL-d'];

const OPTIONS = { locale: 'en-AU' } as const;

const fromValue = (value: string) => DateTime.fromFormat(value, DATE_ONLY, OPTIONS);

/** A day and month in a year; 29 February falls back to the 28th in a common year. */
function inYear(year: number, month: number, day: number): DateTime {
  const exact = DateTime.fromObject({ year, month, day }, OPTIONS);
  return exact.isValid ? exact : DateTime.fromObject({ year, month, day: 1 }, OPTIONS).endOf('month').startOf('day');
}

/**
 * A loose parse that landed on YEARLESS_YEAR moves to the current year, or to the next year when
 * that date is more than 6 months in the past (platform section 5).
 */
export function chooseYear(month: number, day: number, now: DateTime): DateTime {
  const today = now.startOf('day');
  const thisYear = inYear(today.year, month, day);
  return thisYear < today.minus({ months: 6 }) ? inYear(today.year + 1, month, day) : thisYear;
}

/** Clamps a yyyy-MM-dd value into [min, max]; the values compare as strings. */
export function clampDate(value: string, min = DATE_MIN, max = DATE_MAX): string {
  if (value < min) return min;
  if (value > max) return max;
  return value;
}

/**
 * Parses what a person typed in the date field: dd-mm-yyyy (with -, /, . or space), yyyy-mm-dd,
 * two-digit years, month names ("5 Mar 2026", "March 5 2026"), and, loosely, a date without a year
 * ("5/3", "5 Mar"), which gets YEARLESS_YEAR and is then moved by `chooseYear`.
 */
export function parseDateInput(
  text: string,
  { now = DateTime.now(), min = DATE_MIN, max = DATE_MAX }: { now?: DateTime; min?: string; max?: string } = {},
): DateParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  const normalised = trimmed
    .replace(/,/g, ' ')
    .replace(/[\s/.]+/g, '-')
    .replace(/-+/g, '-');

  const finish = (date: DateTime, yearChosen: boolean): DateParseResult => {
    const value = toValue(date);
    const clampedValue = clampDate(value, min, max);
    return { status: 'valid', value: clampedValue, clamped: clampedValue !== value, yearChosen };
  };

  for (const format of FULL_FORMATS) {
    const date = DateTime.fromFormat(normalised, format, OPTIONS);
    if (date.isValid) return finish(date, false);
  }
  for (const format of YEARLESS_FORMATS) {
    // A leap year validates 29 February; the year is then replaced as the rule says.
    const date = DateTime.fromFormat(`${normalised}-2000`, `${format}-yyyy`, OPTIONS);
    if (!date.isValid) continue;
    const loose = inYear(YEARLESS_YEAR, date.month, date.day);
    return finish(loose.year === YEARLESS_YEAR ? chooseYear(date.month, date.day, now) : loose, true);
  }
  return { status: 'invalid' };
}

/** Moves a date by whole days (arrow keys), starting from today when there is none; clamped. */
export function stepDate(
  value: string | null | undefined,
  days: number,
  { now = DateTime.now(), min = DATE_MIN, max = DATE_MAX }: { now?: DateTime; min?: string; max?: string } = {},
): string {
  const start = value && fromValue(value).isValid ? fromValue(value) : now.startOf('day');
  return clampDate(toValue(start.plus({ days })), min, max);
}

export function todayValue(now = DateTime.now()): string {
  return toValue(now);
}
