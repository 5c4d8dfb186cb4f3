import { type Benchmark, type EndpointRequest, measureEndpoint } from './lib/bench';
import { seedInvoices } from './lib/invoices-seed';
import { demoOwner, signInAsDemo } from './lib/server';

const SHAPE = { invoices: 100_000, clients: 5_000 };

/**
 * POST /v1/invoice/search in a company of 100 000 invoices: the list's first page (newest first),
 * a number typed into the search box, the unpaid filter, and overdue ones — each beside its data
 * floor (the same SQL straight through pg).
 */
const invoiceSearch: Benchmark = {
  name: 'invoice-search',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const started = Date.now();
    const counts = await seedInvoices(server.databaseUrl, owner, SHAPE);
    context.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}`);
    const token = await signInAsDemo(server.origin);
    const search = (body: Record<string, unknown>): EndpointRequest => ({
      method: 'POST',
      path: '/v1/invoice/search',
      headers: { authorization: `Bearer ${token}` },
      body,
    });

    await context.httpFloor();
    const endpoints = [];
    for (const [label, body] of [
      ['first page', {}],
      ['number typed', { filter: '14242' }],
      ['unpaid', { status: ['OPEN', 'PARTIAL'] }],
      ['overdue', { overdue: true, sort: 'term', direction: 'asc' }],
    ] as const) {
      context.log(`── invoice search: ${label}`);
      const measurement = await measureEndpoint(context, search(body));
      measurement.endpoint.name = `${measurement.endpoint.name} (${label})`;
      measurement.dataFloor.name = `${measurement.dataFloor.name} (${label})`;
      endpoints.push(measurement);
    }
    return { endpoints, sizes: [] };
  },
};

export default invoiceSearch;
