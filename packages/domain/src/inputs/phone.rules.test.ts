import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  formatPhoneLocally,
  isValidMobile,
  isValidPhone,
  mobileTextSchema,
  PHONE_MESSAGES,
  parsePhone,
  parsePhoneParts,
  phoneDigits,
  phoneE164,
  phoneHref,
  phonePartsProblem,
  phoneSearchDigits,
  resolvePhone,
} from './phone.rules';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
/** Puts a space or a hyphen after some characters, as people type numbers. */
const sprinkled = (text: string, gaps: ('' | ' ' | '-')[]) =>
  [...text].map((char, index) => `${char}${gaps[index % gaps.length] ?? ''}`).join('');
const gaps = fc.array(fc.constantFrom('' as const, ' ' as const, '-' as const), { minLength: 1, maxLength: 12 });
/** An Australian mobile in an allocated range (040–043), national form: "04" + 8 digits. */
const auMobile = fc.tuple(fc.constantFrom('0', '1', '2', '3'), digits(7)).map(([third, rest]) => `04${third}${rest}`);
/** A Melbourne landline, national form: "039" + 7 digits. */
const melbourneLandline = digits(7).map((rest) => `039${rest}`);

// [typed (Australia is the default country), E.164, full_phone, national, mobile?]
const NUMBERS: [string, string, string, string, boolean][] = [
  ['0412 345 678', '+61412345678', '+61 412 345 678', '0412 345 678', true],
  ['+61 412 345 678', '+61412345678', '+61 412 345 678', '0412 345 678', true],
  ['+61 (0) 412-345-678', '+61412345678', '+61 412 345 678', '0412 345 678', true],
  ['0412345678', '+61412345678', '+61 412 345 678', '0412 345 678', true],
  ['(03) 9598 4410', '+61395984410', '+61 3 9598 4410', '(03) 9598 4410', false],
  ['+61 3 9999 0000', '+61399990000', '+61 3 9999 0000', '(03) 9999 0000', false],
  ['1300 123 456', '+611300123456', '+61 1300 123 456', '1300 123 456', false],
  ['+64 21 123 4567', '+64211234567', '+64 21 123 4567', '021 123 4567', true],
  // New Zealand's ranges are not in the min metadata: a landline cannot be told from a mobile.
  ['+64 9 379 0000', '+6493790000', '+64 9 379 0000', '09 379 0000', true],
  ['+44 7911 123456', '+447911123456', '+44 7911 123456', '07911 123456', true],
  ['+44 20 7946 0958', '+442079460958', '+44 20 7946 0958', '020 7946 0958', false],
  // North American numbers share their ranges between landlines and mobiles.
  ['+1 212 555 1234', '+12125551234', '+1 212 555 1234', '(212) 555-1234', true],
  ['+1 (415) 555-2671', '+14155552671', '+1 415 555 2671', '(415) 555-2671', true],
];

const INVALID = [
  '',
  '   ',
  '0412 345 67', // 9 digits
  '0412 345 6789', // 11 digits
  '0412 ABC 678',
  'call me',
  'call me on 0412 345 678', // a number among other words is not a number
  '0412+345678',
  '+61',
  '+1 0412345678',
  '+999 1234567', // no country has calling code 999
  '9999 0000', // a landline without its area code
  '+44 20 7946', // too short for the UK
];

