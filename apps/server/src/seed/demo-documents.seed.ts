import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import type { LineItem } from '@fieldbook/domain/inventory/line-item.rules';
import { documentTotals } from '@fieldbook/domain/money/money.rules';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { clients, payments } from '../db/schema/index';
import { insertDocument, recordDocumentNumber } from '../modules/documents/index';
import { storeLineItems } from '../modules/inventory/index';
import { settleInvoice } from '../modules/payments/index';

const line = (description: string, unit_price: number, quantity = 1): LineItem => ({
  description,
  unit_price,
  quantity,
  discount_rate: 0,
  tax_type: 'EXCLUSIVE',
  with_tax: true,
});

interface DemoDocument {
  kind: 'quotation' | 'invoice';
  number: string;
  /** Days before today it was issued, and its term. */
  ago: number;
  term: number;
  status: string;
  title: string;
  lines: LineItem[];
  /** Invoices: what the client has paid, in cents. */
  paid?: 'all' | 'half';
}

/** A plumber's quotes and bills in every state: sent and draft quotes, a paid, an overdue and a part-paid invoice. */
const DOCUMENTS: DemoDocument[] = [
  {
    kind: 'quotation',
    number: '1001',
    ago: 3,
    term: 30,
    status: 'SENT',
    title: 'Hot water system replacement',
    lines: [line('Rheem 315L heat pump, supply and install', 3899), line('Remove and dispose of the old unit', 250)],
  },
  {
    kind: 'quotation',
    number: '1002',
    ago: 1,
    term: 30,
    status: 'DRAFT',
    title: 'Bathroom renovation rough-in',
    lines: [line('Rough-in plumbing, labour (hours)', 110, 16), line('Pipe and fittings', 640)],
  },
  {
    kind: 'invoice',
    number: '1001',
    ago: 20,
    term: 14,
    status: 'OPEN',
    title: 'Blocked drain cleared',
    lines: [line('Call-out', 99), line('High-pressure jetting', 280)],
    paid: 'all',
  },
  {
    kind: 'invoice',
    number: '1002',
    ago: 30,
    term: 14,
    status: 'OPEN',
    title: 'Gas heater service',
    lines: [line('Gas heater service and carbon monoxide test', 189)],
  },
  {
    kind: 'invoice',
    number: '1003',
    ago: 6,
    term: 14,
    status: 'OPEN',
    title: 'Kitchen mixer tap replaced',
    lines: [line('Labour (hours)', 110, 1.5), line('Methven kitchen mixer', 329)],
    paid: 'half',
  },
];

/** The demo company's quotations and invoices, spread over its first clients. */
export async function seedDemoDocuments(tx: Executor, company: { id: number; timezone: string }, ownerId: number) {
  const today = todayIn(company.timezone);
  const clientRows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.companyId, company.id))
    .orderBy(asc(clients.id))
    .limit(DOCUMENTS.length);
  for (const [index, demo] of DOCUMENTS.entries()) {
    const client = clientRows[index % clientRows.length];
    if (!client) return;
    const lines = await storeLineItems(tx, company.id, demo.lines, 'line_items');
    const totals = documentTotals(lines);
    const date = addDays(today, -demo.ago);
    const row = await insertDocument(tx, company.id, demo.kind, ownerId, {
      number: demo.number,
      documentDate: date,
      termDate: addDays(date, demo.term),
      clientId: client.id,
      title: demo.title,
      lineItems: lines,
      status: demo.status,
      subtotalCents: totals.subtotal,
      discountCents: totals.discount,
      taxCents: totals.tax,
      totalCents: totals.total,
      sentAt: demo.status === 'DRAFT' ? null : new Date(),
    });
    await recordDocumentNumber(tx, company.id, demo.kind, demo.number);
    if (!demo.paid) continue;
    await tx.insert(payments).values({
      companyId: company.id,
      invoiceId: row.id,
      amountCents: demo.paid === 'all' ? totals.total : Math.round(totals.total / 2),
      paymentDate: addDays(date, 5),
      method: 'BANK_TRANSFER',
      reference: `EFT ${demo.number}`,
      idempotencyKey: `demo-${row.id}`,
      createdBy: ownerId,
    });
    await settleInvoice(tx, row);
  }
}
