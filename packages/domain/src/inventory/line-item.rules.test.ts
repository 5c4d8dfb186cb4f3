import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_METHODS } from '../money/money.rules';
import {
  LINE_MESSAGES,
  lineItemSchema,
  lineMarkupFor,
  markedUpPrice,
  resetDiscount,
  resetPrice,
  resetQuantity,
} from './line-item.rules';

const line = {
  description: 'Termite barrier',
  unit_price: 100,
  quantity: 1,
  discount_rate: 0,
  tax_type: 'EXCLUSIVE',
  with_tax: true,
};
const messages = (value: Record<string, unknown>) =>
  lineItemSchema.safeParse({ ...line, ...value }).error?.issues.map((issue) => issue.message);

describe('a line item’s account and mark-up', () => {
  it('are optional, and kept as sent (a blank account is none)', () => {
    expect(lineItemSchema.parse(line)).not.toHaveProperty('marked_up_percentage');
    expect(lineItemSchema.parse({ ...line, item_account: ' 200 ', marked_up_percentage: 12.5 })).toMatchObject({
      item_account: '200',
      marked_up_percentage: 12.5,
    });
    expect(lineItemSchema.parse({ ...line, item_account: '  ' }).item_account).toBeNull();
  });

  it('refuse a mark-up outside 0 to 100 % or finer than a hundredth, and an account code over 50 characters', () => {
    for (const markup of [-1, 100.5, 12.345, '10', null])
      expect(messages({ marked_up_percentage: markup })).toEqual([LINE_MESSAGES.markupInvalid]);
    expect(messages({ item_account: 'x'.repeat(51) })).toEqual([LINE_MESSAGES.itemAccountTooLong]);
    expect(messages({ item_account: 200 })).toEqual([LINE_MESSAGES.itemAccountTooLong]);
  });
});

describe('markedUpPrice', () => {
  it("marks the item's price up to the cent by the company's rounding", () => {
    expect(markedUpPrice(2200, 10)).toBe(2420);
    expect(markedUpPrice(9.99, 12.5)).toBe(11.24);
    expect(markedUpPrice(0.05, 10, 'HALF_EVEN')).toBe(0.06);
    expect(markedUpPrice(0.05, 10, 'DOWN')).toBe(0.05);
  });

  it('never gives less than the price, nor more than twice it, and always whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_900 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(...ROUNDING_METHODS),
        (cents, basisPoints, method) => {
          const price = markedUpPrice(cents / 100, basisPoints / 100, method);
          expect(Math.round(price * 100)).toBeCloseTo(price * 100, 6);
          expect(price).toBeGreaterThanOrEqual(cents / 100);
          expect(price).toBeLessThanOrEqual((2 * cents) / 100);
        },
      ),
    );
  });
});

describe('lineMarkupFor', () => {
  it("takes the client's mark-up when it has one, else the item's", () => {
    expect(lineMarkupFor(20, 0)).toBe(20);
    expect(lineMarkupFor(20, 15)).toBe(15);
    expect(lineMarkupFor(0, 0)).toBe(0);
  });
});

// What a line's field keeps of the text typed (the line item dialog's fields, spec section 5).
describe('the fallbacks of a line field left invalid', () => {
  it('keeps a quantity from 0 to 9999 to the hundredth, and resets anything else to 1', () => {
    expect([resetQuantity('2'), resetQuantity('0'), resetQuantity('9999')]).toEqual([2, 0, 9999]);
    expect(resetQuantity('2.345')).toBe(2.35);
    for (const raw of ['-3', '10000', '', ' ', 'two', 'Infinity', null]) expect(resetQuantity(raw)).toBe(1);
  });

  it('keeps a price from 0 to 99999 to the cent, and resets anything else to 0', () => {
    expect([resetPrice('1000'), resetPrice('99999'), resetPrice('0'), resetPrice(' 12.5 ')]).toEqual([
      1000, 99_999, 0, 12.5,
    ]);
    expect(resetPrice('10.129')).toBe(10.13);
    for (const raw of ['100000', '-1', '', 'abc']) expect(resetPrice(raw)).toBe(0);
  });

  it('keeps a discount from 0 to 100 %, and resets anything else to 0', () => {
    expect([resetDiscount('100'), resetDiscount('12.5'), resetDiscount('0')]).toEqual([100, 12.5, 0]);
    for (const raw of ['150', '100.01', '-5', '', '%']) expect(resetDiscount(raw)).toBe(0);
  });
});
