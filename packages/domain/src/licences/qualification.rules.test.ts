import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HeldLicence, isLicenceValidOn, staffQualification } from './qualification.rules';

const GAS = { id: 1, name: 'Gasfitter Type A' };
const ELECTRICAL = { id: 2, name: 'Electrical' };
const licence = (overrides: Partial<HeldLicence> = {}): HeldLicence => ({
  licence_type_id: GAS.id,
  expiry_date: null,
  archived: false,
  ...overrides,
});

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const held: fc.Arbitrary<HeldLicence> = fc.record({
  licence_type_id: fc.option(fc.integer({ min: 1, max: 4 })),
  expiry_date: fc.option(isoDate),
  archived: fc.boolean(),
});
const types = fc
  .uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 4 })
  .map((ids) => ids.map((id) => ({ id, name: `Type ${id}` })));

describe('staffQualification', () => {
  it.each([
    ['no licences', [], 'Has no Gasfitter Type A licence'],
    ['only another type', [licence({ licence_type_id: ELECTRICAL.id })], 'Has no Gasfitter Type A licence'],
    ['an untyped licence', [licence({ licence_type_id: null })], 'Has no Gasfitter Type A licence'],
    ['only an archived one', [licence({ archived: true })], 'Has no Gasfitter Type A licence'],
    [
      'one expiring the day before',
      [licence({ expiry_date: '2026-12-03' })],
      'Gasfitter Type A licence expires Thu 3 Dec 2026, before this appointment',
    ],
    [
      'two expiring before: the latest is named',
      [licence({ expiry_date: '2026-11-01' }), licence({ expiry_date: '2026-12-03' })],
      'Gasfitter Type A licence expires Thu 3 Dec 2026, before this appointment',
    ],
  ])('refuses %s, with the reason', (_case, licences, reason) => {
    const result = staffQualification([GAS], licences, '2026-12-04');
    expect(result).toMatchObject({ qualified: false, reason });
  });

  it.each([
    ['one without expiry', [licence()]],
    ['one expiring on the day', [licence({ expiry_date: '2026-12-04' })]],
    [
      'an expired one and a current one',
      [licence({ expiry_date: '2026-01-01' }), licence({ expiry_date: '2027-01-01' })],
    ],
  ])('qualifies %s', (_case, licences) => {
    expect(staffQualification([GAS], licences, '2026-12-04')).toEqual({
      qualified: true,
      shortfalls: [],
      reason: null,
    });
  });

  it('names every missing type, in the order required', () => {
    const result = staffQualification([GAS, ELECTRICAL], [], '2026-12-04');
    expect(result.reason).toBe('Has no Gasfitter Type A licence; Has no Electrical licence');
    expect(result.shortfalls.map((shortfall) => shortfall.licence_type_id)).toEqual([GAS.id, ELECTRICAL.id]);
  });

  it('qualifies anyone when nothing is required', () => {
    fc.assert(
      fc.property(fc.array(held), isoDate, (licences, onDate) => {
        expect(staffQualification([], licences, onDate).qualified).toBe(true);
      }),
    );
  });

  it('is qualified exactly when each required type has a licence valid on the date', () => {
    fc.assert(
      fc.property(types, fc.array(held, { maxLength: 8 }), isoDate, (required, licences, onDate) => {
        const result = staffQualification(required, licences, onDate);
        const expected = required.every((type) =>
          licences.some(
            (one) =>
              one.licence_type_id === type.id &&
              !one.archived &&
              (one.expiry_date === null || one.expiry_date >= onDate),
          ),
        );
        expect(result.qualified).toBe(expected);
        expect(result.reason === null).toBe(expected);
        expect(
          result.shortfalls.every((shortfall) => required.some((type) => type.id === shortfall.licence_type_id)),
        ).toBe(true);
      }),
    );
  });

  it('never qualifies for an earlier date less than for a later one (a licence only lapses)', () => {
    fc.assert(
      fc.property(types, fc.array(held, { maxLength: 8 }), isoDate, isoDate, (required, licences, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        if (staffQualification(required, licences, later).qualified) {
          expect(staffQualification(required, licences, earlier).qualified).toBe(true);
        }
      }),
    );
  });

  it('names an expiry only when the licence expires before the date', () => {
    fc.assert(
      fc.property(types, fc.array(held, { maxLength: 8 }), isoDate, (required, licences, onDate) => {
        for (const shortfall of staffQualification(required, licences, onDate).shortfalls) {
          if (shortfall.kind === 'EXPIRES') expect(shortfall.expiry_date < onDate).toBe(true);
        }
      }),
    );
  });
});

describe('isLicenceValidOn', () => {
  it('is valid up to and on its expiry date, never when archived', () => {
    expect(isLicenceValidOn(licence({ expiry_date: '2026-12-04' }), '2026-12-04')).toBe(true);
    expect(isLicenceValidOn(licence({ expiry_date: '2026-12-04' }), '2026-12-05')).toBe(false);
    expect(isLicenceValidOn(licence({ archived: true }), '2026-12-04')).toBe(false);
  });
});
