import fp from 'fastify-plugin';
import { type Config, mailProviderOf } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The parsed configuration, as `app.config`. */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    // Before anything starts: a server that could neither send nor was told to keep its email refuses.
    mailProviderOf(config);
    app.decorate('config', config);
  },
  { name: 'config' },
);
