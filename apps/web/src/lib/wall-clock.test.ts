import { addMinutes, minutesBetween } from '@fieldbook/domain/appointments/appointment-form.rules';
import { formatSqlDate, parseSqlDateTime, toSqlDateTime } from '@fieldbook/domain/dates/date-codec';
import { formatDayDate, formatDayDateTime, formatTime } from '@fieldbook/domain/format/en-au';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatMoment, formatSpan } from './appointment-display';
import * as wall from './wall-clock';

// The luxon-free helpers must answer exactly as the domain's luxon codec and en-AU formatter do.
const ZONES = [
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Lord_Howe', // a half-hour DST shift
  'Pacific/Chatham', // a 45-minute offset
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'UTC',
];

/** Wall-clock times: every 15 minutes over each zone's DST changes in 2026, and a spread over years and months. */
function samples(zone: string): string[] {
  const times: string[] = [];
  let changes = 0;
  for (let t = DateTime.fromISO('2026-01-01T00:00', { zone }); t.year === 2026; t = t.plus({ hours: 1 })) {
    const next = t.plus({ hours: 1 });
    if (next.offset === t.offset || changes++ > 4) continue;
    const local = t.setZone('utc', { keepLocalTime: true }).minus({ hours: 3 });
    for (let m = 0; m <= 6 * 60; m += 15) times.push(toSqlDateTime(local.plus({ minutes: m })));
  }
  let seed = 7;
  for (let i = 0; i < 300; i++) {
    seed = (seed * 48271) % 2147483647;
    times.push(
      toSqlDateTime(DateTime.fromMillis(Date.UTC(1990, 0, 1) + (seed % 2_000_000_000) * 1000, { zone: 'utc' })),
    );
  }
  return times;
}

describe('wall-clock (luxon-free) agrees with the domain codec and formatter', () => {
  it.each(ZONES)('in %s', (zone) => {
    for (const sql of samples(zone)) {
      const parsed = parseSqlDateTime(sql, zone);
      const iso = wall.isoOfSql(sql, zone);
      expect(Date.parse(iso), `${sql} ${zone}`).toBe(parsed.toMillis());
      const instant = parsed.toJSDate();
      expect(wall.sqlOfInstant(instant, zone)).toBe(formatSqlDate(instant, zone));
      const shown = wall.shownInZone(sql, zone);
      expect(shown?.dayDate).toBe(formatDayDate(parsed));
      expect(shown?.time).toBe(formatTime(parsed));
      expect(formatMoment(sql, zone)).toBe(formatDayDateTime(parsed));
      expect(wall.addMinutes(sql, 95)).toBe(addMinutes(sql, 95));
      expect(wall.minutesBetween('2026-03-01 10:00:00', sql)).toBe(minutesBetween('2026-03-01 10:00:00', sql));
      // The same instant on another zone's clock, and on its own.
      expect(wall.inZone(sql, zone, 'Australia/Perth')).toBe(formatSqlDate(instant, 'Australia/Perth'));
      expect(wall.inZone(sql, zone, zone)).toBe(formatSqlDate(instant, zone));
    }
  });

  it('formats spans and takes what is not a date-time as luxon does', () => {
    expect(formatSpan('2026-12-01 10:00:00', '2026-12-01 12:00:00', 'Australia/Melbourne', false)).toBe(
      'Tue 1 Dec 2026, 10:00am – 12:00pm',
    );
    expect(formatSpan('2026-09-01 23:30:00', '2026-09-02 00:15:00', 'Australia/Melbourne', false)).toBe(
      `${formatDayDateTime('2026-09-01 23:30:00', 'Australia/Melbourne')} – ${formatDayDateTime('2026-09-02 00:15:00', 'Australia/Melbourne')}`,
    );
    expect(formatSpan('2026-12-01 00:00:00', '2026-12-03 00:00:00', 'UTC', true)).toBe(
      'Tue 1 Dec 2026 – Thu 3 Dec 2026, all day',
    );
    // luxon reads 24:00:00 as the next midnight; the others are no date-times.
    for (const bad of ['2026-02-30 10:00:00', '2026-12-01 24:00:00', '2026-12-01', 'soon']) {
      expect(wall.isoOfSql(bad, 'UTC')).toBe(parseSqlDateTime(bad, 'UTC').toISO() ?? bad);
      expect(wall.addMinutes(bad, 5)).toBe(addMinutes(bad, 5));
      expect(wall.minutesBetween(bad, '2026-12-01 10:00:00')).toBe(minutesBetween(bad, '2026-12-01 10:00:00'));
      expect(formatMoment(bad, 'UTC')).toBe(formatDayDateTime(parseSqlDateTime(bad, 'UTC')) || bad);
    }
    expect(wall.sqlOfInstant(new Date(Number.NaN), 'UTC')).toBe(formatSqlDate(new Date(Number.NaN), 'UTC'));
  });
});
