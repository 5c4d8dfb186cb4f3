import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import {
  COMPANY_RESET_ERASES,
  COMPANY_RESET_KEEPS,
  COMPANY_RESET_MINUTES,
  type CompanyResetCounts,
  type CompanyResetStatus,
  COMPANY_RESET_MESSAGES as MESSAGES,
} from '@fieldbook/domain/company/company-reset.schemas';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError, forbidden, notFound } from '../../http/http-error';
import { businessLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import type { Storage } from '../../storage/storage';
import { recordActivity } from '../activity/index';
import { ACCOUNT_LIMITS, oauthStates, spendTry, verifyPassword } from '../auth/index';
import { findCompany, subscriptionStatusOf } from '../company/index';
import { findUser } from '../users/index';
import { recordCounts } from './company-reset.repository';
import { eraseRecords } from './erase-records';

const codes = (db: Executor) => oauthStates(db, 'company-reset', COMPANY_RESET_MINUTES * 60_000);

const summary = (counts: CompanyResetCounts) =>
  Object.entries(counts)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');

/**
 * Resetting a company's data: only its owner, only while on the free trial, only with their password,
 * a single-use link emailed to them (COMPANY_RESET_MINUTES) and the company's name typed again.
 * Nothing is erased before all of that; a mistyped name keeps the link.
 */
export function createCompanyReset(deps: { db: Database; mailer: Mailer; config: Config; storage: Storage }) {
  const { db, mailer, config } = deps;

  /** The company, the user, and why they may not reset it now (null: they may). */
  async function standing(tx: Executor, auth: AuthContext, lock = false) {
    const company = await findCompany(tx, auth.companyId, lock);
    const user = await findUser(tx, auth.companyId, auth.userId);
    if (!company || !user) throw notFound();
    const reason = !user.createdCompany
      ? MESSAGES.ownerOnly
      : (await subscriptionStatusOf(tx, company)) !== 'TRIAL'
        ? MESSAGES.trialOnly
        : null;
    return { company, user, reason };
  }

  const refuse = (reason: string) => (reason === MESSAGES.ownerOnly ? forbidden(reason) : conflict(reason));

  return {
    /** Whether the user may ask for a reset; what it would erase, to the owner only. */
    async status(auth: AuthContext): Promise<CompanyResetStatus> {
      const { company, user, reason } = await standing(db, auth);
      return {
        company_name: company.companyName,
        can_reset: reason === null,
        reason,
        counts: user.createdCompany ? await recordCounts(db, company.id) : null,
      };
    },

    /** Emails the owner the confirmation link (at most ACCOUNT_LIMITS.companyResetLink an hour). */
    async request(auth: AuthContext, password: string): Promise<string> {
      const { company, user, reason } = await standing(db, auth);
      if (reason) throw refuse(reason);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw fieldError('password', AUTH_MESSAGES.passwordIncorrect);
      }
      await spendTry(db, ACCOUNT_LIMITS.companyResetLink, user.email);
      const mailId = await db.transaction(async (tx) => {
        const code = await codes(tx).issue(auth);
        await recordActivity(tx, {
          companyId: company.id,
          userId: user.id,
          action: 'company_reset_requested',
          subjectType: 'company',
          subjectId: company.id,
          description: 'Asked to reset the company data (a confirmation link was emailed)',
        });
        return mailer.queue(tx, {
          companyId: company.id,
          to: user.email,
          subject: `Confirm resetting ${company.companyName}’s data`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `You asked to erase ${company.companyName}’s records in ${config.SITE_NAME}: ${COMPANY_RESET_ERASES.join('; ')}.`,
            `It keeps ${COMPANY_RESET_KEEPS.join('; ')}.`,
            '',
            `To go ahead, sign in as ${user.email} and open this link within ${COMPANY_RESET_MINUTES} minutes. It works once:`,
            businessLink(config, `company/reset/${code}`),
            '',
            'If you did not ask for this, ignore this email and change your password: nothing is erased without the link.',
          ].join('\n'),
        });
      });
      void mailer.deliver(mailId);
      return MESSAGES.emailed(user.email);
    },

    /** What the emailed link would erase, without spending it. */
    async preview(auth: AuthContext, code: string): Promise<CompanyResetStatus> {
      if (!(await codes(db).isLive(code, auth))) throw notFound(MESSAGES.linkInvalid);
      const { company, reason } = await standing(db, auth);
      return {
        company_name: company.companyName,
        can_reset: reason === null,
        reason,
        counts: await recordCounts(db, company.id),
      };
    },

    /** Spends the link and erases the records, in one transaction with the company locked. */
    async confirm(auth: AuthContext, code: string, typedName: string) {
      const done = await db.transaction(async (tx) => {
        const { company, user, reason } = await standing(tx, auth, true);
        if (!(await codes(tx).isLive(code, auth))) throw notFound(MESSAGES.linkInvalid);
        if (reason) throw refuse(reason);
        if (typedName !== company.companyName) {
          throw fieldError('company_name', MESSAGES.nameMismatch(company.companyName));
        }
        if (!(await codes(tx).consume(code, auth))) throw notFound(MESSAGES.linkInvalid);
        const counts = await recordCounts(tx, company.id);
        const thumbnails = await eraseRecords(tx, company.id);
        await recordActivity(tx, {
          companyId: company.id,
          userId: user.id,
          action: 'company_reset',
          subjectType: 'company',
          subjectId: company.id,
          description: `Reset the company data, erasing ${summary(counts)}`,
        });
        const mailId = await mailer.queue(tx, {
          companyId: company.id,
          to: user.email,
          subject: `${company.companyName}’s data was reset`,
          text: [
            `Hi ${user.firstName},`,
            '',
            `${MESSAGES.done(company.companyName)} Erased: ${summary(counts)}.`,
            `Kept: ${COMPANY_RESET_KEEPS.join('; ')}.`,
          ].join('\n'),
        });
        return { company, counts, thumbnails, mailId };
      });
      void mailer.deliver(done.mailId);
      // The rows are gone; a thumbnail left behind is only unused bytes, never shown again.
      await Promise.allSettled(done.thumbnails.map((key) => deps.storage.delete(key)));
      return { message: MESSAGES.done(done.company.companyName), counts: done.counts };
    },
  };
}
