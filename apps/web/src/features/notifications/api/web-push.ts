import { PUSH_MESSAGES, type pushKeySchema, WEB_PUSH_DEVICE_TYPE } from '@fieldbook/domain/devices/web-push';
import type { z } from '@fieldbook/domain/zod';
import { http } from '../../../lib/http-client';
import { APP_WORKER_URL } from '../../../lib/offline/app-worker';
import { session } from '../../../lib/session/session-store';

/** The app's one service worker shows pushes too (apps/web/sw/sw.ts), at the root so it covers every page. */
export const PUSH_WORKER_URL = APP_WORKER_URL;

export type PushState = 'unsupported' | 'off' | 'enabled' | 'blocked';
export type EnableOutcome = 'enabled' | 'blocked' | 'dismissed' | 'failed' | 'no-worker';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

/** The VAPID key as the browser's subscribe wants it (base64url to bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Where this device stands: blocked, or enabled when the worker holds a subscription. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL).catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  return subscription ? 'enabled' : 'off';
}

/** The browser's own name and version for the device list, from its user agent. */
function browserOf(agent: string): { name: string | null; version: string | null } {
  for (const [name, pattern] of [
    ['Edge', /Edg\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Chrome', /Chrome\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ] as const) {
    const match = pattern.exec(agent);
    if (match) return { name, version: match[1] ?? null };
  }
  return { name: null, version: null };
}

/**
 * Enable notifications: the browser's permission, the service worker, a push subscription with the
 * server's VAPID key, and that subscription registered as this device's token. A worker that cannot
 * be registered is only logged (platform spec section 8).
 */
export async function enablePush(): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.error('The push service worker could not be registered', error);
    return 'no-worker';
  }
  try {
    const { public_key } = await http.get<z.infer<typeof pushKeySchema>>('/devices/push/key');
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
    const browser = browserOf(navigator.userAgent);
    await http.post<null>('/devices/token', {
      guid: session.guid(),
      device_type: WEB_PUSH_DEVICE_TYPE,
      device_token: JSON.stringify(subscription),
      browser_name: browser.name,
      browser_version: browser.version,
    });
    return 'enabled';
  } catch (error) {
    console.error(PUSH_MESSAGES.failed, error);
    return 'failed';
  }
}