describe('parsePhone, formatPhone and isValidMobile (AU, NZ, UK and US numbers)', () => {
  it.each(NUMBERS)('%s is %s, stored as %s', (typed, e164, full, national, mobile) => {
    const number = parsePhone(typed);
    expect(number?.number).toBe(e164);
    if (!number) return;
    expect(formatPhone(number)).toBe(full);
    expect(number.formatNational()).toBe(national);
    expect(phoneE164(typed)).toBe(e164);
    expect(phoneHref(full)).toBe(`tel:${e164}`);
    expect(isValidPhone(typed)).toBe(true);
    expect(isValidMobile(typed)).toBe(mobile);
  });

  it('writes Australian numbers the national way and others the international way', () => {
    expect(formatPhoneLocally('+61 412 345 678')).toBe('0412 345 678');
    expect(formatPhoneLocally('+61 3 9598 4410')).toBe('(03) 9598 4410');
    expect(formatPhoneLocally('+64 21 123 4567')).toBe('+64 21 123 4567');
    expect(formatPhoneLocally('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhoneLocally('ring the office')).toBe('ring the office');
  });

  it.each(INVALID)('%j is no phone number', (typed) => {
    expect(parsePhone(typed)).toBeUndefined();
    expect(isValidPhone(typed)).toBe(false);
    expect(isValidMobile(typed)).toBe(false);
    expect(phoneE164(typed)).toBeNull();
    expect(phoneHref(typed)).toBeNull();
  });

  it('reads every Australian mobile however it is spaced or hyphenated, with or without +61', () => {
    fc.assert(
      fc.property(auMobile, gaps, fc.boolean(), (mobile, spacing, international) => {
        const typed = international ? `+61 ${sprinkled(mobile.slice(1), spacing)}` : sprinkled(mobile, spacing);
        const number = parsePhone(typed);
        expect(number?.number).toBe(`+61${mobile.slice(1)}`);
        expect(isValidMobile(typed)).toBe(true);
        expect(formatPhone(number ?? expect.fail('parsed'))).toMatch(/^\+61 4\d\d \d{3} \d{3}$/);
      }),
    );
  });

  it('never takes a Melbourne landline for a mobile', () => {
    fc.assert(
      fc.property(melbourneLandline, gaps, (landline, spacing) => {
        expect(isValidPhone(sprinkled(landline, spacing))).toBe(true);
        expect(isValidMobile(sprinkled(landline, spacing))).toBe(false);
      }),
    );
  });

  it('formats to a fixed point: a stored full_phone reads back as the same number and text', () => {
    fc.assert(
      fc.property(fc.oneof(auMobile, melbourneLandline), (national) => {
        const full = formatPhone(parsePhone(national) ?? expect.fail('parsed'));
        const again = parsePhone(full);
        expect(again && formatPhone(again)).toBe(full);
      }),
    );
  });

  it('refuses any Australian number of the wrong length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }).filter((n) => n !== 8),
        (n) => {
          expect(isValidMobile(`04${'1'.repeat(n)}`)).toBe(false);
        },
      ),
    );
  });
});

describe('parsePhoneParts', () => {
  it.each([
    [{ country_code: '61', area_code: '03', phone_number: '9999 0000' }, '+61399990000'],
    [{ country_code: '+61', area_code: '3', phone_number: '9999 0000' }, '+61399990000'],
    [{ country_code: null, area_code: null, phone_number: '0412 345 678' }, '+61412345678'],
    [{ country_code: '61', phone_number: '+61 412 345 678' }, '+61412345678'],
    [{ country_code: '64', phone_number: '21 123 4567' }, '+64211234567'],
    [{ country_code: '44', phone_number: '07911 123456' }, '+447911123456'],
    [{ country_code: '1', area_code: '212', phone_number: '555 1234' }, '+12125551234'],
  ])('%j is %s', (parts, e164) => {
    expect(parsePhoneParts(parts)?.number).toBe(e164);
  });

  it('refuses a calling code no country has, and a number that does not fit its country', () => {
    expect(parsePhoneParts({ country_code: '999', phone_number: '412 345 678' })).toBeUndefined();
    expect(parsePhoneParts({ country_code: '44', phone_number: '0412 345 678' })).toBeUndefined();
  });

  it('gives the phone field its message: required, invalid, or not a mobile', () => {
    expect(phonePartsProblem({ country_code: '61', phone_number: ' ' }, { mobile: false })).toBe(
      PHONE_MESSAGES.required,
    );
    expect(phonePartsProblem({ country_code: '61', phone_number: '0412 345' }, { mobile: true })).toBe(
      PHONE_MESSAGES.invalid,
    );
    expect(
      phonePartsProblem({ country_code: '61', area_code: '03', phone_number: '9999 0000' }, { mobile: true }),
    ).toBe(PHONE_MESSAGES.invalid);
    expect(
      phonePartsProblem({ country_code: '61', area_code: '03', phone_number: '9999 0000' }, { mobile: false }),
    ).toBeNull();
    expect(phonePartsProblem({ country_code: '61', phone_number: '0412 345 678' }, { mobile: true })).toBeNull();
  });
});

