import { randomUUID } from 'node:crypto';
import type { BillingInterval } from '@fieldbook/domain/billing/billing.constants';
import { chargeCents, gstIncludedCents, periodText } from '@fieldbook/domain/billing/billing.rules';
import { CARD_MESSAGES } from '@fieldbook/domain/cards/cards.constants';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import type { RoundingMethod } from '@fieldbook/domain/money/money.rules';
import type { PaymentProvider } from '../../card-payments/payment-provider';
import type { Executor } from '../../db/database';
import type { SubscriptionInvoiceLineRow } from '../../db/schema/index';
import type { Mailer } from '../../messaging/mailer';
import { couponTerms } from './billing.presenter';
import * as repo from './billing.repository';
import { renderSubscriptionInvoicePdf } from './subscription-invoice-pdf';

export interface InvoiceDraft {
  companyId: number;
  plan: repo.PlanRow;
  interval: BillingInterval;
  periodStart: string;
  periodEnd: string;
  issuedOn: string;
  coupon: { row: repo.CouponRow; monthsLeft: number | null } | null;
  /** The SMS messages of the period before, and their price. */
  sms: { count: number; unitCents: number; amountCents: number; from: string; to: string } | null;
  rounding: RoundingMethod;
  requestKey: string | null;
}

/** The invoice's lines and totals (cents, GST included): the plan, the coupon's discount, the SMS usage. */
export function invoiceValues(draft: InvoiceDraft): Omit<repo.NewInvoice, 'number'> {
  const price = draft.interval === 'YEAR' ? draft.plan.yearlyPriceCents : draft.plan.monthlyPriceCents;
  const coupon = draft.coupon ? { ...couponTerms(draft.coupon.row), monthsLeft: draft.coupon.monthsLeft } : null;
  const charge = chargeCents(price, coupon, draft.rounding);
  const lines: SubscriptionInvoiceLineRow[] = [
    {
      description: `${draft.plan.name} plan, ${draft.interval === 'YEAR' ? 'yearly' : 'monthly'} (${periodText(draft.periodStart, draft.periodEnd)})`,
      quantity: 1,
      unitPriceCents: price,
      amountCents: price,
    },
  ];
  if (charge.discount > 0 && draft.coupon) {
    lines.push({
      description: `Coupon ${draft.coupon.row.code}`,
      quantity: 1,
      unitPriceCents: -charge.discount,
      amountCents: -charge.discount,
    });
  }
  const smsCents = draft.sms?.amountCents ?? 0;
  if (draft.sms && draft.sms.count > 0) {
    lines.push({
      description: `SMS messages sent ${periodText(draft.sms.from, draft.sms.to)}`,
      quantity: draft.sms.count,
      unitPriceCents: draft.sms.unitCents,
      amountCents: smsCents,
    });
  }
  const total = charge.total + smsCents;
  return {
    companyId: draft.companyId,
    status: 'PENDING',
    planId: draft.plan.id,
    interval: draft.interval,
    periodStart: draft.periodStart,
    periodEnd: draft.periodEnd,
    issuedOn: draft.issuedOn,
    lines,
    discountCents: charge.discount,
    smsCount: draft.sms?.count ?? 0,
    smsCents,
    gstCents: gstIncludedCents(total, draft.rounding),
    totalCents: total,
    couponId: charge.discount > 0 ? (draft.coupon?.row.id ?? null) : null,
    requestKey: draft.requestKey,
  };
}

/**
 * Makes the period's invoice, numbered; undefined when the period already has one (the unique
 * index on company and period: another worker, or an earlier run, made it).
 */
export async function insertNumberedInvoice(tx: Executor, values: Omit<repo.NewInvoice, 'number'>) {
  const row = await repo.insertInvoice(tx, { ...values, number: `pending-${randomUUID()}` });
  if (!row) return undefined;
  return repo.updateInvoice(tx, row, { number: `FB-${String(row.id).padStart(6, '0')}` });
}

