import fc from 'fast-check';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dateIn,
  dayHolding,
  daysBetween,
  formatSqlDate,
  instantOf,
  isDateOnly,
  monthStart,
  parseApiDate,
  parseDateOnly,
  parseSqlDateTime,
  parseWallClock,
  SQL_DATE_TIME,
  toDateOnly,
  todayIn,
  toSqlDateTime,
} from './date-codec';

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

describe('addDays and dayHolding', () => {
  it('add days as luxon does (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 0, 1) }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (millis, days) => {
          const date = toDateOnly(DateTime.fromMillis(millis, { zone: 'utc' }));
          expect(addDays(date, days)).toBe(toDateOnly(parseDateOnly(date).plus({ days })));
        },
      ),
      { numRuns: 3000 },
    );
    for (const [date, days] of [
      ['2026-02-30', 1],
      ['not a date', 3],
      ['9999-12-31', 1],
      ['0099-01-01', 2],
      ['2026-01-01', 1.5],
    ] as const) {
      const day = parseDateOnly(date);
      expect(addDays(date, days)).toBe(day.isValid ? toDateOnly(day.plus({ days })) : date);
    }
  });

  it('finds the first day of a month as luxon does (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 0, 1) }),
        fc.integer({ min: -1_000, max: 1_000 }),
        (millis, months) => {
          const date = toDateOnly(DateTime.fromMillis(millis, { zone: 'utc' }));
          expect(monthStart(date, months)).toBe(toDateOnly(parseDateOnly(date).startOf('month').plus({ months })));
        },
      ),
      { numRuns: 3000 },
    );
    for (const [date, months] of [
      ['2026-02-30', 1],
      ['9999-12-31', 1],
      ['0099-01-01', -1],
    ] as const) {
      expect(monthStart(date, months)).toBe(toDateOnly(parseDateOnly(date).startOf('month').plus({ months })));
    }
  });

  it('finds the local day holding an instant as luxon does, asked in any order (property)', () => {
    const zones = [...ZONES, 'America/Santiago', 'Asia/Beirut', 'Not/AZone'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }),
        (zone, millis) => {
          const start = DateTime.fromMillis(millis, { zone }).startOf('day');
          const day = dayHolding(zone, new Date(millis));
          expect(day.start.getTime()).toBe(start.toJSDate().getTime());
          expect(day.end.getTime()).toBe(start.plus({ days: 1 }).toJSDate().getTime());
        },
      ),
      { numRuns: 1000 },
    );
    // Kept days answering: every 17 minutes over daylight-saving changes, with a day later interleaved.
    for (const zone of zones) {
      for (const change of ['2026-04-04T13:00:00Z', '2026-09-06T04:00:00Z', '2026-10-03T13:30:00Z']) {
        for (let minute = -36 * 60; minute <= 36 * 60; minute += 17) {
          for (const now of [minute, minute + 24 * 60].map((m) => new Date(Date.parse(change) + m * 60_000))) {
            const start = DateTime.fromJSDate(now, { zone }).startOf('day');
            const day = dayHolding(zone, now);
            expect(day.start.getTime()).toBe(start.toJSDate().getTime());
            expect(day.end.getTime()).toBe(start.plus({ days: 1 }).toJSDate().getTime());
          }
        }
      }
    }
  }, 30_000);
});