describe('resolvePhone: parts, full_phone or both', () => {
  const stored = (country_code: string, area_code: string | null, phone_number: string, full_phone: string) => ({
    ok: true,
    phone: { country_code, area_code, phone_number, full_phone },
  });

  it.each([
    [
      'full_phone alone, international',
      { full_phone: '+61 412 345 678' },
      stored('61', null, '0412 345 678', '+61 412 345 678'),
    ],
    [
      'full_phone alone, national',
      { full_phone: '0412 345 678' },
      stored('61', null, '0412 345 678', '+61 412 345 678'),
    ],
    [
      'full_phone alone, New Zealand',
      { full_phone: '+64 21 123 4567' },
      stored('64', null, '021 123 4567', '+64 21 123 4567'),
    ],
    [
      'parts alone, kept as typed',
      { country_code: '+61', area_code: '03', phone_number: '9999-0000' },
      stored('61', '03', '9999-0000', '+61 3 9999 0000'),
    ],
    [
      'parts without a country code',
      { phone_number: '0412345678' },
      stored('61', null, '0412345678', '+61 412 345 678'),
    ],
    [
      'both, the same number written differently',
      { country_code: '61', phone_number: '0412 345 678', full_phone: '+61412345678' },
      stored('61', null, '0412 345 678', '+61 412 345 678'),
    ],
  ])('%s', (_, input, expected) => {
    expect(resolvePhone(input, { mobile: false })).toEqual(expected);
  });

  it.each([
    ['nothing', {}, false, 'phone_number', PHONE_MESSAGES.required],
    ['blanks', { phone_number: ' ', full_phone: '' }, false, 'phone_number', PHONE_MESSAGES.required],
    ['a bad number in the parts', { phone_number: '0412 345' }, false, 'phone_number', PHONE_MESSAGES.invalid],
    ['a bad full_phone alone', { full_phone: '+61 412 345' }, false, 'full_phone', PHONE_MESSAGES.invalid],
    ['a landline as a mobile', { full_phone: '(03) 9999 0000' }, true, 'full_phone', PHONE_MESSAGES.invalid],
    [
      'a landline as a mobile, by parts',
      { area_code: '03', phone_number: '9999 0000' },
      true,
      'phone_number',
      PHONE_MESSAGES.invalid,
    ],
    [
      'parts and full_phone that are different numbers',
      { country_code: '61', phone_number: '0412 345 678', full_phone: '+61 412 345 679' },
      false,
      'full_phone',
      PHONE_MESSAGES.mismatch,
    ],
    [
      'good parts with a bad full_phone',
      { phone_number: '0412 345 678', full_phone: 'call me' },
      false,
      'full_phone',
      PHONE_MESSAGES.invalid,
    ],
  ])('refuses %s', (_, input, mobile, field, message) => {
    expect(resolvePhone(input, { mobile })).toEqual({ ok: false, field, message });
  });

  it('stores parts and full_phone that always name the same number, whichever was given', () => {
    fc.assert(
      fc.property(fc.oneof(auMobile, melbourneLandline), gaps, (national, spacing) => {
        const fromFull = resolvePhone({ full_phone: sprinkled(national, spacing) }, { mobile: false });
        if (!fromFull.ok) return expect.fail(fromFull.message);
        const fromParts = resolvePhone(fromFull.phone, { mobile: false });
        expect(fromParts).toEqual(fromFull);
      }),
    );
  });
});

describe('mobileTextSchema (the staff contact number)', () => {
  it('answers the full_phone of a mobile and the spec message for anything else', () => {
    expect(mobileTextSchema.parse(' 0412 345 678 ')).toBe('+61 412 345 678');
    for (const bad of ['123', '(03) 9999 0000', 'mobile']) {
      const result = mobileTextSchema.safeParse(bad);
      expect(result.error?.issues[0]?.message).toBe('This phone number is invalid');
    }
  });
});

describe('search digits', () => {
  it('keeps only the digits of a term, in order', () => {
    expect(phoneDigits('+61 (03) 9999-0000')).toBe('610399990000');
    expect(phoneDigits(null)).toBe('');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(phoneDigits(text)).toBe([...text].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });

  it('indexes a stored number by its international and its national digits', () => {
    expect(phoneSearchDigits('+61 412 345 678')).toBe('61412345678 0412345678');
    expect(phoneSearchDigits('+61 3 9598 4410')).toBe('61395984410 0395984410');
    expect(phoneSearchDigits('+64 21 123 4567')).toBe('64211234567 0211234567');
    // Older rows, stored as typed before numbers were parsed.
    expect(phoneSearchDigits('ext 12')).toBe('12');
  });

  it('finds a mobile by the digits of either way of writing it', () => {
    fc.assert(
      fc.property(auMobile, gaps, (national, spacing) => {
        const index = phoneSearchDigits(formatPhone(parsePhone(national) ?? expect.fail('parsed')));
        expect(index).toContain(phoneDigits(sprinkled(national, spacing)));
        expect(index).toContain(phoneDigits(`+61 ${national.slice(1)}`));
      }),
    );
  });
});
