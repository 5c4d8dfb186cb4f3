import { describe, expect, it } from 'vitest';
import { calendarSpanOf, markerOf, movedSpan, savedIn, wallOf } from './calendar-clock';

const MELBOURNE = 'Australia/Melbourne';
/** A marker as FullCalendar hands it back: the wall clock's fields as UTC. */
const marker = (sql: string) => new Date(`${markerOf(sql)}Z`);
const appointment = (start_date: string, end_date: string, timezone: string, all_day = false) => ({
  start_date,
  end_date,
  timezone,
  all_day,
});

describe('the calendar on the company clock', () => {
  it("puts an appointment kept in another zone at the company's time, and saves it back in its own", () => {
    // 8 am in Perth (UTC+8) is 11 am in Melbourne (UTC+11 in December).
    const perth = appointment('2026-12-01 08:00:00', '2026-12-01 10:30:00', 'Australia/Perth');
    expect(calendarSpanOf(perth, MELBOURNE)).toEqual({ start: '2026-12-01T11:00:00', end: '2026-12-01T13:30:00' });
    // Moved to 2 pm on the company's clock: 11 am in Perth.
    expect(savedIn(marker('2026-12-02 14:00:00'), MELBOURNE, 'Australia/Perth')).toBe('2026-12-02 11:00:00');
    expect(wallOf(marker('2026-12-02 14:00:00'))).toBe('2026-12-02 14:00:00');
  });

  it("keeps an appointment in the company's zone as it is", () => {
    const own = appointment('2026-12-01 08:00:00', '2026-12-01 10:00:00', MELBOURNE);
    expect(calendarSpanOf(own, MELBOURNE)).toEqual({ start: '2026-12-01T08:00:00', end: '2026-12-01T10:00:00' });
    expect(savedIn(marker('2026-12-01 09:15:00'), MELBOURNE, MELBOURNE)).toBe('2026-12-01 09:15:00');
  });

  it("keeps an all-day appointment on its own dates whatever the company's zone", () => {
    // Melbourne's midnight is 9 pm the day before in Perth: converted, it would show a day early.
    const melbourne = appointment('2026-12-01 00:00:00', '2026-12-02 00:00:00', MELBOURNE, true);
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
    const brisbane = appointment('2026-04-05 01:30:00', '2026-04-05 02:00:00', 'Australia/Brisbane');
    expect(calendarSpanOf(brisbane, MELBOURNE)).toEqual({ start: '2026-04-05T02:30:00', end: '2026-04-05T03:00:00' });
  });

  describe('a move or resize', () => {
    // Brisbane 2:30-3:30 am on 5 April 2026 is Melbourne's second 2:30 am (after clocks go back) to 3:30.
    const brisbane = appointment('2026-04-05 02:30:00', '2026-04-05 03:30:00', 'Australia/Brisbane');
    const shown = calendarSpanOf(brisbane, MELBOURNE);
    const before = { start: marker(shown.start), end: marker(shown.end), allDay: false };

    it('keeps the edge it did not move, even in the hour the company clock repeats', () => {
      expect(shown).toEqual({ start: '2026-04-05T02:30:00', end: '2026-04-05T03:30:00' });
      // Its end stretched to 4 am: read back, 2:30 would be Melbourne's first 2:30 (Brisbane 1:30).
      const resized = { ...before, end: marker('2026-04-05 04:00:00'), before };
      expect(movedSpan(brisbane, resized, MELBOURNE)).toEqual({
        start_date: '2026-04-05 02:30:00',
        end_date: '2026-04-05 04:00:00',
        all_day: false,
      });
    });

    it('saves both edges of a drag in its own zone', () => {
      const moved = { start: marker('2026-04-06 09:00:00'), end: marker('2026-04-06 10:00:00'), allDay: false, before };
      expect(movedSpan(brisbane, moved, MELBOURNE)).toEqual({
        start_date: '2026-04-06 09:00:00',
        end_date: '2026-04-06 10:00:00',
        all_day: false,
      });
      // Into the all-day row of its own day: the start's time is the same midnight, saved as a date.
      const allDay = { start: marker('2026-04-05 00:00:00'), end: marker('2026-04-06 00:00:00'), allDay: true, before };
      expect(movedSpan(brisbane, allDay, MELBOURNE)).toEqual({
        start_date: '2026-04-05 00:00:00',
        end_date: '2026-04-06 00:00:00',
        all_day: true,
      });
    });
  });
});
