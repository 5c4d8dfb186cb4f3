import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../company/company.schemas';
import { instantOf } from '../dates/date-codec';
import { busyByStaff, freeSlots, isBookableStart, isFree, type SlotSearch } from './slots.rules';

const ZONE = 'Australia/Melbourne';
// Tuesday 1 December 2026; "now" is the Monday before, 09:00 Melbourne.
const DAY = '2026-12-01';
const now = instantOf('2026-11-30 09:00:00', ZONE);
const at = (clock: string) => instantOf(`${DAY} ${clock}:00`, ZONE).getTime();

const search = (overrides: Partial<SlotSearch> = {}): SlotSearch => ({
  from: DAY,
  days: 1,
  timezone: ZONE,
  hours: DEFAULT_BUSINESS_HOURS,
  service: { durationMinutes: 60, bufferMinutes: 0, minNoticeHours: 0, daysAhead: 30 },
  staffOn: () => [1],
  busy: [],
  now,
  ...overrides,
});
const times = (overrides: Partial<SlotSearch> = {}) => freeSlots(search(overrides))[0]?.times;

describe('free slots', () => {
  it('offers each half hour of the open day that the service fits in', () => {
    expect(times()).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    // Sunday is closed.
    expect(freeSlots(search({ from: '2026-11-29' }))[0]).toEqual({ date: '2026-11-29', times: [] });
  });

  it('keeps the buffer clear before and after a job', () => {
    const busy = [{ userId: 1, start: at('11:00'), end: at('12:00') }];
    const free = times({ busy, service: { durationMinutes: 60, bufferMinutes: 30, minNoticeHours: 0, daysAhead: 30 } });
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('12:00');
    expect(free).toContain('09:30');
    expect(free).toContain('12:30');
  });

  it('is free while any one staff member is', () => {
    const busy = [{ userId: 1, start: at('08:00'), end: at('17:00') }];
    expect(times({ busy })).toEqual([]);
    expect(times({ busy, staffOn: () => [1, 2] })).toHaveLength(17);
  });

  it('honours the minimum notice and how far ahead', () => {
    // 25 hours from Monday 09:00 is Tuesday 10:00.
    expect(times({ service: { durationMinutes: 60, bufferMinutes: 0, minNoticeHours: 25, daysAhead: 30 } })?.[0]).toBe(
      '10:00',
    );
    expect(times({ service: { durationMinutes: 60, bufferMinutes: 0, minNoticeHours: 0, daysAhead: 0 } })).toEqual([]);
  });

  it('accepts exactly the offered starts', () => {
    const rules = { timezone: ZONE, hours: DEFAULT_BUSINESS_HOURS, service: search().service, now };
    expect(isBookableStart(`${DAY} 10:00`, rules)).toBe(at('10:00'));
    expect(isBookableStart(`${DAY} 10:15`, rules)).toBeNull();
    expect(isBookableStart(`${DAY} 16:30`, rules)).toBeNull();
    expect(isBookableStart('2026-11-29 10:00', rules)).toBeNull();
  });

  it('agrees with a plain overlap check for any busy time (property)', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 8 }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 12 }), fc.integer({ min: 0, max: 60 }), (spans, buffer) => {
        const busy = spans.map(([start, length]) => ({
          userId: 1,
          start: start * 900_000,
          end: (start + length) * 900_000,
        }));
        const merged = busyByStaff(busy, buffer).get(1);
        for (let start = 0; start < 48 * 900_000; start += 900_000) {
          const end = start + 3_600_000;
          const plain = busy.every((b) => b.start - buffer * 60_000 >= end || b.end + buffer * 60_000 <= start);
          expect(isFree(merged, start, end)).toBe(plain);
        }
      }),
    );
  });
});
