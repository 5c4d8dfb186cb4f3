import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  documentTotals,
  type LineInput,
  lineAmounts,
  markedUpCents,
  ROUNDING_METHODS,
  roundDollars,
  TAX_TYPES,
  toCents,
  toDollars,
} from './money.rules';

const method = fc.constantFrom(...ROUNDING_METHODS);
const line: fc.Arbitrary<LineInput> = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 9_999_900 }),
  quantityHundredths: fc.integer({ min: 0, max: 999_900 }),
  discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  taxType: fc.constantFrom(...TAX_TYPES),
  withTax: fc.boolean(),
});

describe('divideRounded', () => {
  it('sends HALF_EVEN ties to the even neighbour, and UP and DOWN by direction', () => {
    expect([5n, 15n, 25n, 35n, -5n, -15n].map((n) => divideRounded(n, 10n, 'HALF_EVEN'))).toEqual([
      0n,
      2n,
      2n,
      4n,
      0n,
      -2n,
    ]);
    expect(divideRounded(11n, 10n, 'UP')).toBe(2n);
    expect(divideRounded(19n, 10n, 'DOWN')).toBe(1n);
    expect(divideRounded(-11n, 10n, 'UP')).toBe(-1n);
    expect(divideRounded(-11n, 10n, 'DOWN')).toBe(-2n);
  });

  it('HALF_EVEN: every exact tie lands on an even integer, and nothing else moves more than half', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const q = divideRounded(n, d, 'HALF_EVEN');
          const off = n - q * d; // what rounding moved, in units of 1/d
          expect(2n * (off < 0n ? -off : off)).toBeLessThanOrEqual(d);
          if (2n * (off < 0n ? -off : off) === d) expect(q % 2n).toBe(0n);
        },
      ),
    );
  });

  it('UP never rounds down and DOWN never rounds up, each by less than one', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const up = divideRounded(n, d, 'UP');
          const down = divideRounded(n, d, 'DOWN');
          expect(up * d >= n && (up - 1n) * d < n).toBe(true);
          expect(down * d <= n && (down + 1n) * d > n).toBe(true);
        },
      ),
    );
  });
});

describe('toCents and toDollars', () => {
  it('reads dollars without float error and rounds a fraction of a cent by the method', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents('0.29')).toBe(29);
    expect(toCents(1.005)).toBe(100); // a tie: to the even cent
    expect(toCents(1.015)).toBe(102);
    expect(toCents('1.001', 'UP')).toBe(101);
    expect(toCents('1.009', 'DOWN')).toBe(100);
    expect(toCents('99999')).toBe(9_999_900);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every cent amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(toCents(toDollars(cents))).toBe(cents);
      }),
    );
  });

  it('rounds a typed price to two decimals', () => {
    expect(roundDollars(10.125)).toBe(10.12);
    expect(roundDollars(10.135)).toBe(10.14);
    expect(roundDollars(10.1, 'UP')).toBe(10.1);
  });
});

describe('lineAmounts', () => {
  it('computes subtotal, discount, GST and total for each tax type', () => {
    const base = { unitPriceCents: 11_000, quantityHundredths: 200, discountBasisPoints: 1000, withTax: true };
    // $110 x 2 = $220, 10 % off = $198.
    expect(lineAmounts({ ...base, taxType: 'EXCLUSIVE' })).toEqual({
      gross: 22_000,
      discount: 2200,
      subtotal: 19_800,
      tax: 1980,
      total: 21_780,
      taxRate: 10,
    });
    expect(lineAmounts({ ...base, taxType: 'INCLUSIVE' })).toEqual({
      gross: 22_000,
      discount: 2200,
      subtotal: 18_000,
      tax: 1800,
      total: 19_800,
      taxRate: 10,
    });
    expect(lineAmounts({ ...base, taxType: 'NONE' })).toMatchObject({ tax: 0, total: 19_800, taxRate: 0 });
    expect(lineAmounts({ ...base, taxType: 'EXCLUSIVE', withTax: false })).toMatchObject({
      tax: 0,
      total: 19_800,
      taxRate: 0,
    });
  });

  it('rounds each step by the company method', () => {
    // $0.05 x 0.5 = 2.5 cents; GST on 3 cents is 0.3.
    const half = { unitPriceCents: 5, quantityHundredths: 50, discountBasisPoints: 0, taxType: 'EXCLUSIVE' as const };
    expect(lineAmounts({ ...half, withTax: true }, 'HALF_EVEN')).toMatchObject({ gross: 2, tax: 0, total: 2 });
    expect(lineAmounts({ ...half, withTax: true }, 'UP')).toMatchObject({ gross: 3, tax: 1, total: 4 });
    expect(lineAmounts({ ...half, withTax: true }, 'DOWN')).toMatchObject({ gross: 2, tax: 0, total: 2 });
  });

  it('never produces anything but whole cents, and its parts always add up', () => {
    fc.assert(
      fc.property(line, method, (input, m) => {
        const amounts = lineAmounts(input, m);
        for (const value of Object.values(amounts)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(amounts.subtotal + amounts.tax).toBe(amounts.total);
        expect(amounts.gross - amounts.discount).toBe(input.taxType === 'EXCLUSIVE' ? amounts.subtotal : amounts.total);
        expect(amounts.tax).toBeGreaterThanOrEqual(0);
        expect(amounts.discount).toBeLessThanOrEqual(amounts.gross);
      }),
    );
  });

  it('inclusive and exclusive agree: a line at the exclusive total, GST included, has the same GST and total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_900 }), method, (price, m) => {
        const exclusive = lineAmounts(
          {
            unitPriceCents: price,
            quantityHundredths: 100,
            discountBasisPoints: 0,
            taxType: 'EXCLUSIVE',
            withTax: true,
          },
          m,
        );
        const inclusive = lineAmounts(
          {
            unitPriceCents: exclusive.total,
            quantityHundredths: 100,
            discountBasisPoints: 0,
            taxType: 'INCLUSIVE',
            withTax: true,
          },
          m,
        );
        expect(inclusive.tax).toBe(exclusive.tax);
        expect(inclusive.subtotal).toBe(exclusive.subtotal);
        expect(inclusive.total).toBe(exclusive.total);
      }),
    );
  });
});

