import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD url" of every route this server serves (the permission walk checks them all). */
    servedRoutes: readonly string[];
    /** Served routes that declare no response schema: route-contracts.test.ts allows none. */
    routesWithoutContract: readonly string[];
  }
}

/** Lists every route as it is added; registered before any route, so none is missed. */
export const routeCataloguePlugin = fp(
  async (app) => {
    const servedRoutes: string[] = [];
    const routesWithoutContract: string[] = [];
    app.decorate('servedRoutes', servedRoutes);
    app.decorate('routesWithoutContract', routesWithoutContract);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        servedRoutes.push(`${method} ${route.url}`);
        if (!route.schema?.response) routesWithoutContract.push(`${method} ${route.url}`);
      }
    });
  },
  { name: 'route-catalogue' },
);
