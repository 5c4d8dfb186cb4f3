import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerEnvelopeHandlers } from '../http/envelope';
import { registerNoStore } from '../http/no-store';
import { responseSerializerCompiler } from '../http/response-serializer';

/**
 * What every route shares: zod schemas validate, answers serialize through writers compiled from them, every error answers the envelope,
 * API answers are not cached, and a request starts without a session of either portal.
 */
export const apiConventionsPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ check: app.config.CHECK_RESPONSES }));
    registerNoStore(app);
    app.decorateRequest('auth', null);
    app.decorateRequest('clientAuth', null);
    const { system } = app;
    registerEnvelopeHandlers(app, () => system.systemSettings().max_file_size);
  },
  { name: 'api-conventions', dependencies: ['config', 'system'] },
);
