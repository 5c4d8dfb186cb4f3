import { type BenchContext, type Benchmark, type EndpointRequest, measureEndpoint } from './lib/bench';
import { seedClients } from './lib/clients-seed';
import { captureStatements, explainStatements } from './lib/data-floor';
import { demoOwner, signInAsDemo } from './lib/server';

const SHAPE = { clients: 100_000, otherCompanies: 4, clientsPerOtherCompany: 1_000 };
/** A surname the seed gives to 0.1 % of the company's clients. */
const NAME_TERM = 'Thornworth';

/**
 * Runs one search with its statements captured, then EXPLAIN (ANALYZE, BUFFERS) of each statement
 * that reads clients by the search term, printed once.
 */
async function explainSearch(context: BenchContext, request: EndpointRequest, label: string) {
  const statements = await captureStatements(async () => {
    const response = await fetch(`${context.server.origin}${request.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
    });
    const body = (await response.json()) as { payload?: { total?: number } };
    if (!response.ok) throw new Error(`${label} search answered ${response.status}`);
    context.log(`${label} search: ${body.payload?.total} matching clients.`);
  });
  const searches = statements.filter(({ config }) => /"search_text" like/.test(config.text));
  if (searches.length === 0) throw new Error(`${label} search ran no statement on search_text.`);
  await explainStatements(context.server.databaseUrl, context.log, searches, (config) => [
    `EXPLAIN (ANALYZE, BUFFERS) ${config.text}`,
    `  params: ${JSON.stringify(config.values ?? [])}`,
  ]);
}

/** POST /v1/clients/search by a surname and by six phone digits, in a company of 100 000 clients. */
const clientSearch: Benchmark = {
  name: 'client-search',
  async run(context) {
    const { server } = context;
    const owner = await demoOwner(server.databaseUrl);
    const started = Date.now();
    const counts = await seedClients(server.databaseUrl, owner, SHAPE);
    context.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}`);

    // Six digits from the middle of one seeded mobile (the seed's formula for client 4242).
    const mobile = String((4242n * 48271n + BigInt(owner.companyId) * 7n) % 100_000_000n).padStart(8, '0');
    const phoneTerm = mobile.slice(1, 7);
    const token = await signInAsDemo(server.origin);
    const search = (filter: string): EndpointRequest => ({
      method: 'POST',
      path: '/v1/clients/search',
      headers: { authorization: `Bearer ${token}` },
      body: { filter, with_emails: 'PRIMARY', with_phones: 'PRIMARY', with_addresses: 'PRIMARY' },
    });

    await context.httpFloor();
    const endpoints = [];
    for (const [label, filter] of [
      ['name', NAME_TERM],
      ['phone digits', phoneTerm],
    ] as const) {
      context.log(`── search by ${label}: "${filter}"`);
      await explainSearch(context, search(filter), label);
      const measurement = await measureEndpoint(context, search(filter), label);
      endpoints.push(measurement);
    }
    return { endpoints, sizes: [] };
  },
};

export default clientSearch;
