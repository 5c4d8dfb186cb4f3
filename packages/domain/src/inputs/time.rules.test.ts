import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from '../format/en-au';
import { minuteOptions, minutesToValue, parseTimeInput, stepTime, valueToMinutes } from './time.rules';

describe('parseTimeInput', () => {
  it.each([
    ['9:30pm', '21:30'],
    ['9:30 PM', '21:30'],
    ['9:30 p.m.', '21:30'],
    ['09:30am', '09:30'],
    ['21:30', '21:30'],
    ['9:05', '09:05'],
    ['00:00', '00:00'],
    ['9pm', '21:00'],
    ['9 PM', '21:00'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['12:15am', '00:15'],
    ['9.30pm', '21:30'],
    ['21.30', '21:30'],
    ['7.45', '07:45'],
  ])('reads %s as %s', (text, value) => {
    expect(parseTimeInput(text)).toBe(value);
  });

  it.each(['', '9', '930', '24:00', '13pm', '0am', '9:60', '9:5pm', 'noon', '21:30pm x'])('rejects %j', (text) => {
    expect(parseTimeInput(text)).toBeNull();
  });

  it('reads back every minute of the day in each accepted form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const value = minutesToValue(minutes);
        const hour24 = Math.floor(minutes / 60);
        const minute = String(minutes % 60).padStart(2, '0');
        const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
        const meridiem = hour24 < 12 ? 'am' : 'pm';
        expect(parseTimeInput(formatTimeOfDay(value))).toBe(value);
        expect(parseTimeInput(`${hour24}:${minute}`)).toBe(value);
        expect(parseTimeInput(`${hour24}.${minute}`)).toBe(value);
        expect(parseTimeInput(`${hour12}.${minute}${meridiem}`)).toBe(value);
        expect(parseTimeInput(`${hour12}:${minute} ${meridiem.toUpperCase()}`)).toBe(value);
        if (minute === '00') expect(parseTimeInput(`${hour12}${meridiem}`)).toBe(value);
      }),
    );
  });
});

describe('formatting and stepping', () => {
  it('shows h:mma', () => {
    expect(formatTimeOfDay('21:30')).toBe('9:30pm');
    expect(formatTimeOfDay('00:05')).toBe('12:05am');
    expect(formatTimeOfDay('12:00')).toBe('12:00pm');
    expect(formatTimeOfDay('nope')).toBe('');
  });

  it('steps 15 minutes and wraps around midnight', () => {
    expect(stepTime('09:00', 15)).toBe('09:15');
    expect(stepTime('23:50', 15)).toBe('00:05');
    expect(stepTime('00:10', -15)).toBe('23:55');
    expect(stepTime(null, 15)).toBe('00:15');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: -5000, max: 5000 }), (start, step) => {
        const there = stepTime(minutesToValue(start), step);
        expect(valueToMinutes(there)).not.toBeNull();
        expect(stepTime(there, -step)).toBe(minutesToValue(start));
      }),
    );
  });

  it('offers minutes in steps of 5', () => {
    expect(minuteOptions()).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(minuteOptions(15)).toEqual([0, 15, 30, 45]);
  });
});
