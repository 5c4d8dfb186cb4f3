import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressSchema } from '../company/company.schemas';
import {
  ADDRESS_MAX_LENGTHS,
  ADDRESS_MESSAGES,
  ADDRESS_PARTS,
  type Address,
  addressesEqual,
  addressProblems,
  formatAddress,
  isAddressEmpty,
  setAddressPart,
  tidyAddress,
} from './address.rules';

const home: Address = {
  address_line_1: '1 Swan St',
  locality: 'Richmond',
  state: 'VIC',
  postal_code: '3121',
  country: 'Australia',
  latitude: -37.8,
  longitude: 144.9,
};

const addressArb = fc.record({
  address_line_1: fc.option(fc.string({ maxLength: 20 })),
  locality: fc.option(fc.string({ maxLength: 20 })),
  state: fc.option(fc.string({ maxLength: 10 })),
  postal_code: fc.option(fc.string({ maxLength: 10 })),
  country: fc.option(fc.string({ maxLength: 20 })),
  latitude: fc.option(fc.double({ min: -90, max: 90, noNaN: true })),
  longitude: fc.option(fc.double({ min: -180, max: 180, noNaN: true })),
});

describe('addressesEqual', () => {
  it('ignores case, surrounding spaces and coordinates', () => {
    const other = {
      ...home,
      address_line_1: '  1 SWAN st ',
      locality: 'richmond',
      country: 'AUSTRALIA ',
      latitude: null,
      longitude: null,
    };
    expect(addressesEqual(home, other)).toBe(true);
  });

  it('tells different places apart by any part', () => {
    for (const part of ADDRESS_PARTS) expect(addressesEqual(home, { ...home, [part]: 'Else' })).toBe(false);
  });

  it('treats null, undefined and blank as the same', () => {
    expect(addressesEqual({ locality: null }, { locality: '  ' })).toBe(true);
    expect(addressesEqual(null, {})).toBe(true);
  });

  it('is reflexive and symmetric, and agrees with a case change', () => {
    fc.assert(
      fc.property(addressArb, addressArb, (a, b) => {
        expect(addressesEqual(a, a)).toBe(true);
        expect(addressesEqual(a, b)).toBe(addressesEqual(b, a));
        const shouted = Object.fromEntries(
          ADDRESS_PARTS.map((part) => [part, a[part] == null ? a[part] : ` ${a[part].toUpperCase()} `]),
        );
        // toUpperCase can change length for some Unicode characters ("ß" → "SS"); compare ASCII-safe text only.
        if (
          ADDRESS_PARTS.every((part) => (a[part] ?? '').toUpperCase().toLowerCase() === (a[part] ?? '').toLowerCase())
        )
          expect(addressesEqual(a, shouted)).toBe(true);
      }),
    );
  });
});

describe('setAddressPart', () => {
  it('clears the coordinates whatever part is edited', () => {
    fc.assert(
      fc.property(addressArb, fc.constantFrom(...ADDRESS_PARTS), fc.string(), (address, part, text) => {
        const next = setAddressPart(address, part, text);
        expect(next.latitude).toBeNull();
        expect(next.longitude).toBeNull();
        expect(next[part]).toBe(text === '' ? null : text);
      }),
    );
  });
});

describe('addressProblems', () => {
  it('reports each part over its limit with the schema wording', () => {
    const long = (part: (typeof ADDRESS_PARTS)[number]) => 'x'.repeat(ADDRESS_MAX_LENGTHS[part] + 1);
    expect(addressProblems({ locality: long('locality') })).toEqual({
      locality: 'The suburb may not be greater than 50 characters.',
    });
    expect(
      addressProblems({ postal_code: long('postal_code'), state: long('state'), country: long('country') }),
    ).toEqual({
      postal_code: 'The postcode may not be greater than 10 characters.',
      state: 'The state may not be greater than 30 characters.',
      country: 'The country may not be greater than 50 characters.',
    });
  });

  it('agrees with the server schema on every address', () => {
    const partArb = (max: number) => fc.option(fc.string({ maxLength: max + 5 }));
    const arb = fc.record({
      address_line_1: partArb(255),
      locality: partArb(50),
      state: partArb(30),
      postal_code: partArb(10),
      country: partArb(50),
    });
    fc.assert(
      fc.property(arb, (address) => {
        const schema = addressSchema.safeParse(address);
        const problems = addressProblems(address);
        expect(Object.keys(problems).length === 0).toBe(schema.success);
        if (!schema.success)
          for (const issue of schema.error.issues)
            expect(problems[issue.path[0] as keyof typeof problems]).toBe(issue.message);
      }),
    );
  });

  it('has a message for every part', () => {
    for (const part of ADDRESS_PARTS) expect(ADDRESS_MESSAGES.tooLong(part)).toMatch(/may not be greater than \d+/);
  });
});

describe('formatting and emptiness', () => {
  it('formats one line', () => {
    expect(formatAddress(home)).toBe('1 Swan St, Richmond VIC 3121, Australia');
    expect(formatAddress({ locality: 'Richmond' })).toBe('Richmond');
    expect(formatAddress(null)).toBe('');
  });

  it('is empty without text in any part', () => {
    expect(isAddressEmpty({ latitude: 1, longitude: 2, locality: '  ' })).toBe(true);
    expect(isAddressEmpty(home)).toBe(false);
  });

  it('tidies blanks to null and trims', () => {
    expect(tidyAddress({ locality: ' Richmond ', state: '  ', latitude: 3 })).toMatchObject({
      locality: 'Richmond',
      state: null,
      latitude: 3,
    });
  });
});
