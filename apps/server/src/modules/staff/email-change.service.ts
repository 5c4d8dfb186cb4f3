import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { EMAIL_CHANGE_HOURS, STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/http-error';
import { businessLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import { recordActivity } from '../activity/activity.service';
import { endSessions } from '../auth/sessions';
import { randomToken, sha256 } from '../auth/tokens';
import * as changes from './email-change.repository';
import * as repo from './staff.repository';

export interface EmailChangeDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
}

const invalid = () => notFound(STAFF_MESSAGES.emailChangeInvalid);

/**
 * Email changes (spec section 4): the new address stays pending as unverified_email until its owner
 * opens the verify link (valid EMAIL_CHANGE_HOURS); the old address keeps signing in until then and
 * is told, with a link to reverse the change in case the account was taken over.
 */
export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db, mailer, config } = deps;

  return {
    /**
     * Inside the caller's update transaction: cancels any pending change, stores the new one and
     * queues both emails. Answers the outbox ids to deliver once the transaction commits.
     */
    async request(tx: Executor, user: repo.StaffRow, newEmail: string, actorUserId: number) {
      await changes.cancelPending(tx, user.companyId, user.id);
      const verifyCode = randomToken();
      const reverseCode = randomToken();
      await changes.insertEmailChange(tx, {
        companyId: user.companyId,
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        verifyCodeHash: sha256(verifyCode),
        reverseCodeHash: sha256(reverseCode),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
      });
      const row = await repo.updateStaffRow(tx, user, { unverifiedEmail: newEmail });
      await recordActivity(tx, {
        companyId: user.companyId,
        userId: actorUserId,
        action: 'user_email_change_requested',
        subjectType: 'user',
        subjectId: user.id,
        description: `Requested an email change for ${user.firstName} ${user.lastName} to ${newEmail}`,
      });
      const site = config.SITE_NAME;
      const outbox = [
        await mailer.queue(tx, {
          companyId: user.companyId,
          to: newEmail,
          subject: `Confirm your new ${site} email address`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `Open this link to make ${newEmail} the email address of your ${site} account:`,
            businessLink(config, `email/verify/${verifyCode}`),
            '',
            `The link expires in ${EMAIL_CHANGE_HOURS} hours. Until then you keep signing in with ${user.email}.`,
          ].join('\n'),
        }),
        await mailer.queue(tx, {
          companyId: user.companyId,
          to: user.email,
          subject: `Your ${site} email address is being changed`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `A change of your ${site} email address to ${newEmail} was requested.`,
            'If you did not ask for this, open this link to undo it and sign out every device:',
            businessLink(config, `email/reverse/${reverseCode}`),
          ].join('\n'),
        }),
      ];
      return { row, outbox };
    },

    /** The verify link: the pending address becomes the sign-in address. */
    async verify(code: string) {
      await db
        .transaction(async (tx) => {
          const change = await changes.findByCodeHash(tx, 'verify', sha256(code));
          const usable =
            change &&
            !change.verifiedAt &&
            !change.reversedAt &&
            !change.cancelledAt &&
            change.expiresAt.getTime() > Date.now();
          if (!usable) throw invalid();
          const user = await repo.findStaff(tx, change.companyId, change.userId, true);
          if (!user?.active) throw invalid();
          await repo.updateStaffRow(tx, user, { email: change.newEmail, unverifiedEmail: null });
          await changes.markChange(tx, change, { verifiedAt: new Date() });
          await recordActivity(tx, {
            companyId: user.companyId,
            userId: user.id,
            action: 'user_email_verified',
            subjectType: 'user',
            subjectId: user.id,
            description: `Changed email address from ${change.oldEmail} to ${change.newEmail}`,
          });
        })
        .catch((error: unknown) => {
          // Someone else took the address while this change was pending.
          if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
          throw error;
        });
      return STAFF_MESSAGES.emailChangeVerified;
    },

    /**
     * The reverse link sent to the old address: undoes the user's latest change (verified or still
     * pending) and ends every session, since whoever asked for it may have taken over the account.
     */
    async reverse(code: string) {
      await db
        .transaction(async (tx) => {
          const change = await changes.findByCodeHash(tx, 'reverse', sha256(code));
          if (!change || change.reversedAt || change.cancelledAt) throw invalid();
          const latest = await changes.latestForUser(tx, change.companyId, change.userId);
          if (latest?.id !== change.id) throw invalid();
          const user = await repo.findStaff(tx, change.companyId, change.userId, true);
          if (!user) throw invalid();
          await repo.updateStaffRow(tx, user, {
            unverifiedEmail: null,
            ...(change.verifiedAt ? { email: change.oldEmail } : {}),
          });
          await changes.markChange(tx, change, { reversedAt: new Date() });
          await endSessions(tx, { companyId: user.companyId, userId: user.id }, 'email_change_reversed');
          await recordActivity(tx, {
            companyId: user.companyId,
            userId: user.id,
            action: 'user_email_reversed',
            subjectType: 'user',
            subjectId: user.id,
            description: `Reversed the email change to ${change.newEmail}; ${change.oldEmail} is the email address again`,
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
          throw error;
        });
      return STAFF_MESSAGES.emailChangeReversed;
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
