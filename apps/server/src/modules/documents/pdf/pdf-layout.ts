// The layout every PDF of a business shares (quotations, invoices, reports): A4 with pdfkit's 14
// standard fonts (no font files, no browser), the company's block, a title with its facts, page numbers.
import PDFDocument from 'pdfkit';

export const MARGIN = 40;
export const PAGE = { width: 595.28, height: 841.89 };
export const RIGHT = PAGE.width - MARGIN;
/** Lowest y a block may reach before it moves to a new page (the page number sits below). */
export const BOTTOM = PAGE.height - MARGIN - 30;
export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const RULE = '#cbd2d9';
export const ACCENT = '#027be3';

export type Doc = PDFKit.PDFDocument;

export interface PdfCompany {
  /** The trading name. */
  name: string;
  /** The legal name, when it is not the trading name. */
  legalName: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  abn: string | null;
  /** PNG or JPEG bytes. */
  logo: Buffer | null;
  /** The branding's accent (hex): the title and the rule under the heading. */
  accent: string;
  /** The branding's footer text, on every page; null for none. */
  footer: string | null;
}

/**
 * A new A4 document and the bytes it ends as. Its dates come from `date` (the record's last change),
 * so one version of a record always gives the same file.
 */
export function openPdf(info: { title: string; author: string; date: Date }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, CreationDate: info.date, ModDate: info.date },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The company's name, legal name, contact lines, ABN and logo at the top left; answers where they end. */
export function companyBlock(doc: Doc, company: PdfCompany) {
  if (company.logo) doc.image(company.logo, MARGIN, MARGIN, { fit: [120, 60] });
  const top = company.logo ? MARGIN + 66 : MARGIN;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(company.name, MARGIN, top, { width: 260 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const part of [company.legalName, company.address, company.phone, company.email]) {
    if (part) doc.text(part, { width: 260 });
  }
  if (company.abn) doc.text(`ABN ${company.abn}`, { width: 260 });
  return doc.y;
}

/** The document's title at the top right with its facts beneath (empty values left out); answers where they end. */
export function titleBlock(
  doc: Doc,
  title: string,
  facts: readonly (readonly [string, string])[],
  accent: string = ACCENT,
) {
  doc
    .font('Helvetica-Bold')
    .fontSize(title.length > 24 ? 15 : 20)
    .fillColor(accent)
    .text(title, 330, MARGIN, { width: RIGHT - 330, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = doc.y + 2;
    doc.fillColor(MUTED).text(label, 330, y, { width: 110 });
    doc.fillColor(INK).text(value, 440, y, { width: RIGHT - 440, align: 'right' });
  }
  return doc.y;
}

/** A labelled block of lines (Bill to, Job site) at x; answers where it ends. */
export function partyBlock(doc: Doc, label: string, lines: readonly (string | null)[], x: number, top: number) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label.toUpperCase(), x, top, { width: 240 });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of lines) if (line) doc.text(line, x, doc.y + 1, { width: 240 });
  return doc.y;
}

/** The y to draw a block of `height` at: `y`, or the top of a new page when it would not fit. */
export function roomFor(doc: Doc, y: number, height: number) {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}

/** The accent-coloured rule that closes the heading; answers the y below it. */
export function headingRule(doc: Doc, y: number, accent: string) {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(1.5).strokeColor(accent).stroke();
  return y + 14;
}

/** Room the footer text may take: a few lines of small print between BOTTOM and the page's edge. */
const FOOTER = { top: BOTTOM + 8, height: 34, width: RIGHT - MARGIN - 90 } as const;

/**
 * "Page n of m" at the foot of every page, and the branding's footer text beside it (the document
 * must buffer its pages). Text that would not fit its few lines ends in an ellipsis.
 */
export function pageNumbers(doc: Doc, footer: string | null = null) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    if (footer) {
      // Below the bottom margin pdfkit would start a new page: the footer is drawn with no margin.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(footer, MARGIN, FOOTER.top, {
        width: FOOTER.width,
        height: FOOTER.height,
        ellipsis: true,
      });
      doc.page.margins.bottom = margin;
    }
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, PAGE.height - MARGIN - 10, {
        width: RIGHT - MARGIN,
        align: 'right',
        lineBreak: false,
      });
  }
}
