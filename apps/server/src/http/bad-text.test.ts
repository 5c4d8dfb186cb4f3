import { describe, expect, it } from 'vitest';
import { BAD_TEXT_KEYS_MAX, badTextKeys } from './bad-text';

describe('badTextKeys', () => {
  it('keys each bad string by its path, as validation errors are keyed', () => {
    expect(
      badTextKeys({
        name: 'fine',
        emails: [{ email_address: 'a\u0000@b.c' }, { email_address: 'ok@b.c' }],
        nested: { deeper: { note: 'x\ud800' } },
      }),
    ).toEqual(['emails.0.email_address', 'nested.deeper.note']);
  });

  it('reports a bad key on its parent, never the key itself', () => {
    expect(badTextKeys({ answers: { 'make\u0000': 'Rinnai' } })).toEqual(['answers']);
    expect(badTextKeys({ 'bad\u0000': 1 })).toEqual(['body']);
  });

  it('keys a bad top-level string as the body, and finds nothing in numbers, booleans and null', () => {
    expect(badTextKeys('\u0000')).toEqual(['body']);
    expect(badTextKeys({ a: 1, b: true, c: null, d: [2, 'ok'] })).toEqual([]);
    expect(badTextKeys(undefined)).toEqual([]);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(badTextKeys({ deep })).toHaveLength(1);
  });

  it('stops at BAD_TEXT_KEYS_MAX keys, however many strings are bad', () => {
    const many = Array.from({ length: 5_000 }, () => '\u0000');
    expect(badTextKeys({ many })).toHaveLength(BAD_TEXT_KEYS_MAX);
  });
});
