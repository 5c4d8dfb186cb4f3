// pdfkit in-process with the standard fonts, as the documents' PDFs (modules/documents/pdf).
import { periodText } from '@fieldbook/domain/billing/billing.rules';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from './billing.repository';

const MARGIN = 40;
const RIGHT = 595.28 - MARGIN;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const ACCENT = '#027be3';

export interface SubscriptionInvoicePdfInput {
  invoice: InvoiceRow;
  /** Who bills (the site) and who is billed (the company and its billing contact). */
  seller: string;
  company: { name: string; contact: string | null };
}

/** Fieldbook's tax invoice to a company for a subscription period, with its SMS usage. */
export function renderSubscriptionInvoicePdf(input: SubscriptionInvoicePdfInput): Promise<Buffer> {
  const { invoice } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Tax Invoice ${invoice.number}`, Author: input.seller, CreationDate: invoice.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(input.seller, MARGIN, MARGIN, { width: 260 });
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(ACCENT)
    .text('Tax Invoice', 330, MARGIN, {
      width: RIGHT - 330,
      align: 'right',
    });
  doc.font('Helvetica').fontSize(9);
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date', formatDate(invoice.issuedOn)],
    ['Period', periodText(invoice.periodStart, invoice.periodEnd)],
    ['Status', invoice.status === 'PAID' ? 'Paid' : invoice.status === 'FAILED' ? 'Payment failed' : 'Pending'],
  ];
  for (const [label, value] of facts) {
    const y = doc.y + 2;
    doc.fillColor(MUTED).text(label, 330, y, { width: 100 });
    doc.fillColor(INK).text(value, 430, y, { width: RIGHT - 430, align: 'right' });
  }
  let y = Math.max(doc.y, MARGIN + 60) + 18;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('BILL TO', MARGIN, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(input.company.name, MARGIN, doc.y + 1);
  if (input.company.contact) doc.text(input.company.contact, MARGIN, doc.y + 1);
  y = doc.y + 18;

  const columns = [
    { label: 'Description', x: MARGIN, width: 300, align: 'left' as const },
    { label: 'Qty', x: MARGIN + 305, width: 50, align: 'right' as const },
    { label: 'Unit price', x: MARGIN + 360, width: 70, align: 'right' as const },
    { label: 'Amount', x: MARGIN + 435, width: RIGHT - MARGIN - 435, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  for (const column of columns) doc.text(column.label, column.x, y, { width: column.width, align: column.align });
  y = doc.y + 4;
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).strokeColor(RULE).stroke();
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const line of invoice.lines) {
    y += 6;
    const cells = [
      line.description,
      String(line.quantity),
      formatMoney(line.unitPriceCents),
      formatMoney(line.amountCents),
    ];
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom;
  }
  y += 8;
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).strokeColor(RULE).stroke();
  y += 8;
  const totals: [string, string][] = [
    ['Total (AUD, GST included)', formatMoney(invoice.totalCents)],
    ['GST included', formatMoney(invoice.gstCents)],
  ];
  if (invoice.status === 'PAID' && invoice.cardBrand)
    totals.push(['Paid by', `${invoice.cardBrand} •••• ${invoice.cardLast4}`]);
  for (const [label, value] of totals) {
    doc.font(label.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK);
    doc.text(label, MARGIN + 250, y, { width: 180 });
    doc.text(value, MARGIN + 435, y, { width: RIGHT - MARGIN - 435, align: 'right' });
    y = doc.y + 4;
  }
  doc.end();
  return done;
}
