import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import fp from 'fastify-plugin';

// While maintenance is ON these still answer, so people can sign in and the app can poll for the end.
const MAINTENANCE_OPEN = [/^\/v1\/system\//, /^\/v1\/(user|clientConnect)\/(signIn|refresh)$/];

/** While maintenance is ON, every other API call answers 503 with the maintenance message. */
export const maintenancePlugin = fp(
  async (app) => {
    const { system } = app;
    app.addHook('onRequest', async (request, reply) => {
      if (
        !request.url.startsWith('/v1/') ||
        MAINTENANCE_OPEN.some((open) => open.test(request.url.split('?')[0] ?? ''))
      ) {
        return;
      }
      const maintenance = await system.maintenance();
      if (maintenance.status === 'ON') {
        return reply.code(503).send({
          status: 'error',
          payload: { maintenance },
          errors: null,
          message: maintenance.message ?? MESSAGES.maintenance,
        });
      }
    });
  },
  // After the security headers, so the 503 carries them too.
  { name: 'maintenance', dependencies: ['system', 'security'] },
);
