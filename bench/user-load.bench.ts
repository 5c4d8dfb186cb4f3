import { type Benchmark, measureEndpoint } from './lib/bench';
import { seedTenants } from './lib/seed';
import { signInAsDemo } from './lib/server';

/** GET /v1/user/load, the call every page makes on start, as the demo owner among 50 other tenants. */
const userLoad: Benchmark = {
  name: 'user-load',
  async run(context) {
    const { server } = context;
    context.log(`Seeded: ${await seedTenants(server.databaseUrl)}`);

    const token = await signInAsDemo(server.origin);

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
