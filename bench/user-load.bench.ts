import { type Benchmark, measureEndpoint } from './lib/bench';
import { seedTenants } from './lib/seed';
import { DEMO_EMAIL, DEMO_PASSWORD } from './lib/server';

/** GET /v1/user/load, the call every page makes on start, as the demo owner among 50 other tenants. */
const userLoad: Benchmark = {
  name: 'user-load',
  async run(context) {
    const { server } = context;
    context.log(`Seeded: ${await seedTenants(server.databaseUrl)}`);

    const response = await fetch(`${server.origin}/v1/user/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, guid: 'bench-device' }),
    });
    const body = (await response.json()) as { payload?: { token?: string } };
    const token = body.payload?.token;
    if (!response.ok || !token) throw new Error(`Sign-in as ${DEMO_EMAIL} failed (${response.status}).`);

    await context.httpFloor();
    const measurement = await measureEndpoint(context, {
      method: 'GET',
      path: '/v1/user/load',
      headers: { authorization: `Bearer ${token}` },
    });
    return { endpoints: [measurement], sizes: [] };
  },
};

export default userLoad;
