import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates/date-codec';
import { documentTotals, type LineInput, ROUNDING_METHODS, TAX_TYPES } from '../money/money.rules';
import { INVOICE_STATUSES, QUOTATION_STATUSES } from './documents.constants';
import {
  amountDueOf,
  documentTotalRows,
  expiredDays,
  expiredText,
  invoiceStatusOf,
  overdueDays,
  overduePaidDays,
  overdueText,
  paidLateText,
  quotationStatusOptions,
} from './documents.rules';

const line: fc.Arbitrary<LineInput> = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 9_999_900 }),
  quantityHundredths: fc.integer({ min: 0, max: 999_900 }),
  discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  taxType: fc.constantFrom(...TAX_TYPES),
  withTax: fc.boolean(),
});

/** Pays an invoice as the server allows: each payment at most what is still due. */
function payAll(total: number, wishes: number[]) {
  let paid = 0;
  for (const wish of wishes) {
    const due = amountDueOf(total, paid);
    if (wish > 0 && wish <= due) paid += wish;
  }
  return paid;
}

describe('an invoice paid over time', () => {
  it('never owes less than nothing, and is Partial Paid or Paid exactly when it should be', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.constantFrom(...ROUNDING_METHODS),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 8 }),
        fc.constantFrom('DRAFT', 'OPEN' as const),
        (lines, method, wishes, chosen) => {
          const { total } = documentTotals(lines, method);
          const paid = payAll(total, wishes);
          const due = amountDueOf(total, paid);
          expect(due).toBeGreaterThanOrEqual(0);
          expect(paid + due).toBe(total);
          const status = invoiceStatusOf(chosen, total, paid);
          expect(status === 'PAID').toBe(
            (paid > 0 && paid >= total) || (paid === 0 && chosen === 'OPEN' && total === 0),
          );
          expect(status === 'PARTIAL').toBe(paid > 0 && paid < total);
          if (paid === 0 && total > 0) expect(status).toBe(chosen);
        },
      ),
    );
  });

  it('sums its rounded lines under every rounding method', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.constantFrom(...ROUNDING_METHODS), (lines, method) => {
        const totals = documentTotals(lines, method);
        expect(totals.subtotal + totals.tax).toBe(totals.total);
        expect(Number.isSafeInteger(totals.total)).toBe(true);
      }),
    );
  });
});

describe('days and their texts', () => {
  it('counts overdue days only for unpaid invoices past due', () => {
    expect(overdueDays('OPEN', '2026-11-10', '2026-11-24')).toBe(14);
    expect(overdueDays('PARTIAL', '2026-11-10', '2026-11-11')).toBe(1);
    expect(overdueDays('OPEN', '2026-11-30', '2026-11-24')).toBe(0);
    expect(overdueDays('PAID', '2026-11-10', '2026-11-24')).toBe(0);
    expect(overdueDays('DRAFT', '2026-11-10', '2026-11-24')).toBe(0);
    expect(overduePaidDays('PAID', '2026-11-10', '2026-11-13')).toBe(3);
    expect(overduePaidDays('PAID', '2026-11-10', '2026-11-09')).toBe(0);
    expect(expiredDays('SENT', '2026-11-01', '2026-11-24')).toBe(23);
    expect(expiredDays('ACCEPTED', '2026-11-01', '2026-11-24')).toBe(0);
    expect([overdueText(1), overdueText(3), paidLateText(2), expiredText(5)]).toEqual([
      '1 day overdue',
      '3 days overdue',
      'Paid 2 days late',
      'Expired 5 days ago',
    ]);
  });

  it('counts calendar days across the change of daylight saving', () => {
    expect(daysBetween('2026-10-01', '2026-10-08')).toBe(7);
    expect(addDays('2026-09-30', 14)).toBe('2026-10-14');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 365 }), (offset, days) => {
        const from = addDays('2020-01-01', offset);
        expect(daysBetween(from, addDays(from, days))).toBe(days);
      }),
    );
  });
});

describe('status pickers', () => {
  it('hide Draft once a quotation is answered, and the answer it already has', () => {
    expect(quotationStatusOptions('DRAFT')).toEqual([...QUOTATION_STATUSES]);
    expect(quotationStatusOptions('SENT')).toEqual([...QUOTATION_STATUSES]);
    expect(quotationStatusOptions('ACCEPTED')).toEqual(['SENT', 'REJECTED']);
    expect(quotationStatusOptions('REJECTED')).toEqual(['SENT', 'ACCEPTED']);
  });

  it('never derive an invoice status outside the four', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (total, paid) => {
        expect(INVOICE_STATUSES).toContain(invoiceStatusOf('OPEN', total, Math.min(paid, total)));
      }),
    );
  });
});

describe('documentTotalRows', () => {
  const totals = { subtotal: 59_895, discount: 0, tax: 5990, total: 65_885 };

  it("shows what was paid as paid: an unpaid invoice's Paid is $0.00, a paid one's its amount, never negative", () => {
    expect(documentTotalRows(totals, { gstRegistered: true, payments: { paidCents: 0, dueCents: 65_885 } })).toEqual([
      { label: 'Subtotal (excl. GST)', cents: 59_895, strong: false },
      { label: 'GST', cents: 5990, strong: false },
      { label: 'Total', cents: 65_885, strong: true },
      { label: 'Paid', cents: 0, strong: false },
      { label: 'Amount Due', cents: 65_885, strong: true },
    ]);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.nat(), fc.boolean(), (lines, paid, gst) => {
        const sums = documentTotals(lines, 'HALF_EVEN', gst);
        const paidCents = Math.min(paid, sums.total);
        const rows = documentTotalRows(sums, {
          gstRegistered: gst,
          payments: { paidCents, dueCents: amountDueOf(sums.total, paidCents) },
        });
        for (const { cents } of rows) expect(Object.is(cents, -0) || cents < 0).toBe(false);
        expect(rows.find((r) => r.label === 'Paid')?.cents).toBe(paidCents);
      }),
    );
  });

  it('a quotation has no Paid or Amount Due; a discount shows as the amount included', () => {
    const rows = documentTotalRows({ ...totals, discount: 500 }, { gstRegistered: true });
    expect(rows.map((r) => r.label)).toEqual(['Subtotal (excl. GST)', 'Discount included', 'GST', 'Total']);
    expect(rows[1]?.cents).toBe(500);
  });

  it('a business not registered for GST shows no GST and no "excl. GST" subtotal', () => {
    const rows = documentTotalRows({ subtotal: 19_800, discount: 0, tax: 0, total: 19_800 }, { gstRegistered: false });
    expect(rows.map((r) => r.label)).toEqual(['Total']);
  });
});
