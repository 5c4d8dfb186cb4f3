import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coordinatesOf, haversineKm, straightLineMinutes, TRAVEL_MESSAGES } from './travel.rules';

const point = fc.record({
  latitude: fc.double({ min: -80, max: 80, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});
const FLINDERS_ST = { latitude: -37.8183, longitude: 144.9671 };
const RICHMOND = { latitude: -37.8232, longitude: 144.9984 };

describe('travel', () => {
  it('measures Melbourne CBD to Richmond as under 3 km, a few minutes at 40 km/h', () => {
    expect(haversineKm(FLINDERS_ST, RICHMOND)).toBeCloseTo(2.8, 1);
    expect(straightLineMinutes(FLINDERS_ST, RICHMOND)).toBe(5);
  });

  it('is symmetric, zero to itself, and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
        expect(haversineKm(a, a)).toBe(0);
        expect(straightLineMinutes(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('uses coordinates only when both are present', () => {
    expect(coordinatesOf({ latitude: 1, longitude: 2 })).toEqual({ latitude: 1, longitude: 2 });
    expect(coordinatesOf({ latitude: 1, longitude: null })).toBeNull();
    expect(coordinatesOf(null)).toBeNull();
  });

  it('words the estimate', () => {
    expect(TRAVEL_MESSAGES.from(12, '14 Smith St')).toBe('~12 min travel from 14 Smith St');
  });
});
