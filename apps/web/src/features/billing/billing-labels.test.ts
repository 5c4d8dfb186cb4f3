import type { CouponPayload, PlanPayload } from '@fieldbook/domain/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { firstCharge, priceLabel } from './billing-labels';

const plan: PlanPayload = {
  id: 1,
  code: 'team',
  name: 'Team',
  description: '',
  features: [],
  monthly_price: 49,
  yearly_price: 490,
};
const coupon = (off: Partial<CouponPayload>): CouponPayload => ({
  code: 'X',
  description: '',
  percent_off: null,
  amount_off: null,
  duration: 'ONCE',
  duration_months: null,
  ...off,
});

describe('firstCharge', () => {
  it('takes a percentage off to the cent', () => {
    expect(firstCharge(plan, 'MONTH', coupon({ percent_off: 20 }))).toEqual({
      price: 4900,
      discount: 980,
      total: 3920,
    });
    expect(firstCharge({ ...plan, monthly_price: 0.99 }, 'MONTH', coupon({ percent_off: 50 })).total).toBe(49);
  });

  it('takes an amount off, never below zero, and nothing without a coupon', () => {
    expect(firstCharge(plan, 'YEAR', coupon({ amount_off: 40 })).total).toBe(45000);
    expect(firstCharge(plan, 'MONTH', coupon({ amount_off: 100 })).total).toBe(0);
    expect(firstCharge(plan, 'MONTH', null)).toEqual({ price: 4900, discount: 0, total: 4900 });
  });

  it('labels the price per period', () => {
    expect(priceLabel(plan, 'YEAR')).toBe('$490.00 / year');
  });
});
