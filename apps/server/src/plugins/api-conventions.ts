import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerEnvelopeHandlers } from '../http/envelope';
import { registerNoStore } from '../http/no-store';

/**
 * What every route shares: zod schemas validate and serialize, every error answers the envelope,
 * API answers are not cached, and a request starts without a session of either portal.
 */
export const apiConventionsPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerNoStore(app);
    app.decorateRequest('auth', null);
    app.decorateRequest('clientAuth', null);
    const { system } = app;
    registerEnvelopeHandlers(app, () => system.systemSettings().max_file_size);
  },
  { name: 'api-conventions', dependencies: ['system'] },
);
