import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, isValidMobile, mobileProblem, mobileSchema, PHONE_MESSAGES, phoneDigits } from './phone.rules';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
/** Sprinkles spaces between the characters. */
const spaced = (text: string, gaps: boolean[]) =>
  [...text].map((char, index) => (gaps[index % gaps.length] ? `${char} ` : char)).join('');

describe('isValidMobile', () => {
  it('accepts ten digits, with or without a country code, spaces anywhere', () => {
    for (const ok of [
      '0412345678',
      '0412 345 678',
      '+61 0412 345 678',
      '+610412345678',
      '+1 0412345678',
      ' 04 12 34 56 78 ',
    ])
      expect(isValidMobile(ok)).toBe(true);
  });

  it('rejects other lengths, letters, punctuation and a bare +', () => {
    for (const bad of ['', '041234567', '04123456789', '+0412345678', '61-0412345678', '0412-345-678', 'abc', '+61'])
      expect(isValidMobile(bad)).toBe(false);
  });

  it('holds for every ten digits with any spacing and optional country code', () => {
    fc.assert(
      fc.property(
        digits(10),
        fc.option(fc.integer({ min: 1, max: 999 })),
        fc.array(fc.boolean(), { minLength: 1 }),
        (n, cc, gaps) => {
          const text = spaced(`${cc === null ? '' : `+${cc}`}${n}`, gaps);
          expect(isValidMobile(text)).toBe(true);
        },
      ),
    );
  });

  it('fails for any digit count other than 10 without a country code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).filter((n) => n !== 10),
        (n) => {
          expect(isValidMobile('1'.repeat(n))).toBe(false);
        },
      ),
    );
  });

  it('gives the spec message through the schema', () => {
    const result = mobileSchema.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This phone number is invalid');
  });
});

describe('phone objects', () => {
  it('formats with the country code', () => {
    expect(formatPhone({ country_code: '+61', area_code: '03', phone_number: '9999 0000' })).toBe('+61 03 9999 0000');
    expect(formatPhone({ country_code: null, area_code: null, phone_number: ' ' })).toBe('');
  });

  it('checks a mobile object as country code plus number', () => {
    expect(mobileProblem({ country_code: '61', phone_number: '0412 345 678' })).toBeNull();
    expect(mobileProblem({ country_code: '61', phone_number: '412 345' })).toBe(PHONE_MESSAGES.invalid);
    expect(mobileProblem(null)).toBeNull();
  });
});

describe('phoneDigits', () => {
  it('keeps only the digits, in order', () => {
    expect(phoneDigits('+61 (03) 9999-0000')).toBe('610399990000');
    expect(phoneDigits(null)).toBe('');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = phoneDigits(text);
        expect(result).toMatch(/^\d*$/);
        expect(result).toBe([...text].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});
