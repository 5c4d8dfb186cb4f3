import { z } from '../zod';

/** devices/token's device_type for a browser's Web Push subscription (its device_token is the subscription's JSON). */
export const WEB_PUSH_DEVICE_TYPE = 'webpush';

export const PUSH_MESSAGES = {
  badSubscription: 'The device token must be a push subscription (an endpoint and its p256dh and auth keys).',
  enabled: 'Notifications are enabled on this device.',
  blocked: 'Notifications are blocked. Allow them in your browser’s site settings to turn them on.',
  unsupported: 'This browser cannot show notifications.',
  failed: 'Notifications could not be turned on. Please try again.',
} as const;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** A browser's PushSubscription as JSON.stringify gives it (expirationTime may be there too). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: base64url.min(80).max(200), auth: base64url.min(16).max(50) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** The subscription in a device token, or null when it is not one. */
export function parsePushSubscription(token: string | null | undefined): PushSubscriptionJson | null {
  if (!token) return null;
  try {
    const parsed = pushSubscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** GET v1/devices/push/key: the server's VAPID public key, which the browser subscribes with. */
export const pushKeySchema = z.object({ public_key: z.string() });
