import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_METHODS } from '../money/money.rules';
import {
  chargeCents,
  couponDiscountCents,
  couponMonthsAfterCharge,
  couponMonthsAtStart,
  couponProblem,
  daysUntil,
  describeCoupon,
  gstIncludedCents,
  periodEnd,
  presentedSubscriptionStatus,
} from './billing.rules';

const method = fc.constantFrom(...ROUNDING_METHODS);
const price = fc.integer({ min: 0, max: 10_000_000 });

describe('a coupon’s discount', () => {
  it('takes a percentage rounded once by the method, or a fixed amount, never more than the charge', () => {
    expect(couponDiscountCents(4900, { percentOff: 20, amountOffCents: null })).toBe(980);
    expect(couponDiscountCents(4999, { percentOff: 15, amountOffCents: null }, 'HALF_EVEN')).toBe(750);
    expect(couponDiscountCents(4999, { percentOff: 15, amountOffCents: null }, 'DOWN')).toBe(749);
    expect(couponDiscountCents(4900, { percentOff: null, amountOffCents: 1000 })).toBe(1000);
    expect(couponDiscountCents(900, { percentOff: null, amountOffCents: 1000 })).toBe(900);
    expect(couponDiscountCents(0, { percentOff: 50, amountOffCents: null })).toBe(0);
  });

  it('is a whole number of cents between 0 and the price, and the total is what is left (property)', () => {
    fc.assert(
      fc.property(
        price,
        fc.oneof(
          fc.record({ percentOff: fc.integer({ min: 0, max: 100 }), amountOffCents: fc.constant(null) }),
          fc.record({ percentOff: fc.constant(null), amountOffCents: fc.integer({ min: 0, max: 20_000_000 }) }),
        ),
        method,
        (amount, coupon, m) => {
          const off = couponDiscountCents(amount, coupon, m);
          expect(Number.isSafeInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(amount);
          const charge = chargeCents(amount, { ...coupon, monthsLeft: null }, m);
          expect(charge.total + charge.discount).toBe(amount);
        },
      ),
    );
  });

  it('differs from the exact percentage by less than a cent, and 100 % takes everything (property)', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 100 }), method, (amount, percent, m) => {
        const off = couponDiscountCents(amount, { percentOff: percent, amountOffCents: null }, m);
        expect(Math.abs(off - (amount * percent) / 100)).toBeLessThan(1);
        if (percent === 100) expect(off).toBe(amount);
      }),
    );
  });
});

describe('how long a coupon applies', () => {
  it('ONCE: the first charge; REPEATING: N months of charges, then full price; FOREVER: every charge', () => {
    const once = couponMonthsAtStart({ duration: 'ONCE', durationMonths: null });
    expect(once).toBe(1);
    expect(couponMonthsAfterCharge(once, 'MONTH')).toBe(0);

    let left = couponMonthsAtStart({ duration: 'REPEATING', durationMonths: 3 });
    const charges: number[] = [];
    for (let i = 0; i < 5; i++) {
      charges.push(chargeCents(4900, { percentOff: 20, amountOffCents: null, monthsLeft: left }).total);
      left = couponMonthsAfterCharge(left, 'MONTH');
    }
    expect(charges).toEqual([3920, 3920, 3920, 4900, 4900]);

    let forever = couponMonthsAtStart({ duration: 'FOREVER', durationMonths: null });
    for (let i = 0; i < 24; i++) forever = couponMonthsAfterCharge(forever, 'MONTH');
    expect(chargeCents(4900, { percentOff: 50, amountOffCents: null, monthsLeft: forever }).total).toBe(2450);
  });

  it('a yearly charge uses twelve months of a repeating coupon', () => {
    const left = couponMonthsAtStart({ duration: 'REPEATING', durationMonths: 3 });
    expect(chargeCents(49000, { percentOff: 20, amountOffCents: null, monthsLeft: left }).total).toBe(39200);
    expect(couponMonthsAfterCharge(left, 'YEAR')).toBe(0);
  });

  it('applies to exactly ceil(months / interval) charges of a repeating coupon (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36 }),
        fc.constantFrom('MONTH' as const, 'YEAR' as const),
        (months, interval) => {
          let left = couponMonthsAtStart({ duration: 'REPEATING', durationMonths: months });
          let discounted = 0;
          for (let i = 0; i < 40; i++) {
            if (chargeCents(1000, { percentOff: 10, amountOffCents: null, monthsLeft: left }).discount > 0)
              discounted++;
            left = couponMonthsAfterCharge(left, interval);
          }
          expect(discounted).toBe(Math.ceil(months / (interval === 'YEAR' ? 12 : 1)));
        },
      ),
    );
  });

  it('is refused once expired or used up', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(couponProblem({ expiresAt: null, maxRedemptions: null, redemptions: 99 }, now)).toBeNull();
    expect(
      couponProblem({ expiresAt: new Date('2026-11-24T00:00:00Z'), maxRedemptions: null, redemptions: 0 }, now),
    ).toBe('expired');
    expect(couponProblem({ expiresAt: new Date('2026-12-24T00:00:00Z'), maxRedemptions: 2, redemptions: 2 }, now)).toBe(
      'used_up',
    );
    expect(couponProblem({ expiresAt: null, maxRedemptions: 2, redemptions: 1 }, now)).toBeNull();
  });

  it('describes itself', () => {
    expect(describeCoupon({ percentOff: 20, amountOffCents: null, duration: 'REPEATING', durationMonths: 3 })).toBe(
      '20% off for 3 months',
    );
    expect(describeCoupon({ percentOff: null, amountOffCents: 1000, duration: 'ONCE', durationMonths: null })).toBe(
      '$10.00 off once',
    );
    expect(describeCoupon({ percentOff: 50, amountOffCents: null, duration: 'FOREVER', durationMonths: null })).toBe(
      '50% off forever',
    );
  });
});

describe('GST and periods', () => {
  it('GST included is total / 11 by the method', () => {
    expect(gstIncludedCents(4900)).toBe(445);
    expect(gstIncludedCents(4900, 'UP')).toBe(446);
    expect(gstIncludedCents(4900, 'DOWN')).toBe(445);
    fc.assert(
      fc.property(price, method, (total, m) => {
        const gst = gstIncludedCents(total, m);
        expect(Math.abs(gst - total / 11)).toBeLessThan(1);
      }),
    );
  });

  it('a period ends a month or a year on, clamped to the month’s last day', () => {
    expect(periodEnd('2026-11-25', 'MONTH')).toBe('2026-12-25');
    expect(periodEnd('2027-01-31', 'MONTH')).toBe('2027-02-28');
    expect(periodEnd('2028-02-29', 'YEAR')).toBe('2029-02-28');
    expect(daysUntil('2026-11-25', '2026-12-09')).toBe(14);
    expect(daysUntil('2026-12-10', '2026-12-09')).toBe(0);
  });
});

describe('the subscription status a company shows', () => {
  it('is the stored one, a trial when none is stored, and ACTIVE for a company subscribed by hand', () => {
    expect(presentedSubscriptionStatus(false, 'PAST_DUE')).toBe('PAST_DUE');
    expect(presentedSubscriptionStatus(false, undefined)).toBe('TRIAL');
    expect(presentedSubscriptionStatus(true, 'TRIAL')).toBe('ACTIVE');
    expect(presentedSubscriptionStatus(true, 'PAST_DUE')).toBe('PAST_DUE');
  });
});
