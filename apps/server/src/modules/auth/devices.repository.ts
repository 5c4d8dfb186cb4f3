import { WEB_PUSH_DEVICE_TYPE } from '@fieldbook/domain/devices/web-push';
import { and, eq, exists, gt, isNotNull, isNull, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { devices, sessions } from '../../db/schema/index';

/** The devices table (a signed-in browser and its push subscription): auth is its only writer. */

export async function upsertDevice(db: Executor, values: typeof devices.$inferInsert) {
  await db
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({
      target: [devices.companyId, devices.userId, devices.guid],
      // Sign-in registers the browser without a token: that keeps the push subscription it already gave.
      set: {
        ...values,
        deviceToken: sql`coalesce(excluded.device_token, ${devices.deviceToken})`,
        deviceType: sql`case when excluded.device_token is null then ${devices.deviceType} else excluded.device_type end`,
        updatedAt: new Date(),
      },
    });
}

/**
 * Clears a device token from every other device row, whoever's: a push subscription is one browser, so
 * it belongs to whoever registered it last (another user signing in there must not get their pushes).
 */
export async function forgetTokenElsewhere(
  db: Executor,
  companyId: number,
  userId: number,
  guid: string,
  token: string,
) {
  await db
    .update(devices)
    .set({ deviceToken: null, updatedAt: new Date() })
    .where(
      and(
        eq(devices.deviceToken, token),
        not(and(eq(devices.companyId, companyId), eq(devices.userId, userId), eq(devices.guid, guid)) ?? sql`false`),
      ),
    );
}

/** Signing out stops pushes to that browser: the session's device gives up its token. */
export async function forgetSessionDeviceToken(db: Executor, companyId: number, sessionId: number) {
  await db
    .update(devices)
    .set({ deviceToken: null, updatedAt: new Date() })
    .where(
      and(
        eq(devices.companyId, companyId),
        sql`(${devices.userId}, ${devices.guid}) = (select s.user_id, s.guid from sessions s
          where s.company_id = ${companyId} and s.id = ${sessionId})`,
      ),
    );
}

/**
 * The web-push subscriptions of a user's browsers that are still signed in as that user: a browser
 * whose session ended (a password change or reset elsewhere, deactivation, a stolen refresh token, its
 * expiry) shows nothing more of theirs to whoever holds it now.
 */
export const webPushDevicesOf = (db: Executor, companyId: number, userId: number) =>
  db
    .select({ id: devices.id, token: devices.deviceToken })
    .from(devices)
    .where(
      and(
        eq(devices.companyId, companyId),
        eq(devices.userId, userId),
        eq(devices.deviceType, WEB_PUSH_DEVICE_TYPE),
        isNotNull(devices.deviceToken),
        exists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(
              and(
                eq(sessions.companyId, companyId),
                eq(sessions.userId, userId),
                eq(sessions.guid, devices.guid),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, sql`now()`),
              ),
            ),
        ),
      ),
    );

/** A subscription the push service says is gone: stop sending to it. */
export async function forgetDeviceToken(db: Executor, companyId: number, deviceId: number) {
  await db
    .update(devices)
    .set({ deviceToken: null, updatedAt: new Date() })
    .where(and(eq(devices.companyId, companyId), eq(devices.id, deviceId)));
}
