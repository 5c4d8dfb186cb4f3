import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordChecklist,
  passwordProblems,
} from './password.rules';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SPECIAL = '!@#$%^&*';

const CLASSES = {
  lowercase: { chars: LOWER, message: PASSWORD_MESSAGES.lowercase },
  uppercase: { chars: UPPER, message: PASSWORD_MESSAGES.uppercase },
  special: { chars: SPECIAL, message: PASSWORD_MESSAGES.special },
} as const;
type ClassName = keyof typeof CLASSES;

const oneOf = (chars: string) => fc.constantFrom(...chars.split(''));
const without = (text: string, chars: string) => [...text].filter((c) => !chars.includes(c)).join('');

/**
 * A password of at least 8 characters with one of each class in `include`, the rest arbitrary text
 * (any Unicode, including characters of the classes left out unless `exclude` removes them).
 */
const passwordArb = (include: ClassName[], exclude: ClassName[] = []) =>
  fc
    .record({
      filler: fc.string({ unit: 'binary', maxLength: 30 }),
      required: fc.tuple(...include.map((name) => oneOf(CLASSES[name].chars))),
      positions: fc.array(fc.nat(), { minLength: include.length, maxLength: include.length }),
    })
    .map(({ filler, required, positions }) => {
      let text = exclude.reduce((t, name) => without(t, CLASSES[name].chars), filler);
      required.forEach((c, i) => {
        const at = (positions[i] ?? 0) % (text.length + 1);
        text = text.slice(0, at) + c + text.slice(at);
      });
      // Pad with digits, which belong to no class, up to the minimum length.
      return text.padEnd(PASSWORD_MIN_LENGTH, '7');
    });

describe('the password checklist (platform section 5)', () => {
  it('says minimum 8 characters and lists the special characters !@#$%^&*', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe(SPECIAL);
    expect(passwordChecklist('').map((check) => check.label)).toEqual([
      'Minimum 8 characters',
      'At least one lowercase letter',
      'At least one uppercase letter',
      'At least one special character (!@#$%^&*)',
    ]);
  });

  it('ticks each item a password meets', () => {
    expect(passwordChecklist('abc').map((c) => [c.key, c.passed])).toEqual([
      ['minLength', false],
      ['lowercase', true],
      ['uppercase', false],
      ['special', false],
    ]);
    expect(passwordChecklist('Sturdy-Pass1!').every((c) => c.passed)).toBe(true);
  });

  it('reports every failing item, in checklist order', () => {
    expect(passwordProblems('')).toEqual([
      PASSWORD_MESSAGES.minLength,
      PASSWORD_MESSAGES.lowercase,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
    ]);
    expect(passwordProblems('aB!')).toEqual([PASSWORD_MESSAGES.minLength]);
    expect(passwordProblems('aB!4567')).toEqual([PASSWORD_MESSAGES.minLength]);
    expect(passwordProblems('aB!45678')).toEqual([]);
  });

  it('does not count other punctuation or non-ASCII letters', () => {
    expect(passwordProblems('Abcdefgh-_+=?')).toEqual([PASSWORD_MESSAGES.special]);
    expect(passwordProblems('ÉÀÜ!!!!!zz')).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(passwordProblems('éàü!!!!!ZZ')).toEqual([PASSWORD_MESSAGES.lowercase]);
  });

  it('passes any password of 8 or more characters with a lowercase, an uppercase and a special character', () => {
    fc.assert(
      fc.property(passwordArb(['lowercase', 'uppercase', 'special']), (password) => {
        expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
        expect(passwordProblems(password)).toEqual([]);
        expect(passwordChecklist(password).every((c) => c.passed)).toBe(true);
      }),
    );
  });

  it.each(Object.keys(CLASSES) as ClassName[])(
    'fails a password without any %s character, with exactly that message',
    (missing) => {
      const others = (Object.keys(CLASSES) as ClassName[]).filter((name) => name !== missing);
      fc.assert(
        fc.property(passwordArb(others, [missing]), (password) => {
          expect(passwordProblems(password)).toEqual([CLASSES[missing].message]);
        }),
      );
    },
  );

  it('fails any otherwise good password shorter than 8 characters with only the length message', () => {
    fc.assert(
      fc.property(
        oneOf(LOWER),
        oneOf(UPPER),
        oneOf(SPECIAL),
        fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
        (lower, upper, special, rest) => {
          const password = `${lower}${upper}${special}${rest}`;
          fc.pre(password.length < PASSWORD_MIN_LENGTH);
          expect(passwordProblems(password)).toEqual([PASSWORD_MESSAGES.minLength]);
        },
      ),
    );
  });
});
