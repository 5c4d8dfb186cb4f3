// pdfkit, in-process with the 14 standard PDF fonts (no font files, no browser): a 30-line invoice
// renders in a few milliseconds (bench/document-pdf.bench.ts). pdfmake builds on pdfkit and adds its
// own font files; @react-pdf/renderer adds React and a layout engine: neither is needed for a table.

import { createHash } from 'node:crypto';
import { documentTotalRows } from '@fieldbook/domain/documents/documents.rules';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { LRUCache } from 'lru-cache';
import type { DocumentPdfInput } from './document-pdf.types';
import {
  BOTTOM,
  companyBlock,
  type Doc,
  headingRule,
  INK,
  MARGIN,
  MUTED,
  openPdf,
  pageNumbers,
  partyBlock,
  RIGHT,
  RULE,
  roomFor,
  titleBlock,
} from './pdf-layout';

/** The lines table's columns: x, width and alignment. */
const COLUMNS = [
  { key: 'description', label: 'Description', x: MARGIN, width: 235, align: 'left' },
  { key: 'quantity', label: 'Qty', x: MARGIN + 240, width: 40, align: 'right' },
  { key: 'price', label: 'Unit price', x: MARGIN + 285, width: 70, align: 'right' },
  { key: 'discount', label: 'Disc.', x: MARGIN + 360, width: 40, align: 'right' },
  { key: 'gst', label: 'GST', x: MARGIN + 405, width: 35, align: 'right' },
  { key: 'amount', label: 'Amount', x: MARGIN + 445, width: RIGHT - MARGIN - 445, align: 'right' },
] as const;

const quantityText = (quantity: number) => (Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2));

function heading(doc: Doc, input: DocumentPdfInput) {
  const companyBottom = companyBlock(doc, input.company);
  const title = input.kind === 'quotation' ? 'Quotation' : input.gstRegistered ? 'Tax Invoice' : 'Invoice';
  const titleBottom = titleBlock(
    doc,
    title,
    [
      [input.kind === 'quotation' ? 'Quotation number' : 'Invoice number', input.number],
      ['Date', formatDate(input.date)],
      [input.kind === 'quotation' ? 'Valid until' : 'Due', formatDate(input.termDate)],
      ['Status', input.statusLabel],
    ],
    input.company.accent,
  );
  return headingRule(doc, Math.max(companyBottom, titleBottom) + 10, input.company.accent);
}

function parties(doc: Doc, input: DocumentPdfInput, top: number) {
  const billTo = partyBlock(doc, 'Bill to', [input.client.name, input.client.address, input.client.email], MARGIN, top);
  const site = input.siteAddress ? partyBlock(doc, 'Job site', [input.siteAddress], 315, top) : top;
  let y = Math.max(billTo, site) + 14;
  if (input.title) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(input.title, MARGIN, y, { width: RIGHT - MARGIN });
    y = doc.y + 2;
  }
  if (input.description) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(input.description, MARGIN, y, { width: RIGHT - MARGIN });
    y = doc.y;
  }
  return y + 12;
}

/** A business not registered for GST shows no GST column (its lines carry none). */
function tableHeader(doc: Doc, y: number, gstRegistered: boolean) {
  doc.rect(MARGIN, y, RIGHT - MARGIN, 18).fill('#f0f4f8');
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  for (const column of COLUMNS) {
    if (column.key === 'gst' && !gstRegistered) continue;
    doc.text(column.label, column.x + 2, y + 5, { width: column.width - 4, align: column.align });
  }
  return y + 22;
}

function lines(doc: Doc, input: DocumentPdfInput, top: number) {
  let y = tableHeader(doc, top, input.gstRegistered);
  for (const line of input.lines) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      description: line.description,
      quantity: quantityText(line.quantity),
      price: formatMoney(line.unitPriceCents),
      discount: line.discountRate ? `${line.discountRate}%` : '',
      gst: line.taxRate ? `${line.taxRate}%` : '',
      amount: formatMoney(line.totalCents),
    };
    doc.font('Helvetica').fontSize(9.5);
    const height = doc.heightOfString(cells.description, { width: COLUMNS[0].width - 4 }) + 8;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, MARGIN, input.gstRegistered);
    }
    doc.fillColor(INK);
    for (const column of COLUMNS)
      doc.text(cells[column.key], column.x + 2, y, { width: column.width - 4, align: column.align });
    y += height;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(RIGHT, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return y + 6;
}

