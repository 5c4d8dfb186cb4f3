import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cachedDocumentPdf, renderDocumentPdf } from './document-pdf';
import type { DocumentPdfInput } from './document-pdf.types';
import { pdfText } from './pdf-text';

const invoice = (lines: number): DocumentPdfInput => ({
  kind: 'invoice',
  number: '1042',
  date: '2026-11-02',
  termDate: '2026-11-16',
  statusLabel: 'Unpaid',
  title: 'Hot water system replacement',
  description: 'Remove the old unit and install a Rheem 315L heat pump.',
  company: {
    name: 'Bayside Plumbing & Gas',
    legalName: null,
    address: '12 Bay Road, Sandringham VIC 3191, Australia',
    email: 'office@bayside.example',
    phone: '03 9555 0100',
    abn: '51 824 753 556',
    logo: null,
    accent: '#027be3',
    footer: null,
  },
  gstRegistered: true,
  client: { name: 'Harriet Quill', address: null, email: 'hq@example.com' },
  siteAddress: '4 Beach Road, Hampton VIC 3188, Australia',
  lines: Array.from({ length: lines }, (_, i) => ({
    description: `Line item number ${i + 1} with some words to wrap`,
    quantity: 1.5,
    unitPriceCents: 12_000 + i,
    discountRate: i % 5 === 0 ? 10 : 0,
    taxRate: 10,
    totalCents: 19_800 + i,
  })),
  totals: {
    subtotalCents: 1_234_500,
    discountCents: 0,
    taxCents: 123_450,
    totalCents: 1_357_950,
    amountPaidCents: 57_950,
    amountDueCents: 1_300_000,
  },
  notes: 'Warranty: 5 years parts and labour.',
  payment: { instructions: 'Please pay by the due date, quoting invoice 1042.', link: 'https://pay.example/abc' },
  updatedAt: new Date('2026-11-02T01:02:03Z'),
});

describe('renderDocumentPdf', () => {
  it('writes the tax invoice: its number, every line, GST, total and amount due in en-AU money', async () => {
    const { text, pages } = await pdfText(await renderDocumentPdf(invoice(30)));
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'Tax Invoice',
      '1042',
      '02-11-2026',
      '16-11-2026',
      'Bayside Plumbing & Gas',
      'ABN 51 824 753 556',
      'Harriet Quill',
      'GST',
      '$1,234.50',
      '$13,579.50',
      'Amount Due',
      '$13,000.00',
      'HOW TO PAY',
      'https://pay.example/abc',
    ]) {
      expect(text).toContain(expected);
    }
    for (let i = 1; i <= 30; i += 1) expect(text).toContain(`Line item number ${i} `);
  });

  it('gives the same bytes for the same document', async () => {
    const [a, b] = await Promise.all([renderDocumentPdf(invoice(5)), renderDocumentPdf(invoice(5))]);
    expect(a.equals(b)).toBe(true);
  });

  it('answers a version it has made already without making it again, and a changed one afresh', async () => {
    const first = await cachedDocumentPdf(invoice(5));
    expect(await cachedDocumentPdf(invoice(5))).toBe(first);
    const changed = await cachedDocumentPdf({ ...invoice(5), statusLabel: 'Paid' });
    expect(changed).not.toBe(first);
    expect((await pdfText(changed)).text).toContain('Paid');
  });

  it('breaks a long invoice across pages, numbering them, with every line present', async () => {
    const { text, pages } = await pdfText(await renderDocumentPdf(invoice(150)));
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain(`Page 1 of ${pages}`);
    for (let i = 1; i <= 150; i += 1) expect(text).toContain(`Line item number ${i} `);
  });

  it('shows a quotation its expiry and no payment box', async () => {
    const quotation: DocumentPdfInput = {
      ...invoice(2),
      kind: 'quotation',
      statusLabel: 'Published',
      payment: null,
      totals: { ...invoice(2).totals, amountPaidCents: null, amountDueCents: null },
    };
    const { text } = await pdfText(await renderDocumentPdf(quotation));
    expect(text).toContain('Quotation');
    expect(text).toContain('Valid until');
    expect(text).not.toContain('Amount Due');
    expect(text).not.toContain('HOW TO PAY');
  });
});

describe('branding on the PDF', () => {
  it('shows the logo, the accent colour and the footer text on every page (the same page count)', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const plain = await renderDocumentPdf(invoice(150));
    const branded = await renderDocumentPdf({
      ...invoice(150),
      company: {
        ...invoice(150).company,
        logo,
        accent: '#c10015',
        footer: 'Licence PL12345 · Thank you for your business',
      },
    });
    const { text, pages } = await pdfText(branded);
    expect(pages).toBe((await pdfText(plain)).pages);
    expect(text.split('Licence PL12345').length - 1).toBe(pages);
    const raw = branded.toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('cuts a footer too long for its lines short instead of adding pages', async () => {
    const footer = 'Terms and conditions apply to every job we do. '.repeat(10);
    const { pages } = await pdfText(
      await renderDocumentPdf({ ...invoice(2), company: { ...invoice(2).company, footer } }),
    );
    expect(pages).toBe(1);
  });

  it('caches a branded PDF by its logo too', async () => {
    const logo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const first = await cachedDocumentPdf({ ...invoice(3), company: { ...invoice(3).company, logo } });
    const other = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const second = await cachedDocumentPdf({ ...invoice(3), company: { ...invoice(3).company, logo: other } });
    expect(second).not.toBe(first);
  });
});
