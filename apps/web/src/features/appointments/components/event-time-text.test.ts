import { describe, expect, it } from 'vitest';
import { eventTimeText } from './event-time-text';

/** A wall-clock time as FullCalendar hands it over: the marker holds the wall clock in UTC. */
const at = (time: string) => {
  const marker = new Date(`2026-11-23T${time}:00Z`);
  return { marker, hour: marker.getUTCHours(), minute: marker.getUTCMinutes() };
};

describe('eventTimeText', () => {
  it('writes a span as the week view always has: 12-hour times without am/pm, an en dash between', () => {
    expect(eventTimeText({ start: at('09:00'), end: at('10:30') })).toBe('9:00 – 10:30');
    expect(eventTimeText({ start: at('11:45'), end: at('13:05') })).toBe('11:45 – 1:05');
  });

  it('writes midnight and noon as 12', () => {
    expect(eventTimeText({ start: at('00:00'), end: at('00:30') })).toBe('12:00 – 12:30');
    expect(eventTimeText({ start: at('12:00'), end: at('12:15') })).toBe('12:00 – 12:15');
  });

  it('writes one time where there is no end or it is the start', () => {
    expect(eventTimeText({ start: at('14:00'), end: null })).toBe('2:00');
    expect(eventTimeText({ start: at('14:00'), end: at('14:00') })).toBe('2:00');
  });
});
