import { describe, expect, it } from 'vitest';
import { parseCardExpiry, typedCardExpiry } from './card-expiry.rules';

/** Types `keys` one at a time into an empty field, as the form does on each change. */
const typeInto = (keys: string, start = '') =>
  [...keys].reduce((text, key) => typedCardExpiry(text, text + key), start);

describe('typedCardExpiry', () => {
  it('puts the slash in as the year starts: 1228 reads 12/28', () => {
    expect(typeInto('1')).toBe('1');
    expect(typeInto('12')).toBe('12');
    expect(typeInto('122')).toBe('12/2');
    expect(typeInto('1228')).toBe('12/28');
    expect(typeInto('122028')).toBe('12/2028');
    expect(typeInto('12202899')).toBe('12/2028');
  });

  it('takes a typed slash, letters and spaces as they come', () => {
    expect(typeInto('12/28')).toBe('12/28');
    expect(typeInto('4')).toBe('04');
    expect(typeInto('1/28')).toBe('01/28');
    expect(typeInto('1a2b2c8')).toBe('12/28');
  });

  it('takes a paste whole', () => {
    expect(typedCardExpiry('', '1228')).toBe('12/28');
    expect(typedCardExpiry('', '12/2028')).toBe('12/2028');
    expect(typedCardExpiry('', ' 12 / 28 ')).toBe('12/28');
    expect(typedCardExpiry('', '3/29')).toBe('03/29');
  });

  it('backspaces over the slash instead of putting it back', () => {
    expect(typedCardExpiry('12/2', '12/')).toBe('12/');
    expect(typedCardExpiry('12/', '12')).toBe('12');
    // The caret just after the slash: the digit before it goes.
    expect(typedCardExpiry('12/28', '1228')).toBe('12/8');
    expect(typedCardExpiry('12/8', '128')).toBe('18');
  });
});

describe('parseCardExpiry', () => {
  it('reads MM/YY and MM/YYYY, and nothing that is not a month', () => {
    expect(parseCardExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseCardExpiry('03/2031')).toEqual({ month: 3, year: 2031 });
    expect(parseCardExpiry('13/28')).toBeNull();
    expect(parseCardExpiry('12/202')).toBeNull();
    expect(parseCardExpiry('1228')).toBeNull();
  });
});
