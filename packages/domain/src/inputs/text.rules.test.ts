import { describe, expect, it } from 'vitest';
import { hasBadCharacters } from './text.rules';

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