describe('instantOf', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const byLuxonParse = (text: string, zone: string) => parseSqlDateTime(text, zone).toJSDate().getTime();

  it('reads a wall clock as luxon does, in any zone, whatever the offset now (property)', () => {
    const zones = [...ZONES, 'America/Santiago', 'Asia/Beirut', 'Not/AZone'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1895, 0, 1) / 60_000, max: Date.UTC(2105, 0, 1) / 60_000 }),
        fc.constantFrom('2026-01-15T00:00:00Z', '2026-07-15T00:00:00Z'),
        (zone, minute, now) => {
          vi.setSystemTime(new Date(now));
          expect(Math.abs(Date.now() - Date.parse(now))).toBeLessThan(60_000);
          const text = new Date(minute * 60_000).toISOString().slice(0, 19).replace('T', ' ');
          expect(instantOf(text, zone).getTime()).toBe(byLuxonParse(text, zone));
        },
      ),
      { numRuns: 5000 },
    );
  }, 30_000);

  it('reads every minute around daylight-saving changes (gaps and repeated hours) as luxon does', () => {
    for (const now of ['2026-01-15T00:00:00Z', '2026-07-15T00:00:00Z', '2026-04-04T15:30:00Z']) {
      vi.setSystemTime(new Date(now));
      for (const zone of ['Australia/Melbourne', 'Australia/Lord_Howe', 'America/Santiago', 'Europe/London']) {
        for (const change of [
          '2026-04-05 01:00:00',
          '2026-10-04 01:00:00',
          '2026-09-06 00:00:00',
          '2026-03-29 00:30:00',
        ]) {
          const at = Date.parse(`${change.replace(' ', 'T')}Z`);
          for (let minute = -120; minute <= 180; minute += 5) {
            const text = new Date(at + minute * 60_000).toISOString().slice(0, 19).replace('T', ' ');
            expect(instantOf(text, zone).getTime()).toBe(byLuxonParse(text, zone));
          }
        }
      }
    }
    for (const text of [
      '2026-02-30 10:00:00',
      '2026-01-01 24:00:00',
      '2026-01-01 10:00',
      ' 2026-01-01 10:00:00',
      '0999-01-01 00:00:00',
    ]) {
      expect(instantOf(text, MELBOURNE).getTime()).toBe(byLuxonParse(text, MELBOURNE));
    }
  }, 30_000);
});

describe('dateIn', () => {
  const dateByLuxon = (date: Date, zone: string) => toDateOnly(DateTime.fromJSDate(date, { zone }));

  it('is the date luxon gives, in any zone and any year, around daylight-saving changes and at the edges', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }),
        (zone, millis) => {
          expect(dateIn(new Date(millis), zone)).toBe(dateByLuxon(new Date(millis), zone));
        },
      ),
      { numRuns: 5000 },
    );
    for (const change of ['2026-04-04T13:00:00Z', '2026-10-03T13:30:00Z', '2026-04-04T14:30:00Z']) {
      for (let minute = -90; minute <= 90; minute++) {
        const date = new Date(Date.parse(change) + minute * 60_000);
        for (const zone of ['Australia/Melbourne', 'Australia/Lord_Howe'])
          expect(dateIn(date, zone)).toBe(dateByLuxon(date, zone));
      }
    }
    for (const [date, zone] of [
      [new Date(Date.UTC(12000, 0, 1)), 'UTC'],
      [new Date(Date.UTC(999, 5, 1)), 'Australia/Melbourne'],
      [new Date(Number.NaN), 'UTC'],
      [new Date(), 'Not/AZone'],
    ] as const) {
      expect(dateIn(date, zone)).toBe(dateByLuxon(date, zone));
    }
    expect(todayIn(MELBOURNE, new Date('2026-10-03T14:30:00Z'))).toBe('2026-10-04');
  });
});

const MELBOURNE = 'Australia/Melbourne';
const instants = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms));