describe('a business not registered for GST', () => {
  it('charges no GST under any tax type: an EXCLUSIVE line adds nothing, an INCLUSIVE one carves nothing out', () => {
    const base = { unitPriceCents: 11_000, quantityHundredths: 200, discountBasisPoints: 1000, withTax: true };
    for (const taxType of TAX_TYPES)
      expect(lineAmounts({ ...base, taxType }, 'HALF_EVEN', false)).toEqual({
        gross: 22_000,
        discount: 2200,
        subtotal: 19_800,
        tax: 0,
        total: 19_800,
        taxRate: 0,
      });
  });

  it('for every line and rounding: no tax, and the client pays the price less its discount, as with NONE', () => {
    fc.assert(
      fc.property(line, method, (input, m) => {
        const amounts = lineAmounts(input, m, false);
        expect(amounts.tax).toBe(0);
        expect(amounts.taxRate).toBe(0);
        expect(amounts.total).toBe(amounts.gross - amounts.discount);
        expect(amounts.subtotal).toBe(amounts.total);
        expect(amounts).toEqual(lineAmounts({ ...input, taxType: 'NONE' }, m));
      }),
    );
  });

  it("a document's totals carry no GST and still add up", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), method, (lines, m) => {
        const totals = documentTotals(lines, m, false);
        expect(totals.tax).toBe(0);
        expect(totals.subtotal).toBe(totals.total);
        expect(totals.total).toBe(
          documentTotals(
            lines.map((l) => ({ ...l, taxType: 'NONE' as const })),
            m,
          ).total,
        );
      }),
    );
  });
});

describe('markedUpCents', () => {
  const cost = fc.integer({ min: 0, max: 9_999_900 });
  const markup = fc.integer({ min: 0, max: 10_000 });

  it('marks a cost up by a percentage in hundredths, rounding the one product by the method', () => {
    expect(markedUpCents(10_000, 2000)).toBe(12_000);
    expect(markedUpCents(999, 1250)).toBe(1124); // 1123.875
    expect(markedUpCents(5, 1000, 'HALF_EVEN')).toBe(6); // 5.5 → even
    expect(markedUpCents(15, 1000, 'HALF_EVEN')).toBe(16); // 16.5 → even
    expect(markedUpCents(5, 1000, 'DOWN')).toBe(5);
  });

  it('is the cost at 0 %, twice it at 100 %, and in between otherwise, within a cent of the exact price', () => {
    fc.assert(
      fc.property(cost, markup, method, (c, bp, m) => {
        const price = markedUpCents(c, bp, m);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(markedUpCents(c, 0, m)).toBe(c);
        expect(markedUpCents(c, 10_000, m)).toBe(2 * c);
        expect(price).toBeGreaterThanOrEqual(c);
        expect(price).toBeLessThanOrEqual(2 * c);
        expect(Math.abs(price - (c * (10_000 + bp)) / 10_000)).toBeLessThan(1);
      }),
    );
  });

  it('never lowers the price when the cost or the mark-up goes up', () => {
    fc.assert(
      fc.property(cost, cost, markup, markup, method, (a, b, x, y, m) => {
        const [lowCost, highCost] = a <= b ? [a, b] : [b, a];
        const [lowMarkup, highMarkup] = x <= y ? [x, y] : [y, x];
        expect(markedUpCents(lowCost, lowMarkup, m)).toBeLessThanOrEqual(markedUpCents(highCost, highMarkup, m));
      }),
    );
  });
});

describe('documentTotals', () => {
  it('equals the sum of the rounded lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), method, (lines, m) => {
        const totals = documentTotals(lines, m);
        const each = lines.map((l) => lineAmounts(l, m));
        const sum = (pick: (a: ReturnType<typeof lineAmounts>) => number) => each.reduce((s, a) => s + pick(a), 0);
        expect(totals).toEqual({
          subtotal: sum((a) => a.subtotal),
          discount: sum((a) => a.discount),
          tax: sum((a) => a.tax),
          total: sum((a) => a.total),
        });
        expect(totals.subtotal + totals.tax).toBe(totals.total);
        expect(Number.isSafeInteger(totals.total)).toBe(true);
      }),
    );
  });

  it('is zero for no lines', () => {
    expect(documentTotals([])).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });
});
