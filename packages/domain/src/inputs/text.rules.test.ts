import { describe, expect, it } from 'vitest';
import { hasBadCharacters, hasLink } from './text.rules';

describe('hasBadCharacters', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a NUL alone', '\u0000'],
    ['a lone high surrogate', 'x\ud800'],
    ['a high surrogate before another character', '\ud800x'],
    ['a lone low surrogate', '\udc00x'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_what, text) => {
    expect(hasBadCharacters(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Harbour Cafe'],
    ['an emoji (a surrogate pair)', 'Thanks 👍'],
    ['accents and other scripts', 'Crème brûlée, 日本語'],
    ['other control characters', 'tab\tnew line\n'],
    ['empty text', ''],
  ])('lets %s through', (_what, text) => {
    expect(hasBadCharacters(text)).toBe(false);
  });
});

describe('hasLink', () => {
  it.each([
    'https://evil.example/verify',
    'see refund-desk.com/claim',
    'www.refund-desk.com',
    'bit.ly/abc',
    'refunds@refund-desk.com',
  ])('finds the link in %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    'Harriet Homeowner',
    'J.R.R. Tolkien',
    'St.John Smith',
    "Ngā O'Brien-Tāne",
    'Dr. Who',
    '12 Smith St.',
    'Unit 3/12 Main Rd',
  ])('finds none in %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });
});