describe('SQL date-times', () => {
  it('round-trip: an instant written in a zone and read back in it is the same second (property)', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (date, zone) => {
        const text = formatSqlDate(date, zone);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        // Melbourne's repeated hour (3am back to 2am) names two instants; the text keeps the wall clock.
        expect(formatSqlDate(instantOf(text, zone), zone)).toBe(text);
        expect(toSqlDateTime(parseSqlDateTime(text, zone))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a wall-clock time in its zone across Melbourne daylight saving', () => {
    expect(instantOf('2026-01-15 09:00:00', MELBOURNE).toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(instantOf('2026-07-15 09:00:00', MELBOURNE).toISOString()).toBe('2026-07-14T23:00:00.000Z');
    // 2:30am on 4 October 2026 does not exist in Melbourne: it is read as 3:30am daylight time.
    expect(instantOf('2026-10-04 02:30:00', MELBOURNE).toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(formatSqlDate(new Date('2026-10-03T16:30:00Z'), MELBOURNE)).toBe('2026-10-04 03:30:00');
    // 2:30am on 5 April 2026 happens twice; both instants write the same wall clock.
    expect(formatSqlDate(new Date('2026-04-04T15:30:00Z'), MELBOURNE)).toBe('2026-04-05 02:30:00');
    expect(formatSqlDate(new Date('2026-04-04T16:30:00Z'), MELBOURNE)).toBe('2026-04-05 02:30:00');
  });

  it('keeps wall-clock arithmetic free of daylight saving', () => {
    const start = parseWallClock('2026-10-03 09:00:00');
    expect(toSqlDateTime(start.plus({ days: 1 }))).toBe('2026-10-04 09:00:00');
    expect(parseWallClock('2026-10-04 02:30:00').isValid).toBe(true);
    expect(parseWallClock('2026-02-30 09:00:00').isValid).toBe(false);
    expect(SQL_DATE_TIME).toBe('yyyy-MM-dd HH:mm:ss');
  });
});

describe('dates', () => {
  it('validates yyyy-MM-dd exactly', () => {
    expect(isDateOnly('2026-02-28')).toBe(true);
    expect(isDateOnly('2028-02-29')).toBe(true);
    expect(isDateOnly('2026-02-29')).toBe(false);
    expect(isDateOnly('2026-2-28')).toBe(false);
    expect(isDateOnly('2026-02-28 10:00:00')).toBe(false);
  });

  it('adds and counts days, whatever daylight saving does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: -3_000, max: 3_000 }), (offset, days) => {
        const from = addDays('1950-01-01', offset);
        expect(isDateOnly(from)).toBe(true);
        expect(daysBetween(from, addDays(from, days))).toBe(days);
        expect(toDateOnly(parseDateOnly(from, MELBOURNE))).toBe(from);
      }),
    );
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addDays('not a date', 1)).toBe('not a date');
  });

  it('counts days as luxon does, for any text (property)', () => {
    const luxonDays = (from: string, to: string) =>
      Math.round(parseDateOnly(to).diff(parseDateOnly(from), 'days').days);
    const day = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    const text = fc.oneof(day, fc.string({ maxLength: 12 }));
    fc.assert(fc.property(text, text, (from, to) => Object.is(daysBetween(from, to), luxonDays(from, to))));
    expect(daysBetween('2026-02-30', '2026-03-01')).toBeNaN();
    expect(daysBetween('0050-01-01', '0050-01-31')).toBe(30);
  });

  it("knows today on the company's calendar", () => {
    const now = new Date('2026-11-26T14:30:00Z');
    expect(todayIn(MELBOURNE, now)).toBe('2026-11-27');
    expect(todayIn('Australia/Perth', now)).toBe('2026-11-26');
  });
});

describe('parseApiDate', () => {
  it('reads every form the API sends', () => {
    expect(parseApiDate('2026-11-27 10:00:00', MELBOURNE).toISO()).toBe('2026-11-27T10:00:00.000+11:00');
    expect(parseApiDate('2026-11-27 10:00', MELBOURNE).toISO()).toBe('2026-11-27T10:00:00.000+11:00');
    expect(parseApiDate('2026-11-27', MELBOURNE).toISO()).toBe('2026-11-27T00:00:00.000+11:00');
    expect(parseApiDate('2026-11-26T23:00:00Z', MELBOURNE).toISO()).toBe('2026-11-27T10:00:00.000+11:00');
    expect(parseApiDate('yesterday').isValid).toBe(false);
  });
});
