import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SQL_DATE_TIME, SQL_DATE_TIME_NO_SECONDS, toSqlDateTime } from '../dates/date-codec';
import { sqlDateTimeSchema } from './appointments.schemas';

/** What the schema answered when luxon parsed every date: the text it writes back, or null when refused. */
function byLuxon(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const valid = [SQL_DATE_TIME, SQL_DATE_TIME_NO_SECONDS]
    .map((format) => DateTime.fromFormat(trimmed, format, { zone: 'utc' }))
    .find((date) => date.isValid && date.year >= 1900 && date.year <= 2100);
  return valid ? toSqlDateTime(valid) : null;
}

const digits = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));
const near = (min: number, max: number, width: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(width, '0'));

describe('sqlDateTimeSchema', () => {
  const schema = sqlDateTimeSchema('required');
  const answer = (text: string) => {
    const parsed = schema.safeParse(text);
    return parsed.success ? parsed.data : null;
  };

  it('reads every date-time as luxon does, real or not, with or without seconds (property)', () => {
    const text = fc.oneof(
      fc
        .tuple(
          near(1895, 2105, 4),
          near(0, 13, 2),
          near(0, 32, 2),
          near(0, 25, 2),
          near(0, 60, 2),
          fc.option(near(0, 60, 2)),
          fc.constantFrom('', ' ', 'Z'),
        )
        .map(([y, m, d, h, mi, s, tail]) => `${y}-${m}-${d} ${h}:${mi}${s === null ? '' : `:${s}`}${tail}`),
      fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d} 10:00`),
      fc.string({ maxLength: 24 }),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(answer(value)).toBe(byLuxon(value));
      }),
      { numRuns: 20000 },
    );
    for (const value of ['2024-02-29 10:00', '2023-02-29 10:00', '2026-01-01 24:00:00', '2100-12-31 23:59:59']) {
      expect(answer(value)).toBe(byLuxon(value));
    }
  });
});
