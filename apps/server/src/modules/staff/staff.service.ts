import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import { ROLE_NAMES } from '@fieldbook/domain/permissions/roles.rules';
import {
  groupedPermissions,
  STAFF_LOG_PAGE_SIZE,
  STAFF_MESSAGES,
  STAFF_ROLE_DEFAULTS,
  STAFF_SET_PASSWORD_HOURS,
} from '@fieldbook/domain/staff/staff.constants';
import type { CreateStaffBody, StaffLogsQuery, UpdateStaffBody } from '@fieldbook/domain/staff/staff.schemas';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/http-error';
import { businessLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import { listActivityLogs, recordActivity } from '../activity/index';
import { createEmailChangeService, endSessions, hashPassword, insertUser, issuePasswordResetCode } from '../auth/index';
import { assertTrialSlot, getCompany } from '../company/index';
import { createLinkSigner } from '../files/index';
import * as users from '../users/index';
import { presentStaff } from './staff.presenter';
import * as repo from './staff.repository';
import { createStaffUpdater } from './staff-update';

export function createStaffService(deps: { db: Database; mailer: Mailer; config: Config }) {
  const { db, mailer, config } = deps;
  const timezoneOf = async (companyId: number) => (await getCompany(db, companyId)).timezone;
  // The same key derivation as the files module, so profile image links open through /v1/files.
  const signer = createLinkSigner(config.appSecret);
  const present = (user: users.UserRow, timezone: string) => presentStaff(user, timezone, signer);
  const emailChange = createEmailChangeService(deps);
  const updater = createStaffUpdater({ db, mailer, emailChange });

  async function load(dbx: Executor, auth: AuthContext, id: number, lock = false) {
    const user = await users.findUser(dbx, auth.companyId, id, lock);
    if (!user) throw notFound(STAFF_MESSAGES.notFound);
    return user;
  }

  /** The set-password email: a password-reset code (the reset flow sets it), valid longer than a reset. */
  async function queueSetPassword(tx: Executor, user: users.UserRow, inviter: string) {
    const code = await issuePasswordResetCode(tx, user, STAFF_SET_PASSWORD_HOURS * 3_600_000);
    return mailer.queue(tx, {
      companyId: user.companyId,
      to: user.email,
      subject: `Set your ${config.SITE_NAME} password`,
      text: [
        `Hi ${user.firstName},`,
        '',
        `${inviter} has added you to ${config.SITE_NAME}. Open this link to choose your password:`,
        businessLink(config, `password/reset/${code}`),
        '',
        `Your code is ${code}. It expires in ${STAFF_SET_PASSWORD_HOURS} hours.`,
      ].join('\n'),
    });
  }

  return {
    /** Throws 404 ('User could not be found') unless the user is in the caller's company. */
    assertStaff: (auth: AuthContext, id: number) => load(db, auth, id),

    /** Deactivated users are read-only: their notes and attachments cannot change either. */
    async assertWritable(auth: AuthContext, id: number) {
      const user = await load(db, auth, id);
      if (!user.active) throw conflict(STAFF_MESSAGES.archivedReadOnly);
      return user;
    },

    async presentOne(auth: AuthContext, id: number) {
      return present(await load(db, auth, id), await timezoneOf(auth.companyId));
    },

    async all(auth: AuthContext) {
      const timezone = await timezoneOf(auth.companyId);
      return (await repo.listStaff(db, auth.companyId)).map((user) => present(user, timezone));
    },

    permissions() {
      return {
        roles: ROLE_NAMES.filter((name) => name !== 'Owner').map((name) => ({ name })),
        permissions: groupedPermissions(),
        defaults: STAFF_ROLE_DEFAULTS,
      };
    },

    async create(auth: AuthContext, body: CreateStaffBody) {
      const role = body.roles[0] ?? 'Field Staff';
      const permissions: readonly PermissionKey[] = body.permissions ?? STAFF_ROLE_DEFAULTS[role];
      // A manager cannot hand out more than they hold (an Administrator cannot grant billing).
      if (permissions.some((key) => !auth.permissions.includes(key))) {
        throw fieldError('permissions', STAFF_MESSAGES.grantUnheld);
      }
      if (await users.findUserByEmail(db, body.email)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
      // No password given: an unguessable one, replaced through the emailed set-password link.
      const passwordHash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
      let outboxId: number | null = null;
      const user = await db
        .transaction(async (tx) => {
          await assertTrialSlot(tx, auth.companyId, 'staff', (dbx) => repo.countActiveStaff(dbx, auth.companyId));
          const inserted = await insertUser(tx, {
            companyId: auth.companyId,
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            passwordHash,
            role,
            ...(body.color ? { color: body.color } : {}),
          });
          const row = await users.updateUserRow(tx, inserted, { permissions: [...permissions] });
          const inviter = await load(tx, auth, auth.userId);
          if (body.password === undefined) outboxId = await queueSetPassword(tx, row, inviter.firstName);
          await recordActivity(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            action: 'user_created',
            subjectType: 'user',
            subjectId: row.id,
            description: `Created staff member ${row.firstName} ${row.lastName}`,
          });
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw fieldError('email', AUTH_MESSAGES.emailTaken);
          throw error;
        });
      if (outboxId !== null) void mailer.deliver(outboxId);
      return present(user, await timezoneOf(auth.companyId));
    },

    /** PUT: the Edit Account dialog's save; a changed email stays pending until verified. */
    async update(auth: AuthContext, body: UpdateStaffBody) {
      const { row, requestedNewEmail } = await updater(auth, body);
      return { user: present(row, await timezoneOf(auth.companyId)), requested_new_email: requestedNewEmail };
    },

    /** users/logs: one user's actions (user_id) or the whole company's, newest first. */
    async logs(auth: AuthContext, query: StaffLogsQuery) {
      if (query.user_id !== undefined) await load(db, auth, query.user_id);
      const filter = {
        companyId: auth.companyId,
        ...(query.user_id !== undefined ? { userId: query.user_id } : {}),
        ...(query.search ? { search: query.search } : {}),
        page: query.page,
        rows: STAFF_LOG_PAGE_SIZE,
      };
      return listActivityLogs(db, filter, await timezoneOf(auth.companyId));
    },

    /** Deactivates an active user (ending every session at once) or restores a deactivated one. */
    async toggleActive(auth: AuthContext, id: number) {
      const user = await db.transaction(async (tx) => {
        const current = await load(tx, auth, id, true);
        if (current.active) {
          if (current.createdCompany) throw conflict(STAFF_MESSAGES.ownerCannotBeDeactivated);
          if (current.id === auth.userId) throw conflict(STAFF_MESSAGES.cannotDeactivateSelf);
        } else {
          // A restore counts toward the trial limit as a create does.
          await assertTrialSlot(tx, auth.companyId, 'staff', (dbx) => repo.countActiveStaff(dbx, auth.companyId));
        }
        const row = await users.updateUserRow(tx, current, { active: !current.active });
        if (!row.active) await endSessions(tx, { companyId: auth.companyId, userId: id }, 'deactivated');
        await recordActivity(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          action: row.active ? 'user_restored' : 'user_deactivated',
          subjectType: 'user',
          subjectId: id,
          description: `${row.active ? 'Restored' : 'Deactivated'} ${row.firstName} ${row.lastName}`,
        });
        return row;
      });
      return {
        user: present(user, await timezoneOf(auth.companyId)),
        message: user.active ? STAFF_MESSAGES.restored : STAFF_MESSAGES.deactivated,
      };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
