import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampOffsetPart,
  formatOffset,
  joinOffset,
  MAX_OFFSET_MINUTES,
  normaliseOffset,
  splitOffset,
  type TimerDirection,
} from './timer-offset.rules';

const directionArb = fc.constantFrom<TimerDirection>('before', 'after');

describe('parts', () => {
  it('clamps days 0-700, hours 0-23, minutes 0-59', () => {
    expect(clampOffsetPart('days', 701)).toBe(700);
    expect(clampOffsetPart('hours', 24)).toBe(23);
    expect(clampOffsetPart('minutes', 60)).toBe(59);
    expect(clampOffsetPart('minutes', -3)).toBe(0);
    expect(clampOffsetPart('hours', Number.NaN)).toBe(0);
    expect(clampOffsetPart('days', 2.7)).toBe(2);
  });

  it('splits and joins back', () => {
    expect(splitOffset(-1500)).toEqual({ days: 1, hours: 1, minutes: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_OFFSET_MINUTES }), directionArb, (size, direction) => {
        const offset = direction === 'before' ? -size : size;
        expect(joinOffset(splitOffset(offset), direction)).toBe(offset);
      }),
    );
  });
});

describe('normaliseOffset', () => {
  it('forces zero and wrong-side values to the minimum on the right side', () => {
    expect(normaliseOffset(0, 'before')).toBe(-1);
    expect(normaliseOffset(0, 'after', 15)).toBe(15);
    expect(normaliseOffset(60, 'before', 15)).toBe(-15);
    expect(normaliseOffset(-60, 'after', 15)).toBe(15);
    expect(normaliseOffset(-60, 'before', 15)).toBe(-60);
    expect(normaliseOffset(-5, 'before', 15)).toBe(-15);
  });

  it('always answers a non-zero value on the right side within the limits', () => {
    fc.assert(
      fc.property(fc.integer(), directionArb, fc.integer({ min: 1, max: 1440 }), (offset, direction, minimum) => {
        const result = normaliseOffset(offset, direction, minimum);
        expect(Math.sign(result)).toBe(direction === 'before' ? -1 : 1);
        expect(Math.abs(result)).toBeGreaterThanOrEqual(minimum);
        expect(Math.abs(result)).toBeLessThanOrEqual(MAX_OFFSET_MINUTES);
        expect(normaliseOffset(result, direction, minimum)).toBe(result);
      }),
    );
  });

  it('keeps zero with a minimum of 0 ("At time of appointment"), and a wrong-side value becomes zero', () => {
    expect(normaliseOffset(0, 'before', 0)).toBe(0);
    expect(Object.is(normaliseOffset(0, 'before', 0), 0)).toBe(true);
    expect(normaliseOffset(30, 'before', 0)).toBe(0);
    expect(normaliseOffset(-30, 'before', 0)).toBe(-30);
    expect(joinOffset({ days: 0, hours: 0, minutes: 0 }, 'after', 0)).toBe(0);
  });

  it('joins zero parts to the minimum', () => {
    expect(joinOffset({ days: 0, hours: 0, minutes: 0 }, 'before', 15)).toBe(-15);
    expect(joinOffset({ days: 999, hours: 99, minutes: 99 }, 'after')).toBe(MAX_OFFSET_MINUTES);
  });
});

describe('formatOffset', () => {
  it('reads naturally', () => {
    expect(formatOffset(-1440)).toBe('1 day before');
    expect(formatOffset(-1500)).toBe('1 day 1 hour before');
    expect(formatOffset(135)).toBe('2 hours 15 minutes after');
    expect(formatOffset(0)).toBe('At time of appointment');
  });
});
