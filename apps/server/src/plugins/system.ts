import fp from 'fastify-plugin';
import { createSystemService, type SystemService } from '../modules/system/index';

declare module 'fastify' {
  interface FastifyInstance {
    system: SystemService;
  }
}

/** The platform's settings, limits and maintenance state. */
export const systemPlugin = fp(
  async (app) => {
    app.decorate('system', createSystemService(app.db));
  },
  { name: 'system', dependencies: ['database'] },
);
