import { REALTIME_EVENTS } from '@fieldbook/domain/realtime/realtime.constants';
import fp from 'fastify-plugin';
import type { NotificationEvent } from '../modules/notifications/index';
import { type EndedSessions, type Realtime, startRealtime } from '../realtime/realtime';
import { listenForSystemEvents, SESSIONS_ENDED } from '../realtime/system-channel';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * socket.io on the app's HTTP server, and the system channel every server listens on: each tells its
 * own sockets (and pushes its own notifications) what any server committed.
 */
export const realtimePlugin = fp(
  async (app) => {
    const { config, push, system } = app;
    const realtime = await startRealtime(app, {
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      publicUrl: config.PUBLIC_URL,
    });
    app.decorate('realtime', realtime);
    // Open sockets would keep the HTTP server from closing.
    app.addHook('preClose', () => realtime.close());
    const systemEvents = await listenForSystemEvents(
      app.databaseUrl,
      (event, data) => {
        if (event === SESSIONS_ENDED) return realtime.endSessionsLocally(data as EndedSessions);
        if (event === REALTIME_EVENTS.notification) {
          const { companyId, userId, notification } = data as NotificationEvent;
          // Heard only once committed; a failed push is logged and never reaches the request.
          push.pushNotification(companyId, notification.id).catch((error) => app.log.error(error));
          return realtime.notifyUserLocally(companyId, userId, notification);
        }
        if (event === REALTIME_EVENTS.maintenance) system.forgetMaintenance();
        realtime.publishSystemLocally(event, data);
      },
      (error) => app.log.error(error),
    );
    app.addHook('onClose', () => systemEvents.close());
  },
  { name: 'realtime', dependencies: ['database', 'tokens', 'sessions', 'system', 'push'] },
);
