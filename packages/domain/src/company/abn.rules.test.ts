import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABN_MESSAGES, abnDigitsOf, abnSchema, formatAbn, isValidAbn } from './abn.rules';

/**
 * A valid ABN from any nine trailing digits: (first − 1) × 10 + second runs over 0…89 as the first
 * two digits run over 10…99, so exactly one prefix (or two, for residue 0) makes the sum divide by 89.
 */
const validAbn = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((tail) => {
  // The third to eleventh digits weigh 3, 5, …, 19.
  const rest = tail.reduce((sum, digit, index) => sum + digit * (2 * index + 3), 0);
  const lead = (89 - (rest % 89)) % 89; // what (first − 1) × 10 + second must be
  return `${Math.floor(lead / 10) + 1}${lead % 10}${tail.join('')}`;
});

describe('isValidAbn', () => {
  it("passes the ATO's published examples and real ABNs, and refuses their neighbours", () => {
    for (const abn of ['51824753556', '53004085616', '33102417032']) expect(isValidAbn(abn)).toBe(true);
    for (const abn of ['51824753557', '12345678901', '00000000000', '5182475355', '518247535566', '5182475355a'])
      expect(isValidAbn(abn)).toBe(false);
  });

  it('accepts every number built to the checksum', () => {
    fc.assert(
      fc.property(validAbn, (abn) => {
        expect(isValidAbn(abn)).toBe(true);
      }),
    );
  });

  it('refuses any valid ABN with one digit changed (89 is prime and no weight × change reaches it)', () => {
    fc.assert(
      fc.property(validAbn, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (abn, at, step) => {
        const digit = (Number(abn[at]) + step) % 10;
        const changed = `${abn.slice(0, at)}${digit}${abn.slice(at + 1)}`;
        expect(isValidAbn(changed)).toBe(false);
      }),
    );
  });

  it('refuses two neighbouring digits swapped when they differ (the usual typing slip)', () => {
    fc.assert(
      fc.property(validAbn, fc.integer({ min: 1, max: 9 }), (abn, at) => {
        fc.pre(abn[at] !== abn[at + 1]);
        const swapped = `${abn.slice(0, at)}${abn[at + 1]}${abn[at]}${abn.slice(at + 2)}`;
        expect(isValidAbn(swapped)).toBe(false);
      }),
    );
  });
});

describe('formatAbn and abnDigitsOf', () => {
  it('shows the digits in the ATO grouping and reads them back', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    fc.assert(
      fc.property(validAbn, (abn) => {
        expect(abnDigitsOf(formatAbn(abn))).toBe(abn);
      }),
    );
  });
});

describe('abnSchema', () => {
  it('stores the digits of an ABN typed with spaces; empty clears it', () => {
    expect(abnSchema.parse(' 51 824 753 556 ')).toBe('51824753556');
    expect(abnSchema.parse('')).toBeNull();
    expect(abnSchema.parse(null)).toBeNull();
    expect(abnSchema.parse(undefined)).toBeUndefined();
  });

  it('answers one clear message: the shape first, then the checksum', () => {
    const first = (value: unknown) => abnSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(first('51 824 753')).toEqual([ABN_MESSAGES.format]);
    expect(first('ABN 51824753556')).toEqual([ABN_MESSAGES.format]);
    expect(first(51824753556)).toEqual([ABN_MESSAGES.format]);
    expect(first('51 824 753 557')).toEqual([ABN_MESSAGES.checksum]);
  });
});
