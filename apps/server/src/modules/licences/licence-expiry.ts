import { parseDateOnly } from '@fieldbook/domain/dates/date-codec';
import { formatDate } from '@fieldbook/domain/format/en-au';
import { LICENCE_EXPIRY_NOTICE_DAYS, licenceState } from '@fieldbook/domain/licences/licences.constants';
import { emailsNotices } from '@fieldbook/domain/notifications/notice-emails';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { businessLink } from '../../messaging/links';
import type { Mailer } from '../../messaging/mailer';
import { getCompany } from '../company/index';
import { noticeUnsubscribeLinks, notifyUser } from '../notifications/index';
import { holderAndStaffManagers } from '../users/index';
import { noticeWorkAtRisk, type WorkAtRisk } from './licence-work-notice';
import type { LicenceRow } from './licences.repository';
import * as repo from './licences.repository';

export const LICENCE_EXPIRY_QUEUE = 'licence-expiry-notice';

/** Notices go out at this hour of the company's day. */
const NOTICE_HOUR = 9;

interface ExpiryNotice {
  companyId: number;
  licenceId: number;
  /** The expiry date the notice was planned for: a moved date makes it stale. */
  expiryDate: string;
  kind: 'soon' | 'today';
}

/**
 * When the two notices are due: 30 days before the expiry and on the day, at 09:00 where the
 * company is. A first notice whose moment has passed goes at once while the licence is still
 * current; one on a day already gone is not sent.
 */
export function noticeTimes(expiryDate: string, timezone: string, now = new Date()) {
  const day = parseDateOnly(expiryDate, timezone).set({ hour: NOTICE_HOUR });
  const soon = day.minus({ days: LICENCE_EXPIRY_NOTICE_DAYS }).toJSDate();
  const today = day.toJSDate();
  if (today <= now) return [];
  return [
    { kind: 'soon' as const, at: soon > now ? soon : now },
    { kind: 'today' as const, at: today },
  ];
}

/** Replaces a licence's pending notices with ones for its current expiry (none when archived or undated). */
export async function rescheduleExpiryNotices(jobs: JobRunner, tx: Executor, licence: LicenceRow, timezone: string) {
  await jobs.cancel(tx, LICENCE_EXPIRY_QUEUE, licence.expiryJobIds);
  if (licence.archivedAt !== null || licence.expiryDate === null) return [];
  const ids: string[] = [];
  for (const { kind, at } of noticeTimes(licence.expiryDate, timezone)) {
    const notice: ExpiryNotice = {
      companyId: licence.companyId,
      licenceId: licence.id,
      expiryDate: licence.expiryDate,
      kind,
    };
    ids.push(await jobs.send(tx, LICENCE_EXPIRY_QUEUE, notice, at));
  }
  return ids;
}

/**
 * Runs one notice: re-reads the licence and notifies the holder and the managers, unless it went
 * stale or was sent already; each is emailed too unless they unsubscribed from notice emails (the link
 * at the foot).
 */
export function createLicenceExpiryWorker(deps: {
  db: Database;
  mailer: Mailer;
  config: Config;
  workAtRisk?: WorkAtRisk | undefined;
}) {
  const { db, mailer, config, workAtRisk } = deps;
  const unsubscribe = noticeUnsubscribeLinks(config);
  return async function sendNotice(notice: ExpiryNotice) {
    const found = await repo.findLicence(db, notice.companyId, notice.licenceId);
    if (!found) return;
    const { licence, holder } = found;
    if (licence.archivedAt !== null || licence.expiryDate !== notice.expiryDate) return;
    const company = await getCompany(db, notice.companyId);
    const state = licenceState(licence.stateId);
    const holderName = `${holder.firstName} ${holder.lastName}`.trim();
    const date = formatDate(licence.expiryDate);
    const what = [licence.descriptor, `licence ${licence.licenceNumber}`, state ? `(${state.code})` : null]
      .filter(Boolean)
      .join(' ');
    const subject =
      notice.kind === 'today' ? `${holderName}'s ${what} expires today` : `${holderName}'s ${what} expires on ${date}`;
    const ids = await db.transaction(async (tx) => {
      const queued: number[] = [];
      // Once per kind and expiry date: a job run again (after a crash, or by a second worker) sends nothing.
      if (!(await repo.claimExpiryNotice(tx, notice))) return queued;
      for (const person of await holderAndStaffManagers(tx, notice.companyId, holder.id)) {
        await notifyUser(tx, {
          companyId: notice.companyId,
          userId: person.id,
          title: subject,
          body: `Renew it and update licence ${licence.licenceNumber} in Fieldbook.`,
          about: { type: 'licence', id: licence.id },
        });
        if (!emailsNotices(person.settings)) continue;
        queued.push(
          await mailer.queue(tx, {
            companyId: notice.companyId,
            to: person.email,
            subject,
            text: [
              `Hi ${person.firstName},`,
              '',
              `${person.id === holder.id ? 'Your' : `${holderName}'s`} ${what} at ${company.companyName} ${
                notice.kind === 'today' ? 'expires today' : `expires on ${date}`
              }.`,
              'Renew it and update the licence in Fieldbook:',
              businessLink(config, `users/licences/${licence.id}`),
              '',
              `You see every notice under the bell in ${config.SITE_NAME}. To stop notice emails like this one:`,
              unsubscribe.link(notice.companyId, person.id),
            ].join('\n'),
          }),
        );
      }
      if (workAtRisk) await noticeWorkAtRisk(tx, workAtRisk, found, company.timezone);
      return queued;
    });
    for (const id of ids) await mailer.deliver(id);
  };
}