/**
 * Charges the invoice's total to the card once per idempotency key (the provider's), and records the
 * outcome on it. A provider that cannot be reached throws (the caller's transaction
 * rolls back and the same attempt is tried again with the same key).
 */
export async function chargeInvoice(
  tx: Executor,
  provider: PaymentProvider,
  invoice: repo.InvoiceRow,
  payment: {
    source: { cardRef: string } | { token: string };
    customerRef: string | null;
    card: repo.CardRow | null;
    /** Stable across a rolled-back attempt, so a retry after a crash charges once. */
    idempotencyKey: string;
  },
): Promise<{ ok: true; invoice: repo.InvoiceRow } | { ok: false; message: string; invoice: repo.InvoiceRow }> {
  const attempt = invoice.attempts + 1;
  const card = payment.card ? { cardBrand: payment.card.brand, cardLast4: payment.card.last4 } : {};
  if (invoice.totalCents === 0) {
    const paid = await repo.updateInvoice(tx, invoice, {
      status: 'PAID',
      attempts: attempt,
      paidAt: new Date(),
      ...card,
    });
    return { ok: true, invoice: paid };
  }
  const result = await provider.charge({
    amountCents: invoice.totalCents,
    currency: 'aud',
    customerRef: payment.customerRef,
    source: payment.source,
    idempotencyKey: payment.idempotencyKey,
    description: `Fieldbook invoice ${invoice.number}`,
    metadata: { company_id: String(invoice.companyId), subscription_invoice_id: String(invoice.id) },
  });
  if (!result.ok) {
    const failed = await repo.updateInvoice(tx, invoice, {
      status: 'FAILED',
      attempts: attempt,
      failureMessage: result.message,
      ...card,
    });
    return { ok: false, message: result.message || CARD_MESSAGES.paymentFailed, invoice: failed };
  }
  const paid = await repo.updateInvoice(tx, invoice, {
    status: 'PAID',
    attempts: attempt,
    chargeRef: result.chargeRef,
    paidAt: new Date(),
    failureMessage: null,
    ...card,
  });
  return { ok: true, invoice: paid };
}

/**
 * Queues the invoice's email (its PDF attached) to the company's billing contact, inside the
 * caller's transaction; answers the outbox id to deliver once that commits.
 */
export async function queueInvoiceEmail(
  tx: Executor,
  deps: { mailer: Mailer; siteName: string },
  invoice: repo.InvoiceRow,
  company: { id: number; name: string },
): Promise<number | null> {
  const contact = await repo.billingContact(tx, company.id);
  if (!contact) return null;
  const pdf = await renderSubscriptionInvoicePdf({
    invoice,
    seller: deps.siteName,
    company: { name: company.name, contact: `${contact.firstName} ${contact.lastName}, ${contact.email}` },
  });
  const paid = invoice.status === 'PAID';
  const id = await deps.mailer.queue(tx, {
    companyId: company.id,
    fromPlatform: true,
    to: contact.email,
    subject: `${deps.siteName} tax invoice ${invoice.number}${paid ? '' : ' – payment failed'}`,
    text: [
      `Hi ${contact.firstName},`,
      paid
        ? `Thank you: we charged ${formatMoney(invoice.totalCents)} for your ${deps.siteName} subscription, ${periodText(invoice.periodStart, invoice.periodEnd)}.`
        : `We could not charge ${formatMoney(invoice.totalCents)} for your ${deps.siteName} subscription (${invoice.failureMessage ?? CARD_MESSAGES.paymentFailed}). We will try your default card again; you can update it in Settings › Subscription.`,
      invoice.smsCount > 0
        ? `This includes ${invoice.smsCount} SMS message${invoice.smsCount === 1 ? '' : 's'} (${formatMoney(invoice.smsCents)}).`
        : '',
      `GST included: ${formatMoney(invoice.gstCents)}. The invoice is attached.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    attachments: [
      { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
    ],
  });
  await repo.updateInvoice(tx, invoice, { emailedAt: new Date() });
  return id;
}
