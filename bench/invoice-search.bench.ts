import type { Benchmark, EndpointRequest } from './lib/bench';
import { seedInvoices } from './lib/invoices-seed';
import { measureLabelled } from './lib/labelled-endpoints';
import { demoOwner, signInAsDemo } from './lib/server';

const SHAPE = { invoices: 100_000, clients: 5_000 };

/**
 * POST /v1/invoice/search in a company of 100 000 invoices: the list's first page (newest first),
 * a number typed into the search box, the unpaid filter, and overdue ones — each beside its data
 * floor (the same SQL straight through pg), its reads of documents explained first.
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
    const requests: [string, EndpointRequest][] = [
      ['first page', search({})],
      ['number typed', search({ filter: '14242' })],
      ['unpaid', search({ status: ['OPEN', 'PARTIAL'] })],
      ['overdue', search({ overdue: true, sort: 'term', direction: 'asc' })],
    ];
    const endpoints = await measureLabelled(context, requests, /from "documents"/);
    return { endpoints, sizes: [] };
  },
};

export default invoiceSearch;
