import type { UserSettingKey } from '@fieldbook/domain/account/user-settings.schemas';
import {
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type DeviceTokenBody,
  type UpdateProfileBody,
} from '@fieldbook/domain/auth/auth.schemas';
import { PASSWORD_MESSAGES } from '@fieldbook/domain/auth/password.rules';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { WEB_PUSH_DEVICE_TYPE } from '@fieldbook/domain/devices/web-push';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { fieldError, invalid, notFound } from '../../http/http-error';
import type { Mailer } from '../../messaging/mailer';
import { recordActivity } from '../activity/index';
import * as users from '../users/index';
import * as repo from './auth.repository';
import * as devicesRepo from './devices.repository';
import { createEmailChangeService } from './email-change.service';
import { hashPassword, matchesAny, verifyPassword } from './passwords';
import { endSessions } from './sessions';
import { randomToken, sha256 } from './tokens';

const PASSWORD_CONFIRMATION_MINUTES = 15;

/** The user's columns `details` shows. */
type PresentedUser = Pick<
  users.UserRow,
  'id' | 'firstName' | 'lastName' | 'color' | 'email' | 'unverifiedEmail' | 'role' | 'createdCompany' | 'updatedAt'
>;

/** The signed-in user as `details` of the load call. */
export function presentUser(user: PresentedUser, timezone: string) {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
    color: user.color,
    email: user.email,
    unverified_email: user.unverifiedEmail,
    signature: null,
    profile_image: null,
    role: user.role,
    created_company: user.createdCompany,
    calendar: { slot_duration: 30 },
    updated_at: formatSqlDate(user.updatedAt, timezone),
  };
}

export function createAccountService(deps: { db: Database; mailer: Mailer; config: Config }) {
  const { db, mailer } = deps;
  const emailChange = createEmailChangeService(deps);

  async function currentUser(auth: AuthContext): Promise<users.UserRow> {
    const user = await users.findUser(db, auth.companyId, auth.userId);
    if (!user) throw notFound();
    return user;
  }

  return {
    currentUser,

    /**
     * Saves the names; a new email (with the current password) starts the email change flow instead of
     * replacing the address: it stays pending until verified from the new address, and the old one
     * hears of it with a link to reverse it.
     */
    async updateProfile(auth: AuthContext, body: UpdateProfileBody, timezone: string) {
      const user = await currentUser(auth);
      const newEmail = body.email !== user.email.toLowerCase() ? body.email : null;
      if (newEmail) {
        if (!body.password) throw fieldError('password', 'Enter your current password to change your email.');
        if (!(await verifyPassword(user.passwordHash, body.password))) {
          throw fieldError('password', AUTH_MESSAGES.passwordIncorrect);
        }
        if (await users.findUserByEmail(db, newEmail)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
      }
      const outbox: number[] = [];
      const updated = await db.transaction(async (tx) => {
        const current = await users.findUser(tx, auth.companyId, auth.userId, true);
        if (!current) throw notFound();
        let row = await users.updateUserRow(tx, current, { firstName: body.first_name, lastName: body.last_name });
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'profile_updated',
          subjectType: 'user',
          subjectId: auth.userId,
          description: 'Updated the profile',
        });
        if (newEmail) {
          const requested = await emailChange.request(tx, row, newEmail, auth.userId);
          row = requested.row;
          outbox.push(...requested.outbox);
        }
        return row;
      });
      for (const id of outbox) void mailer.deliver(id);
      return { details: presentUser(updated, timezone), requestedNewEmail: newEmail };
    },

    /** Changes the password, refusing recent ones, and signs out every other device. */
    async changePassword(auth: AuthContext, body: ChangePasswordBody) {
      const user = await currentUser(auth);
      if (!(await verifyPassword(user.passwordHash, body.current_password))) {
        throw fieldError('current_password', AUTH_MESSAGES.passwordIncorrect);
      }
      const history = await users.previousPasswordHashes(db, auth.companyId, auth.userId);
      if (await matchesAny([user.passwordHash, ...history], body.password)) {
        throw invalid({ password: [PASSWORD_MESSAGES.previous] });
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await users.setPassword(tx, auth.companyId, auth.userId, passwordHash);
        await endSessions(
          tx,
          { companyId: auth.companyId, userId: auth.userId, exceptSessionId: auth.sessionId },
          'password changed',
        );
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'password_changed',
          subjectType: 'user',
          subjectId: auth.userId,
          description: 'Changed the password',
        });
      });
    },

    /** Proof of a re-entered password for sensitive changes; the token lives 15 minutes. */
    async validatePassword(auth: AuthContext, password: string) {
      const user = await currentUser(auth);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw fieldError('password', AUTH_MESSAGES.passwordIncorrect);
      }
      const token = randomToken();
      await repo.insertPasswordConfirmation(db, {
        companyId: auth.companyId,
        userId: auth.userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + PASSWORD_CONFIRMATION_MINUTES * 60_000),
      });
      return { token };
    },

    /**
     * Saves the device; a Web Push subscription belongs to one browser, so the same subscription under
     * another guid (an earlier sign-in of that browser) is dropped there: one notification, one push.
     */
    registerDevice: (auth: AuthContext, body: DeviceTokenBody) =>
      db.transaction(async (tx) => {
        await devicesRepo.upsertDevice(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          guid: body.guid,
          deviceToken: body.device_token ?? null,
          deviceType: body.device_type ?? null,
          browserName: body.browser_name ?? null,
          browserVersion: body.browser_version ?? null,
          deviceOs: body.device_os ?? null,
          appVersion: body.app_version ?? null,
          deviceName: body.device_name ?? null,
        });
        if (body.device_type === WEB_PUSH_DEVICE_TYPE && body.device_token)
          await devicesRepo.forgetTokenElsewhere(tx, auth.companyId, auth.userId, body.guid, body.device_token);
      }),

    async saveSetting(auth: AuthContext, key: UserSettingKey, value: unknown) {
      const settings = await users.setUserSetting(db, auth.companyId, auth.userId, key, value);
      if (!settings) throw notFound();
      return settings;
    },

    dismissTip: (auth: AuthContext, key: string) =>
      users.addUserKey(db, auth.companyId, auth.userId, 'tipsDismissed', key),
    awardNewbie: (auth: AuthContext, key: string) => users.addUserKey(db, auth.companyId, auth.userId, 'newbie', key),
  };
}
