import { describe, expect, it } from 'vitest';
import { parseMoneyText } from './money-field';

describe('parseMoneyText', () => {
  it.each([
    ['80', 8000],
    ['$80', 8000],
    ['1,180.5', 118050],
    ['$1,180.50', 118050],
    [' 0.05 ', 5],
    ['100000', 10_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoneyText(text)).toBe(cents);
  });

  it.each(['', '  ', '$'])('reads %j as no amount', (text) => {
    expect(parseMoneyText(text)).toBeNull();
  });

  it.each(['12.345', '-5', '1.2.3', 'ten', '1e3'])('refuses %j (NaN, which the form words)', (text) => {
    expect(parseMoneyText(text)).toBeNaN();
  });
});
