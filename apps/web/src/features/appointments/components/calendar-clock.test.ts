import { describe, expect, it } from 'vitest';
import { calendarSpanOf, markerOf, savedIn, wallOf } from './calendar-clock';

const MELBOURNE = 'Australia/Melbourne';
/** A marker as FullCalendar hands it back: the wall clock's fields as UTC. */
const marker = (sql: string) => new Date(`${markerOf(sql)}Z`);

describe('the calendar on the company clock', () => {
  it("puts an appointment kept in another zone at the company's time, and saves it back in its own", () => {
    // 8 am in Perth (UTC+8) is 11 am in Melbourne (UTC+11 in December).
    const perth = {
      start_date: '2026-12-01 08:00:00',
      end_date: '2026-12-01 10:30:00',
      timezone: 'Australia/Perth',
      all_day: false,
    };
    expect(calendarSpanOf(perth, MELBOURNE)).toEqual({ start: '2026-12-01T11:00:00', end: '2026-12-01T13:30:00' });
    // Moved to 2 pm on the company's clock: 11 am in Perth.
    expect(savedIn(marker('2026-12-02 14:00:00'), MELBOURNE, 'Australia/Perth')).toBe('2026-12-02 11:00:00');
    expect(wallOf(marker('2026-12-02 14:00:00'))).toBe('2026-12-02 14:00:00');
  });

  it("keeps an appointment in the company's zone as it is", () => {
    const own = {
      start_date: '2026-12-01 08:00:00',
      end_date: '2026-12-01 10:00:00',
      timezone: MELBOURNE,
      all_day: false,
    };
    expect(calendarSpanOf(own, MELBOURNE)).toEqual({ start: '2026-12-01T08:00:00', end: '2026-12-01T10:00:00' });
    expect(savedIn(marker('2026-12-01 09:15:00'), MELBOURNE, MELBOURNE)).toBe('2026-12-01 09:15:00');
  });

  it("keeps an all-day appointment on its own dates whatever the company's zone", () => {
    // Melbourne's midnight is 9 pm the day before in Perth: converted, it would show a day early.
    const melbourne = {
      start_date: '2026-12-01 00:00:00',
      end_date: '2026-12-02 00:00:00',
      timezone: MELBOURNE,
      all_day: true,
    };
    expect(calendarSpanOf(melbourne, 'Australia/Perth')).toEqual({
      start: '2026-12-01T00:00:00',
      end: '2026-12-02T00:00:00',
    });
    // Moved to 3 December on a Perth company's calendar: 3 December in Melbourne too.
    expect(savedIn(marker('2026-12-03 00:00:00'), 'Australia/Perth', MELBOURNE, true)).toBe('2026-12-03 00:00:00');
    // A timed one moved to Perth's midnight is 3 am in Melbourne.
    expect(savedIn(marker('2026-12-03 00:00:00'), 'Australia/Perth', MELBOURNE)).toBe('2026-12-03 03:00:00');
  });

  it('saves a time the clock skips (clocks going forward) as the time after the gap, as the server reads it', () => {
    expect(savedIn(marker('2026-10-04 02:30:00'), MELBOURNE, MELBOURNE)).toBe('2026-10-04 03:30:00');
  });

  it('never ends before it starts over the hour the company clock repeats', () => {
    // Brisbane 1:30-2:00 am on 5 April 2026 is Melbourne's first 2:30 am, then its second 2:00 am.
    const brisbane = {
      start_date: '2026-04-05 01:30:00',
      end_date: '2026-04-05 02:00:00',
      timezone: 'Australia/Brisbane',
      all_day: false,
    };
    expect(calendarSpanOf(brisbane, MELBOURNE)).toEqual({ start: '2026-04-05T02:30:00', end: '2026-04-05T03:00:00' });
  });
});
