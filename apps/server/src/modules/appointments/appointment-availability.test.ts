import type { BusinessHoursDay } from '@fieldbook/domain/company/company.schemas';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { suggestSpans, withinBusinessHours } from './appointment-availability';

/** The check as it was written with luxon DateTimes: what the wall-clock version must answer. */
function byLuxon(start: Date, end: Date, hours: BusinessHoursDay[], timezone: string): boolean {
  const from = DateTime.fromJSDate(start, { zone: timezone });
  const to = DateTime.fromJSDate(end, { zone: timezone });
  if (!from.hasSame(to, 'day') && !(to.hour === 0 && to.minute === 0 && to.minus({ minutes: 1 }).hasSame(from, 'day')))
    return false;
  const day = hours.find((entry) => entry.day === from.weekday % 7);
  if (!day?.open) return false;
  const clock = (date: DateTime) => date.toFormat('HH:mm');
  const endClock = to.hasSame(from, 'day') ? clock(to) : '24:00';
  return clock(from) >= day.start.slice(0, 5) && endClock <= day.end.slice(0, 5);
}

const ZONES = [
  'Australia/Melbourne',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/Santiago', // daylight saving starts at midnight
  'Asia/Beirut',
  'Pacific/Chatham',
  'UTC',
];
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const week = fc.array(fc.tuple(fc.boolean(), clock, fc.oneof(clock, fc.constant('24:00'))), {
  minLength: 7,
  maxLength: 7,
});

describe('withinBusinessHours', () => {
  it('answers as the luxon version for any span, zone and week of hours (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
        fc.oneof(fc.integer({ min: 0, max: 30 * 60 }), fc.constantFrom(0, 60, 24 * 60)),
        week,
        (zone, startMinute, minutes, days) => {
          const start = new Date(startMinute * 60_000);
          const end = new Date(start.getTime() + minutes * 60_000);
          const hours = days.map(([open, from, to], day) => ({ day, open, start: from, end: to }));
          expect(withinBusinessHours(start, end, hours, zone)).toBe(byLuxon(start, end, hours, zone));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('answers as luxon around midnight and daylight-saving changes', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: true, start: '00:00', end: '24:00' }));
    for (const zone of ZONES) {
      for (const change of ['2026-04-04T13:00:00Z', '2026-09-06T04:00:00Z', '2026-10-03T13:30:00Z']) {
        for (let minute = -180; minute <= 180; minute += 15) {
          const start = new Date(Date.parse(change) + minute * 60_000);
          for (const length of [0, 30, 60, 24 * 60]) {
            const end = new Date(start.getTime() + length * 60_000);
            expect(withinBusinessHours(start, end, hours, zone)).toBe(byLuxon(start, end, hours, zone));
          }
        }
      }
    }
  });
});

describe('suggestSpans', () => {
  it('walks only the days its candidates can start on, however long the asked span (two centuries)', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: true, start: '08:00', end: '17:00' }));
    const span = { start: new Date('1900-01-01T00:00:00Z'), end: new Date('2100-12-31T00:00:00Z') };
    const dayStep = vi.spyOn(DateTime.prototype, 'plus');
    try {
      // No span longer than a day fits in one day's hours, so there is nothing to suggest.
      const found = suggestSpans(span, [1], [], hours, 'Australia/Melbourne', new Date(0), {
        start: new Date(0),
        end: new Date(8.64e15),
      });
      expect(found).toEqual([]);
      // A week either side of the start (and a day's slack), not one step per day of the span.
      expect(dayStep.mock.calls.length).toBeLessThanOrEqual(20);
    } finally {
      dayStep.mockRestore();
    }
  });
});
