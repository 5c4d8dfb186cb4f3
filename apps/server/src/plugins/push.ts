import fp from 'fastify-plugin';
import { businessLink } from '../messaging/links';
import { createPushSender, type PushSender, persistedVapidKeys, vapidSubjectOf } from '../modules/notifications/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Browser push (Web Push) to staff's subscribed devices. */
    push: PushSender;
  }
}

export const pushPlugin = fp(
  async (app) => {
    const { config } = app;
    const push = createPushSender({
      db: app.db,
      keys: persistedVapidKeys(config.dataDir),
      subject: vapidSubjectOf(config),
      allowHttp: config.WEB_PUSH_ALLOW_HTTP,
      linkOf: (path) => businessLink(config, path),
      onError: (error) => app.log.error(error),
    });
    app.decorate('push', push);
  },
  { name: 'push', dependencies: ['database'] },
);
