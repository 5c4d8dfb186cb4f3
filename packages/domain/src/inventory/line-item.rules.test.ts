import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_METHODS } from '../money/money.rules';
import { LINE_MESSAGES, lineItemSchema, lineMarkupFor, markedUpPrice } from './line-item.rules';

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
