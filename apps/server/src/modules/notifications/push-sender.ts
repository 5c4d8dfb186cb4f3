import { Agent } from 'node:https';
import { connect } from 'node:net';
import { parsePushSubscription } from '@fieldbook/domain/devices/web-push';
import { notificationPath } from '@fieldbook/domain/notifications/notification-paths';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { forgetDeviceToken, webPushDevicesOf } from '../auth/index';
import { claimForPush } from './notifications.repository';
import type { VapidKeys } from './vapid-keys';

/** What the service worker shows (apps/web/sw/sw.ts). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
  tag: string;
}

/** Who push services may contact about our pushes: VAPID_SUBJECT, else the site's https address, else a mailto. */
export function vapidSubjectOf(config: Pick<Config, 'VAPID_SUBJECT' | 'publicUrl'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  return config.publicUrl.startsWith('https:') ? config.publicUrl : 'mailto:no-reply@fieldbook.local';
}

/** How long a push service keeps trying an offline browser: a notification a day old is stale. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * https.request over plain TCP, for an http: endpoint (a local stand-in push service, allowed only
 * with WEB_PUSH_ALLOW_HTTP): web-push always uses https.request, which accepts any https.Agent.
 */
class PlainAgent extends Agent {
  override createConnection(options: { host?: string | null; port?: number | null }) {
    return connect({ host: options.host ?? '127.0.0.1', port: options.port ?? 80 });
  }
}

/**
 * Browser push (the Web Push protocol through the web-push library): a message to every web-push
 * device of a user. A subscription the push service says is gone (404, 410) is forgotten.
 */
export function createPushSender(deps: {
  db: Database;
  keys: VapidKeys;
  subject: string;
  allowHttp: boolean;
  /** "businessLink": the absolute URL of a business portal page. */
  linkOf: (path: string) => string;
  onError: (error: unknown) => void;
}) {
  const { db } = deps;
  const plain = new PlainAgent();

  async function send(companyId: number, userId: number, message: PushMessage): Promise<number> {
    const rows = await webPushDevicesOf(db, companyId, userId);
    let sent = 0;
    await Promise.all(
      rows.map(async (row) => {
        const subscription = parsePushSubscription(row.token);
        if (!subscription) return;
        const http = subscription.endpoint.startsWith('http:');
        if (http && !deps.allowHttp) return;
        try {
          await webpush.sendNotification(subscription, JSON.stringify(message), {
            vapidDetails: { subject: deps.subject, publicKey: deps.keys.publicKey, privateKey: deps.keys.privateKey },
            TTL: TTL_SECONDS,
            timeout: 10_000,
            ...(http ? { agent: plain } : {}),
          });
          sent++;
        } catch (error) {
          if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            // The browser unsubscribed or the subscription expired: stop sending to it.
            await forgetDeviceToken(db, companyId, row.id);
            return;
          }
          deps.onError(error);
        }
      }),
    );
    return sent;
  }

  return {
    publicKey: deps.keys.publicKey,
    send,

    /**
     * Pushes a committed notification once: every server hears its announcement, and the first to
     * mark it pushed sends it (the others find it marked).
     */
    async pushNotification(companyId: number, notificationId: number): Promise<void> {
      const row = await claimForPush(db, companyId, notificationId);
      if (!row) return;
      const path = notificationPath(row.data);
      await send(companyId, row.userId, {
        title: row.title,
        body: row.body,
        url: deps.linkOf(path ?? ''),
        tag: `notification-${notificationId}`,
      });
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
