import { periodEnd } from '@fieldbook/domain/billing/billing.rules';
import { addDays, parseDateOnly, toDateOnly, todayIn } from '@fieldbook/domain/dates/date-codec';
import { DateTime } from 'luxon';
import type { Executor } from '../db/database';
import * as billing from '../modules/billing/index';
import { insertNumberedInvoice, invoiceValues } from '../modules/billing/index';
import type { CompanyRow } from '../modules/company/index';
import { setSubscribed } from '../modules/company/index';

/**
 * The demo company stays subscribed: an ACTIVE monthly Team plan paid by a sandbox test card, its
 * current period begun ten days ago, and the invoices of that period and the one before.
 */
export async function seedDemoSubscription(tx: Executor, company: CompanyRow, now = new Date()): Promise<void> {
  const plans = await billing.listPlans(tx);
  const plan = plans.find((p) => p.code === 'TEAM') ?? plans[0];
  if (!plan) return;
  const today = todayIn(company.timezone, now);
  const start = addDays(today, -10);
  const previous = toDateOnly(parseDateOnly(start).minus({ months: 1 }));
  await billing.subscriptionOf(tx, company.id);
  await billing.updateSubscription(tx, company.id, {
    status: 'ACTIVE',
    planId: plan.id,
    interval: 'MONTH',
    currentPeriodStart: start,
    currentPeriodEnd: periodEnd(start, 'MONTH'),
    provider: 'sandbox',
    providerCustomerRef: `sbx_cus_demo${company.id}`,
  });
  await setSubscribed(tx, company.id, true);
  const card = await billing.insertCard(tx, {
    companyId: company.id,
    provider: 'sandbox',
    // A sandbox card's reference carries what charging it needs (card-payments/sandbox-provider.ts).
    providerRef: `sbx_card_Visa_4242_12_${DateTime.now().year + 4}_0_demo${company.id}`,
    holderName: 'Alex Morgan',
    brand: 'Visa',
    last4: '4242',
    expMonth: 12,
    expYear: DateTime.now().year + 4,
    isDefault: true,
  });
  for (const [from, to] of [
    [previous, start],
    [start, periodEnd(start, 'MONTH')],
  ] as const) {
    const invoice = await insertNumberedInvoice(
      tx,
      invoiceValues({
        companyId: company.id,
        plan,
        interval: 'MONTH',
        periodStart: from,
        periodEnd: to,
        issuedOn: from,
        coupon: null,
        sms: null,
        rounding: 'HALF_EVEN',
        requestKey: null,
      }),
    );
    if (invoice) {
      await billing.updateInvoice(tx, invoice, {
        status: 'PAID',
        attempts: 1,
        chargeRef: `sbx_ch_demo_${from}`,
        paidAt: DateTime.fromISO(from, { zone: company.timezone }).set({ hour: 0, minute: 5 }).toJSDate(),
        cardBrand: card.brand,
        cardLast4: card.last4,
      });
    }
  }
}
