import type { UnsubscribePayload } from '@fieldbook/domain/connect/connect.schemas';
import { emailsNotices, NOTICE_EMAIL_MESSAGES as MESSAGES } from '@fieldbook/domain/notifications/notice-emails';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../http/http-error';
import { createTokenSigner } from '../../http/signed-tokens';
import { businessLink } from '../../messaging/links';
import { recordActivity } from '../activity/index';
import { getCompany } from '../company/index';
import { findUser, setUserSetting } from '../users/index';

/**
 * The unsubscribe link of a staff member's notice emails (business email/unsubscribe/{code}): the
 * code names the company and the user, signed, so it needs no sign-in and cannot be made for another.
 */
export function noticeUnsubscribeLinks(config: Config) {
  const signer = createTokenSigner(config.appSecret, 'notice email unsubscribe');
  return {
    link: (companyId: number, userId: number) =>
      businessLink(config, `email/unsubscribe/${signer.sign([companyId, userId])}`),
    claimsOf(code: string) {
      const [companyId, userId] = (signer.verify(code, 2) ?? []).map(Number);
      return companyId && userId ? { companyId, userId } : null;
    },
  };
}

/** What opening the link does: shows whose notices they are, and turns their emails off (or on again). */
export function createNoticeUnsubscribe(deps: { db: Database; config: Config }) {
  const links = noticeUnsubscribeLinks(deps.config);

  async function userOf(code: string, tx: Executor, lock = false) {
    const claims = links.claimsOf(code);
    const user = claims ? await findUser(tx, claims.companyId, claims.userId, lock) : undefined;
    if (!claims || !user?.active) throw notFound(MESSAGES.unsubscribeInvalid);
    return { user, company: await getCompany(tx, claims.companyId) };
  }

  return {
    async status(code: string): Promise<UnsubscribePayload> {
      const { user, company } = await userOf(code, deps.db);
      return { business: { company_name: company.companyName }, subscribed: emailsNotices(user.settings) };
    },

    /** Turns the user's notice emails off (or on again, to undo), logged as their activity. */
    async set(code: string, subscribed: boolean): Promise<{ payload: UnsubscribePayload; message: string }> {
      const { company } = await deps.db.transaction(async (tx) => {
        const found = await userOf(code, tx, true);
        if (emailsNotices(found.user.settings) === subscribed) return found;
        await setUserSetting(tx, found.company.id, found.user.id, 'noticeEmails', subscribed);
        await recordActivity(tx, {
          companyId: found.company.id,
          userId: found.user.id,
          action: 'notice_emails',
          subjectType: 'user',
          subjectId: found.user.id,
          description: subscribed
            ? 'Turned notice emails back on from the emailed link'
            : 'Unsubscribed from notice emails from the emailed link',
        });
        return found;
      });
      const name = company.companyName;
      return {
        payload: { business: { company_name: name }, subscribed },
        message: subscribed ? MESSAGES.resubscribed(name) : MESSAGES.unsubscribed(name),
      };
    },
  };
}
