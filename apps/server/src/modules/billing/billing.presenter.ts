import type { CouponDuration, SubscriptionInvoiceStatus } from '@fieldbook/domain/billing/billing.constants';
import { describeCoupon } from '@fieldbook/domain/billing/billing.rules';
import type { CouponPayload, PlanPayload, SubscriptionInvoicePayload } from '@fieldbook/domain/billing/billing.schemas';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { toDollars } from '@fieldbook/domain/money/money.rules';
import type { CouponRow, InvoiceRow, PlanRow } from './billing.repository';

export const presentPlan = (row: PlanRow): PlanPayload => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  features: row.features,
  monthly_price: toDollars(row.monthlyPriceCents),
  yearly_price: toDollars(row.yearlyPriceCents),
});

export const couponTerms = (row: CouponRow) => ({
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  duration: row.duration as CouponDuration,
  durationMonths: row.durationMonths,
});

export const presentCoupon = (row: CouponRow): CouponPayload => ({
  code: row.code,
  description: describeCoupon(couponTerms(row)),
  percent_off: row.percentOff,
  amount_off: row.amountOffCents === null ? null : toDollars(row.amountOffCents),
  duration: row.duration as CouponDuration,
  duration_months: row.durationMonths,
});

export const presentInvoice = (row: InvoiceRow, timezone: string): SubscriptionInvoicePayload => ({
  id: row.id,
  number: row.number,
  status: row.status as SubscriptionInvoiceStatus,
  issued_on: row.issuedOn,
  period_start: row.periodStart,
  period_end: row.periodEnd,
  lines: row.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_price: toDollars(line.unitPriceCents),
    amount: toDollars(line.amountCents),
  })),
  discount: toDollars(row.discountCents),
  sms_count: row.smsCount,
  sms_amount: toDollars(row.smsCents),
  gst: toDollars(row.gstCents),
  total: toDollars(row.totalCents),
  paid_at: row.paidAt ? formatSqlDate(row.paidAt, timezone) : null,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
});
