/**
 * Money (platform spec section 1; clients-staff-inventory-files sections 5 and 9): amounts are
 * integer cents everywhere they are computed or stored; the API shows dollars with two decimals.
 * Every product of a price and a quantity or a rate is rounded once, by the company's method, in
 * BigInt so no float ever decides a cent.
 */

export const TAX_TYPES = ['NONE', 'INCLUSIVE', 'EXCLUSIVE'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

export const ROUNDING_METHODS = ['UP', 'DOWN', 'HALF_EVEN'] as const;
export type RoundingMethod = (typeof ROUNDING_METHODS)[number];
export const DEFAULT_ROUNDING_METHOD: RoundingMethod = 'HALF_EVEN';

/** GST: 10 % when tax applies, 0 when it does not. */
export const GST_RATE_PERCENT = 10;

/** An amount of money in whole cents. */
export type Cents = number;

/**
 * n / d rounded to an integer by the method: UP toward +infinity, DOWN toward -infinity, HALF_EVEN
 * to the nearest with ties to the even neighbour (banker's rounding). d must be positive.
 */
export function divideRounded(n: bigint, d: bigint, method: RoundingMethod): bigint {
  if (d <= 0n) throw new RangeError('The divisor must be positive.');
  // BigInt division truncates toward zero; shift to floor first.
  const floor = n >= 0n ? n / d : -((-n + d - 1n) / d);
  const remainder = n - floor * d;
  if (remainder === 0n) return floor;
  if (method === 'DOWN') return floor;
  if (method === 'UP') return floor + 1n;
  const twice = remainder * 2n;
  if (twice > d) return floor + 1n;
  if (twice < d) return floor;
  return floor % 2n === 0n ? floor : floor + 1n;
}

/** Whole cents from an integer, refusing anything that is not one (a float must never be stored). */
export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}

/**
 * Dollars (as the API and the forms carry them) to cents, rounding any fraction of a cent by the
 * method. Decimal strings are read digit by digit and numbers through their shortest decimal form,
 * never by multiplying a float.
 */
export function toCents(dollars: number | string, method: RoundingMethod = DEFAULT_ROUNDING_METHOD): Cents {
  const text = typeof dollars === 'number' ? decimalText(dollars) : dollars.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not an amount: ${dollars}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  // Scale to hundred-thousandths of a cent, then round the rest once by the method.
  const digits = BigInt(`${whole || '0'}${fraction.padEnd(7, '0').slice(0, 7)}`);
  const extra = fraction.length > 7 && /[1-9]/.test(fraction.slice(7)) ? 1n : 0n;
  const magnitude = digits * 10n + extra;
  const cents = divideRounded(sign === '-' ? -magnitude : magnitude, 1_000_000n, method);
  return assertCents(Number(cents));
}

function decimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  // toString switches to exponent form for very small or large numbers; toFixed(20) covers both.
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20) : text;
}

/** Cents back to dollars for the API (exact: two decimals of a safe integer). */
export function toDollars(cents: Cents): number {
  return assertCents(cents) / 100;
}

/** Rounds a dollar value the user typed to the nearest cent (the spec's "currency helper"). */
export function roundDollars(dollars: number, method: RoundingMethod = DEFAULT_ROUNDING_METHOD): number {
  return toDollars(toCents(dollars, method));
}

export interface LineInput {
  /** Cents per unit, as entered: including GST when tax_type is INCLUSIVE. */
  unitPriceCents: Cents;
  /** Hundredths of a unit (1.5 hours is 150). */
  quantityHundredths: number;
  /** Hundredths of a percent (12.5 % is 1250). */
  discountBasisPoints: number;
  taxType: TaxType;
  /** The line's GST choice; with NONE there is no tax whatever it says. */
  withTax: boolean;
}

export interface LineAmounts {
  /** Price times quantity, before the discount (GST included for INCLUSIVE). */
  gross: Cents;
  discount: Cents;
  /** What the line is worth without GST. */
  subtotal: Cents;
  tax: Cents;
  /** What the client pays for the line. */
  total: Cents;
  /** 10 when tax applies, 0 when it does not. */
  taxRate: number;
}

/** Whether GST applies to a line: a taxed type and the GST choice on. */
export const taxApplies = (taxType: TaxType, withTax: boolean) => taxType !== 'NONE' && withTax;

/**
 * One line's amounts, each step rounded once by the method. A business not registered for GST
 * (`gstRegistered` false) charges none under any tax type: its prices are what the client pays.
 */
export function lineAmounts(
  line: LineInput,
  method: RoundingMethod = DEFAULT_ROUNDING_METHOD,
  gstRegistered = true,
): LineAmounts {
  const price = BigInt(assertCents(line.unitPriceCents));
  const gross = divideRounded(price * BigInt(assertCents(line.quantityHundredths)), 100n, method);
  const discount = divideRounded(gross * BigInt(assertCents(line.discountBasisPoints)), 10_000n, method);
  const net = gross - discount;
  const applies = gstRegistered && taxApplies(line.taxType, line.withTax);
  const rate = BigInt(GST_RATE_PERCENT);
  let tax = 0n;
  if (applies && line.taxType === 'EXCLUSIVE') tax = divideRounded(net * rate, 100n, method);
  if (applies && line.taxType === 'INCLUSIVE') tax = divideRounded(net * rate, 100n + rate, method);
  const total = line.taxType === 'EXCLUSIVE' ? net + tax : net;
  return {
    gross: Number(gross),
    discount: Number(discount),
    subtotal: Number(total - tax),
    tax: Number(tax),
    total: Number(total),
    taxRate: applies ? GST_RATE_PERCENT : 0,
  };
}

export interface DocumentTotals {
  subtotal: Cents;
  discount: Cents;
  tax: Cents;
  total: Cents;
}

/**
 * A quotation's or invoice's totals: the sums of its rounded lines, so they always add up on paper
 * (`gstRegistered` as lineAmounts takes it).
 */
export function documentTotals(
  lines: LineInput[],
  method: RoundingMethod = DEFAULT_ROUNDING_METHOD,
  gstRegistered = true,
): DocumentTotals {
  return lines
    .map((line) => lineAmounts(line, method, gstRegistered))
    .reduce<DocumentTotals>(
      (sum, line) => ({
        subtotal: sum.subtotal + line.subtotal,
        discount: sum.discount + line.discount,
        tax: sum.tax + line.tax,
        total: sum.total + line.total,
      }),
      { subtotal: 0, discount: 0, tax: 0, total: 0 },
    );
}

/**
 * A price marked up from a cost: cost × (1 + mark-up), the mark-up in hundredths of a percent
 * (12.5 % is 1250), rounded once by the method.
 */
export function markedUpCents(
  costCents: Cents,
  markupBasisPoints: number,
  method: RoundingMethod = DEFAULT_ROUNDING_METHOD,
): Cents {
  const cost = BigInt(assertCents(costCents));
  return Number(divideRounded(cost * (10_000n + BigInt(assertCents(markupBasisPoints))), 10_000n, method));
}