function totals(doc: Doc, input: DocumentPdfInput, top: number) {
  const t = input.totals;
  const rows = documentTotalRows(
    { subtotal: t.subtotalCents, discount: t.discountCents, tax: t.taxCents, total: t.totalCents },
    {
      gstRegistered: input.gstRegistered,
      payments:
        t.amountPaidCents !== null && t.amountDueCents !== null
          ? { paidCents: t.amountPaidCents, dueCents: t.amountDueCents }
          : null,
    },
  );
  let y = top;
  y = roomFor(doc, y, rows.length * 16);
  for (const { label, cents, strong } of rows) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    doc.text(label, 330, y, { width: 130 });
    doc.text(formatMoney(cents), 460, y, { width: RIGHT - 460, align: 'right' });
    y = doc.y + 4;
  }
  return y + 12;
}

function closing(doc: Doc, input: DocumentPdfInput, top: number) {
  let y = top;
  const box = (label: string, text: string) => {
    doc.font('Helvetica').fontSize(9.5);
    const height = doc.heightOfString(text, { width: RIGHT - MARGIN - 20 }) + 30;
    y = roomFor(doc, y, height);
    doc
      .roundedRect(MARGIN, y, RIGHT - MARGIN, height, 4)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label.toUpperCase(), MARGIN + 10, y + 8);
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(text, MARGIN + 10, doc.y + 3, { width: RIGHT - MARGIN - 20 });
    y += height + 10;
  };
  if (input.payment) {
    const parts = [input.payment.instructions, input.payment.link ? `Pay online: ${input.payment.link}` : null];
    box('How to pay', parts.filter(Boolean).join('\n'));
  }
  if (input.notes) box('Notes', input.notes);
}

/** A quotation's or invoice's PDF, made in this process; the same input always gives the same bytes. */
export function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const title = `${input.kind === 'quotation' ? 'Quotation' : 'Invoice'} ${input.number}`;
  const { doc, done } = openPdf({ title, author: input.company.name, date: input.updatedAt });
  let y = heading(doc, input);
  y = parties(doc, input, y);
  y = lines(doc, input, y);
  y = totals(doc, input, y);
  closing(doc, input, y);
  pageNumbers(doc, input.company.footer);
  doc.end();
  return done;
}

/**
 * The PDFs made lately, by their whole input: one version of a document always gives the same file,
 * so a download repeated (or sent again) is not rendered again. Bounded by size; per process.
 */
const rendered = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (pdf) => pdf.length });

export async function cachedDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  // The logo is hashed on its own: its bytes as JSON would be a long list of numbers.
  const { logo, ...company } = input.company;
  const key = createHash('sha256')
    .update(JSON.stringify({ ...input, company }))
    .update(logo ?? '')
    .digest('base64url');
  const hit = rendered.get(key);
  if (hit) return hit;
  const pdf = await renderDocumentPdf(input);
  rendered.set(key, pdf);
  return pdf;
}

/** A PDF as its download answers it: the file, and the document's number for the file's name. */
export interface PdfDownload {
  pdf: Buffer;
  number: string;
}

/**
 * Downloads by their answer's ETag (http/fresh-lists.ts), which changes with anything the PDF is made
 * from: a download repeated before that changed reads nothing but the session, and renders nothing.
 * The tag is worked out from versions read before the document, so a kept file is never older than it.
 */
const downloads = new LRUCache<string, PdfDownload>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (download) => download.pdf.length,
});

export async function pdfDownload(tag: string, make: () => Promise<PdfDownload>): Promise<PdfDownload> {
  const kept = downloads.get(tag);
  if (kept) return kept;
  const made = await make();
  downloads.set(tag, made);
  return made;
}
