import { couponProblem } from '@fieldbook/domain/billing/billing.rules';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import type { Executor } from '../../db/database';
import { fieldError } from '../../http/http-error';
import * as repo from './billing.repository';

/**
 * The coupon a company may redeem now by this code: unknown, expired, used up (its redemption limit
 * reached) or redeemed by the company before are all the field's one message. `lock` holds the
 * coupon so the redemption count of a subscribe is exact under concurrent ones.
 */
export async function redeemableCoupon(
  db: Executor,
  companyId: number,
  code: string,
  now: Date,
  lock = false,
): Promise<repo.CouponRow> {
  const coupon = await repo.findCouponByCode(db, code, lock);
  if (!coupon || couponProblem(coupon, now) !== null || (await repo.hasRedeemed(db, companyId, coupon.id))) {
    throw fieldError('coupon', CARD_MESSAGES.couponInvalid);
  }
  return coupon;
}
