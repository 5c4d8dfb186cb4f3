import { formatDate, formatTimeOfDay } from '@fieldbook/domain/format/en-au';
import type { FormAnswers } from '@fieldbook/domain/forms/forms.rules';
import type { FormDefinition, FormField } from '@fieldbook/domain/forms/forms.schemas';
import {
  companyBlock,
  type Doc,
  headingRule,
  INK,
  MARGIN,
  MUTED,
  openPdf,
  type PdfCompany,
  pageNumbers,
  partyBlock,
  RIGHT,
  RULE,
  roomFor,
  titleBlock,
} from '../../documents/index';

/** Everything a report's PDF shows, already worked out; images are JPEG or PNG bytes by file id. */
export interface ReportPdfInput {
  title: string;
  standard: string | null;
  reference: string;
  /** yyyy-MM-dd */
  reportDate: string;
  statusLabel: string;
  company: PdfCompany;
  client: { name: string; email: string | null };
  address: string | null;
  definition: FormDefinition;
  answers: FormAnswers;
  images: ReadonlyMap<number, Buffer>;
  /** 'Published by … on …', or null for a draft. */
  publishedLine: string | null;
  /** The report's last change: the PDF's dates come from it, so one version gives one file. */
  updatedAt: Date;
}

const WIDTH = RIGHT - MARGIN;
const NONE = '—';

/** An answer as one line of text, or null for the fields drawn otherwise (photos, signature, table). */
function answerText(field: FormField, value: unknown): string | null {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return field.type === 'photo' || field.type === 'table' ? null : NONE;
  }
  switch (field.type) {
    case 'yes_no':
      return value ? 'Yes' : 'No';
    case 'multiple_choice':
      return (value as string[]).join(', ');
    case 'date':
      return formatDate(String(value));
    case 'time':
      return formatTimeOfDay(String(value)) || String(value);
    case 'number':
      return new Intl.NumberFormat('en-AU', { maximumFractionDigits: 6 }).format(Number(value));
    case 'photo':
    case 'signature':
    case 'table':
      return null;
    default:
      return String(value);
  }
}

function label(doc: Doc, text: string, y: number) {
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text(text.toUpperCase(), MARGIN, y, { width: WIDTH });
  return doc.y + 2;
}

function sectionTitle(doc: Doc, title: string, top: number, accent: string) {
  const y = roomFor(doc, top, 60);
  doc.rect(MARGIN, y, WIDTH, 20).fill('#f0f4f8');
  // The branding's accent marks each section.
  doc.rect(MARGIN, y, 3, 20).fill(accent);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(title, MARGIN + 6, y + 5, { width: WIDTH - 12 });
  return y + 28;
}

function photos(doc: Doc, input: ReportPdfInput, field: FormField, ids: number[], top: number) {
  const found = ids.filter((id) => input.images.has(id));
  let y = roomFor(doc, top, 20);
  y = label(doc, field.label, y);
  if (found.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(NONE, MARGIN, y);
    return doc.y + 8;
  }
  const size = { width: (WIDTH - 10) / 2, height: 180 };
  for (let i = 0; i < found.length; i += 2) {
    y = roomFor(doc, y, size.height + 8);
    for (const [column, id] of found.slice(i, i + 2).entries()) {
      const image = input.images.get(id);
      if (image) doc.image(image, MARGIN + column * (size.width + 10), y, { fit: [size.width, size.height] });
    }
    y += size.height + 8;
  }
  return y + 4;
}

function signature(doc: Doc, input: ReportPdfInput, field: FormField, id: unknown, top: number) {
  let y = roomFor(doc, top, 110);
  y = label(doc, field.label, y);
  const image = typeof id === 'number' ? input.images.get(id) : undefined;
  if (!image) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(NONE, MARGIN, y);
    return doc.y + 8;
  }
  doc.image(image, MARGIN, y, { fit: [220, 80] });
  doc
    .moveTo(MARGIN, y + 84)
    .lineTo(MARGIN + 220, y + 84)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + 96;
}

function table(doc: Doc, field: FormField, value: unknown, top: number) {
  let y = roomFor(doc, top, 40);
  y = label(doc, field.label, y);
  const rows = Array.isArray(value) ? (value as Record<string, string | null>[]) : [];
  const width = WIDTH / Math.max(field.columns.length, 1);
  const cells = (texts: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...texts.map((text) => doc.heightOfString(text || ' ', { width: width - 6 }))) + 6;
    y = roomFor(doc, y, height);
    if (bold) doc.rect(MARGIN, y - 2, WIDTH, height).fill('#f0f4f8');
    doc.fillColor(INK);
    texts.forEach((text, i) => {
      doc.text(text, MARGIN + i * width + 3, y + 1, { width: width - 6 });
    });
    y += height;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(RIGHT, y - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  cells(
    field.columns.map((column) => column.label),
    true,
  );
  for (const row of rows) {
    cells(
      field.columns.map((column) => row[column.id] ?? ''),
      false,
    );
  }
  if (rows.length === 0) cells([NONE], false);
  return y + 8;
}

function fieldBlock(doc: Doc, input: ReportPdfInput, field: FormField, top: number) {
  const value = input.answers[field.id];
  if (field.type === 'heading') {
    const y = roomFor(doc, top, 40);
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(field.label, MARGIN, y, { width: WIDTH });
    return doc.y + 6;
  }
  if (field.type === 'instructions') {
    const text = field.help ?? field.label;
    doc.font('Helvetica-Oblique').fontSize(9);
    const y = roomFor(doc, top, doc.heightOfString(text, { width: WIDTH }) + 6);
    doc.fillColor(MUTED).text(text, MARGIN, y, { width: WIDTH });
    return doc.y + 6;
  }
  if (field.type === 'photo') return photos(doc, input, field, Array.isArray(value) ? (value as number[]) : [], top);
  if (field.type === 'signature') return signature(doc, input, field, value, top);
  if (field.type === 'table') return table(doc, field, value, top);
  const text = answerText(field, value) ?? NONE;
  doc.font('Helvetica').fontSize(10);
  let y = roomFor(doc, top, doc.heightOfString(text, { width: WIDTH }) + 18);
  y = label(doc, field.label, y);
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, MARGIN, y, { width: WIDTH });
  return doc.y + 8;
}

/** A report's PDF, made in this process: its template's title, the client and site, then every section's answers. */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { doc, done } = openPdf({
    title: `${input.title} ${input.reference}`,
    author: input.company.name,
    date: input.updatedAt,
  });
  const companyBottom = companyBlock(doc, input.company);
  const titleBottom = titleBlock(
    doc,
    input.title,
    [
      ['Reference', input.reference],
      ['Report date', formatDate(input.reportDate)],
      ['Standard', input.standard ?? ''],
      ['Status', input.statusLabel],
    ],
    input.company.accent,
  );
  let y = headingRule(doc, Math.max(companyBottom, titleBottom) + 10, input.company.accent);
  const client = partyBlock(doc, 'Client', [input.client.name, input.client.email], MARGIN, y);
  const site = input.address ? partyBlock(doc, 'Site', [input.address], 315, y) : y;
  y = Math.max(client, site) + 16;
  for (const section of input.definition.sections) {
    y = sectionTitle(doc, section.title, y, input.company.accent);
    for (const field of section.fields) y = fieldBlock(doc, input, field, y);
    y += 6;
  }
  if (input.publishedLine) {
    y = roomFor(doc, y, 20);
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(input.publishedLine, MARGIN, y, { width: WIDTH });
  }
  pageNumbers(doc, input.company.footer);
  doc.end();
  return done;
}
