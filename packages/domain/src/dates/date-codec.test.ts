import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatSqlDate } from './date-codec';

const byLuxon = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).toFormat('yyyy-LL-dd HH:mm:ss');
const ZONES = [
  'Australia/Melbourne',
  'Australia/Lord_Howe', // half-hour daylight saving
  'Australia/Perth',
  'Asia/Kathmandu', // +05:45
  'America/St_Johns',
  'Pacific/Chatham',
  'Europe/London',
  'UTC',
];

describe('formatSqlDate', () => {
  it('formats every instant exactly as luxon does, in any zone and any year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }),
        (zone, millis) => {
          const date = new Date(millis);
          expect(formatSqlDate(date, zone)).toBe(byLuxon(date, zone));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('is exact on every minute around Melbourne and Lord Howe daylight-saving changes', () => {
    const changes = ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z', '2026-04-04T14:30:00Z', '2026-10-03T15:00:00Z'];
    for (const zone of ['Australia/Melbourne', 'Australia/Lord_Howe']) {
      for (const change of changes) {
        for (let minute = -90; minute <= 90; minute++) {
          const date = new Date(Date.parse(change) + minute * 60_000 + 30_500);
          expect(formatSqlDate(date, zone)).toBe(byLuxon(date, zone));
        }
      }
    }
  });

  it('answers as luxon does for a year outside four digits, an invalid date and an unknown zone', () => {
    for (const [date, zone] of [
      [new Date(Date.UTC(12000, 0, 1)), 'UTC'],
      [new Date(Date.UTC(999, 5, 1)), 'Australia/Melbourne'],
      [new Date(Number.NaN), 'UTC'],
      [new Date(), 'Not/AZone'],
    ] as const) {
      expect(formatSqlDate(date, zone)).toBe(byLuxon(date, zone));
    }
  });
});
