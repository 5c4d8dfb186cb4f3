import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { registerNotFound } from '../http/envelope';
import { registerWebApp } from '../http/web-static';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The built SPA at /, and the 404 of everything else: registered after every route. */
export const webAppPlugin = fp(
  async (app) => {
    registerNotFound(app, await registerWebApp(app, app.config.WEB_DIST || DEFAULT_WEB_DIST));
  },
  { name: 'web-app', dependencies: ['config'] },
);
