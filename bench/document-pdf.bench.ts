import { renderDocumentPdf } from '../apps/server/src/modules/documents/pdf/document-pdf';
import type { DocumentPdfInput } from '../apps/server/src/modules/documents/pdf/document-pdf.types';
import { type Benchmark, measureEndpoint } from './lib/bench';
import { signInAsDemo } from './lib/server';
import { percentile } from './lib/stats';

const LINES = 30;
const RENDERS = 300;

/** A 30-line tax invoice as the PDF renderer takes it. */
const invoice = (): DocumentPdfInput => ({
  kind: 'invoice',
  number: '100042',
  date: '2026-11-02',
  termDate: '2026-11-16',
  statusLabel: 'Unpaid',
  title: 'Hot water system replacement',
  description: 'Remove the old unit and install a Rheem 315L heat pump.',
  company: {
    name: 'Bayside Plumbing & Gas',
    legalName: null,
    address: '12 Bay Road, Sandringham VIC 3191',
    email: null,
    phone: null,
    abn: null,
    logo: null,
    accent: '#027be3',
    footer: null,
  },
  gstRegistered: true,
  client: { name: 'Harriet Quill', address: null, email: 'hq@example.com' },
  siteAddress: '4 Beach Road, Hampton VIC 3188',
  lines: Array.from({ length: LINES }, (_, i) => ({
    description: `Line ${i + 1}: copper pipe and fittings, labour included`,
    quantity: 2,
    unitPriceCents: 12_500 + i,
    discountRate: 0,
    taxRate: 10,
    totalCents: 27_500 + i,
  })),
  totals: {
    subtotalCents: 750_000,
    discountCents: 0,
    taxCents: 75_000,
    totalCents: 825_000,
    amountPaidCents: 0,
    amountDueCents: 825_000,
  },
  notes: 'Warranty: 5 years parts and labour.',
  payment: { instructions: 'Please pay by the due date, quoting invoice 100042.', link: 'https://example.test/pay' },
  updatedAt: new Date('2026-11-02T00:00:00Z'),
});

/**
 * PDFs: a 30-line invoice rendered in this process (p50/p95/max over 300 renders after a warm-up,
 * and its size), then GET /v1/invoice/pdf for a 30-line invoice of the demo company under load.
 */
const documentPdf: Benchmark = {
  name: 'document-pdf',
  async run(context) {
    const input = invoice();
    for (let i = 0; i < 20; i += 1) await renderDocumentPdf(input);
    const times = new Float64Array(RENDERS);
    let size = 0;
    for (let i = 0; i < RENDERS; i += 1) {
      const started = performance.now();
      size = (await renderDocumentPdf(input)).length;
      times[i] = performance.now() - started;
    }
    times.sort();
    context.log(
      `PDF render, ${LINES} lines: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
        `max ${(times[RENDERS - 1] ?? 0).toFixed(1)} ms; ${(size / 1024).toFixed(1)} kB`,
    );

    const token = await signInAsDemo(context.server.origin);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${context.server.origin}/v1/invoice`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        invoice_date: '2026-11-02',
        client_id: await firstClient(context.server.origin, headers),
        title: 'Benchmark invoice',
        line_items: input.lines.map((line) => ({
          description: line.description,
          unit_price: line.unitPriceCents / 100,
          quantity: line.quantity,
          discount_rate: 0,
          tax_type: 'EXCLUSIVE',
          with_tax: true,
        })),
      }),
    });
    const body = (await created.json()) as { payload?: { invoice?: { id: number } } };
    const id = body.payload?.invoice?.id;
    if (!created.ok || !id) throw new Error(`Could not create the benchmark invoice (${created.status}).`);
    await context.httpFloor();
    const measurement = await measureEndpoint(context, {
      method: 'GET',
      path: `/v1/invoice/pdf?id=${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { endpoints: [measurement], sizes: [] };
  },
};

async function firstClient(origin: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}/v1/clients/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ rows: 1 }),
  });
  const body = (await response.json()) as { payload?: { clients?: { id: number }[] } };
  const id = body.payload?.clients?.[0]?.id;
  if (!id) throw new Error('The demo company has no client.');
  return id;
}

export default documentPdf;
