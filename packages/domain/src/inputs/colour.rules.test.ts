import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_PALETTE,
  colourBrightness,
  DEFAULT_COLOUR,
  expandHex,
  isColourValue,
  isHexColour,
  maskHexInput,
  pickerColour,
  resolveColour,
  textColourFor,
} from './colour.rules';

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hexArb = (n: number) => fc.string({ unit: hexDigit, minLength: n, maxLength: n }).map((d) => `#${d}`);

describe('hex colours', () => {
  it('accepts only # with 3 or 6 hex digits', () => {
    for (const ok of ['#fff', '#FFF', '#027be3', '#027BE3']) expect(isHexColour(ok)).toBe(true);
    for (const bad of ['fff', '#ff', '#ffff', '#fffff', '#fffffff', '#ggg', '', 'transparent', null])
      expect(isHexColour(bad)).toBe(false);
  });

  it('holds for every generated 3- and 6-digit hex', () => {
    fc.assert(
      fc.property(fc.oneof(hexArb(3), hexArb(6)), (hex) => {
        expect(isHexColour(hex)).toBe(true);
      }),
    );
  });

  it('knows the other stored values', () => {
    for (const ok of ['transparent', 'primary', 'accent', '#abc']) expect(isColourValue(ok)).toBe(true);
    for (const bad of ['red', 'secondary', '']) expect(isColourValue(bad)).toBe(false);
  });

  it('expands short hex', () => {
    expect(expandHex('#AbC')).toBe('#aabbcc');
    expect(expandHex('#027BE3')).toBe('#027be3');
    expect(expandHex('nope')).toBeNull();
  });
});

describe('maskHexInput', () => {
  it('keeps # and at most 6 hex digits', () => {
    expect(maskHexInput('027be3ff')).toBe('#027be3');
    expect(maskHexInput('#zz12')).toBe('#12');
    expect(maskHexInput('')).toBe('#');
  });

  it('always gives # plus up to 6 hex digits and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskHexInput(text);
        expect(masked).toMatch(/^#[0-9a-f]{0,6}$/i);
        expect(maskHexInput(masked)).toBe(masked);
      }),
    );
  });
});

describe('pickerColour', () => {
  it('defaults a non-clearable picker to #027be3', () => {
    expect(pickerColour(null, false)).toBe(DEFAULT_COLOUR);
    expect(pickerColour('', false)).toBe('#027be3');
    expect(pickerColour('bogus', false)).toBe('#027be3');
    expect(pickerColour(null, true)).toBeNull();
    expect(pickerColour('accent', false)).toBe('accent');
  });
});

describe('text colour', () => {
  it('is black above brightness 170 and white otherwise', () => {
    expect(textColourFor('#ffffff')).toBe('black');
    expect(textColourFor('#000')).toBe('white');
    expect(textColourFor('#027be3')).toBe('white');
    expect(textColourFor('#ffeb3b')).toBe('black');
    expect(textColourFor('transparent')).toBe('black');
    expect(textColourFor('primary')).toBe('white');
  });

  it('sits exactly on the threshold', () => {
    // Grey #aaaaaa has brightness 170: not above it, so the text is white; #ababab is 171.
    expect(colourBrightness('#aaaaaa')).toBe(170);
    expect(textColourFor('#aaaaaa')).toBe('white');
    expect(textColourFor('#ababab')).toBe('black');
  });

  it('agrees with the brightness for any hex', () => {
    fc.assert(
      fc.property(hexArb(6), (hex) => {
        const brightness = colourBrightness(hex);
        expect(brightness).toBeGreaterThanOrEqual(0);
        expect(brightness).toBeLessThanOrEqual(255);
        expect(textColourFor(hex)).toBe(brightness > 170 ? 'black' : 'white');
      }),
    );
  });

  it('resolves dynamic keys through the theme', () => {
    expect(resolveColour('accent', { primary: '#000', accent: '#fff' })).toBe('#ffffff');
    expect(resolveColour('transparent')).toBeNull();
  });

  it('has a palette of valid hex colours', () => {
    for (const colour of COLOUR_PALETTE) expect(isHexColour(colour)).toBe(true);
  });
});
