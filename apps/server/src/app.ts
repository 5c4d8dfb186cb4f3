import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { requestForLog } from './http/request-log';
import { apiModules } from './modules/api-modules';
import { calendarFeedDocumentRoutes } from './modules/calendar-feeds/index';
import { helpRoutes } from './modules/help/index';
// A side-effect import too: it keeps the plugins' decorations in this file's declaration, whose
// importers (e2e, bench) see the server's types through it alone.
import './plugins/index';
import {
  accountingPlugin,
  apiConventionsPlugin,
  apiDocsPlugin,
  compressionPlugin,
  configPlugin,
  databasePlugin,
  gracefulClosePlugin,
  jobsPlugin,
  maintenancePlugin,
  messagingPlugin,
  paymentsPlugin,
  pushPlugin,
  realtimePlugin,
  requestChecksPlugin,
  routeCataloguePlugin,
  securityPlugin,
  sessionsPlugin,
  storagePlugin,
  systemPlugin,
  timelinePlugin,
  tokensPlugin,
  weatherPlugin,
  webAppPlugin,
} from './plugins/index';
import { seedDemo } from './seed/demo.seed';

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count is given as a function: Fastify trusts no hop at
 * all for a bare number, and `true` would trust every hop (the client's own X-Forwarded-For too).
 */
function trustProxyOf(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * The server as a tree of plugins, in the order they must load. Each infrastructure plugin (plugins/)
 * is a named fastify-plugin declaring what it depends on, so a misplaced one fails at start; each
 * module registers its own routes, queues and workers (modules/api-modules.ts).
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(config.LOG_FILE && { file: config.LOG_FILE }),
      serializers: { req: requestForLog },
    },
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_MB * 1024 * 1024,
  });
  await app.register(configPlugin, { config });
  await app.register(routeCataloguePlugin);
  // Services, closed in the reverse order (the database last).
  await app.register(databasePlugin);
  await app.register(storagePlugin);
  await app.register(jobsPlugin);
  await app.register(tokensPlugin);
  await app.register(sessionsPlugin);
  await app.register(systemPlugin);
  await app.register(messagingPlugin);
  await app.register(paymentsPlugin);
  await app.register(accountingPlugin);
  await app.register(weatherPlugin);
  await app.register(pushPlugin);
  // Before realtime: answers say Connection: close from the moment closing begins.
  await app.register(gracefulClosePlugin);
  await app.register(realtimePlugin);
  // HTTP: hooks run in the order added, so the security headers reach even the maintenance 503.
  await app.register(apiConventionsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(apiDocsPlugin);
  await app.register(maintenancePlugin);
  await app.register(requestChecksPlugin);
  // Routes; every record's timeline is composed first (records register its routes).
  await app.register(timelinePlugin);
  await app.register(apiModules, { prefix: '/v1' });
  await app.register(calendarFeedDocumentRoutes, { lookupRateLimit: config.LINK_RATE_LIMIT });
  await app.register(helpRoutes);
  await app.register(webAppPlugin);

  if (config.DEMO) await seedDemo(app);
  return app;
}
