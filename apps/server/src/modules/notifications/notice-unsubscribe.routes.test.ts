import { NOTICE_EMAIL_MESSAGES as MESSAGES } from '@fieldbook/domain/notifications/notice-emails';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { reminderUnsubscribeLinks } from '../appointments/reminder-unsubscribe';
import { createLicenceExpiryWorker } from '../licences/licence-expiry';
import { createLicence, daysFromToday, licenceBody } from '../licences/licences-test-kit';
import { createStaff, toggleStaff } from '../staff/staff-test-kit';
import { noticeUnsubscribeLinks } from './notice-unsubscribe';

// Notices run here by hand, not by the job workers, so each test sees exactly the ones it sends.
const ctx = useTestApp({ JOB_WORKERS: 'false' });
const URL = '/v1/user/email/unsubscribe';

let owner: Session;
let companyId: number;
let holder: { id: number; email: string };
let licence: { id: number };
let seq = 0;

const status = (code: string) => ctx.t.app.inject({ method: 'GET', url: URL, query: { code } });
const setTo = (code: string, subscribed: boolean) =>
  ctx.t.app.inject({ method: 'POST', url: URL, payload: { code, subscribed } });

/** Runs one expiry notice of the licence and answers who was emailed and who notified. */
async function runNotice() {
  const n = ++seq;
  // Each run its own expiry date: a licence's notice goes once per kind and date.
  const expiryDate = daysFromToday(4 + n);
  const marker = `GF-${n}`;
  await ctx.db.query('update licences set licence_number = $1, expiry_date = $2 where id = $3', [
    marker,
    expiryDate,
    licence.id,
  ]);
  await createLicenceExpiryWorker({ db: ctx.t.app.db, mailer: ctx.t.app.mailer, config: ctx.t.app.config })({
    companyId,
    licenceId: licence.id,
    expiryDate,
    kind: 'soon',
  });
  const like = `%licence ${marker} %`;
  const mail = await ctx.db.query<{ to: string; text: string }>(
    'select "to", text from email_outbox where subject like $1 order by "to"',
    [like],
  );
  const notified = await ctx.db.query<{ user_id: string }>(
    'select user_id from notifications where title like $1 order by user_id',
    [like],
  );
  return { mail: mail.rows, notified: notified.rows.map((row) => Number(row.user_id)) };
}

/** The unsubscribe code in a notice email. */
const codeIn = (text: string) => text.match(/\/email\/unsubscribe\/(\S+)/)?.[1] ?? '';

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Notice Plumbing' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  holder = await createStaff(ctx.t.app, owner);
  licence = await createLicence(ctx.t.app, owner, licenceBody(holder.id, { expiry_date: null }));
});

describe('the unsubscribe link of a notice email', () => {
  it('stops that person’s notice emails, not their notices nor anyone else’s emails, and undoes', async () => {
    const first = await runNotice();
    expect(first.mail.map((m) => m.to)).toEqual([holder.email, owner.email].sort());
    const holderMail = first.mail.find((m) => m.to === holder.email);
    expect(holderMail?.text).toContain('To stop notice emails like this one:');
    const code = codeIn(holderMail?.text ?? '');
    expect(code).not.toBe('');

    const shown = await status(code);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().payload).toEqual({ business: { company_name: 'Notice Plumbing' }, subscribed: true });

    const off = await setTo(code, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      payload: { subscribed: false },
      message: MESSAGES.unsubscribed('Notice Plumbing'),
    });
    const { rows: logs } = await ctx.db.query(
      `select user_id, description from activity_logs where company_id = $1 and action = 'notice_emails'`,
      [companyId],
    );
    expect(logs).toEqual([
      { user_id: holder.id, description: 'Unsubscribed from notice emails from the emailed link' },
    ]);

    const second = await runNotice();
    expect(second.mail.map((m) => m.to)).toEqual([owner.email]);
    // The bell still tells both.
    expect(second.notified.sort()).toEqual(first.notified.sort());
    expect(second.notified).toContain(holder.id);

    // Opening the link again changes nothing more; Undo turns the emails back on.
    expect((await setTo(code, false)).json().payload.subscribed).toBe(false);
    const on = await setTo(code, true);
    expect(on.json()).toMatchObject({
      payload: { subscribed: true },
      message: MESSAGES.resubscribed('Notice Plumbing'),
    });
    expect((await runNotice()).mail.map((m) => m.to)).toEqual([holder.email, owner.email].sort());
  });

  it('refuses a forged, altered or other link, and one of a deactivated user, changing nothing', async () => {
    const links = noticeUnsubscribeLinks(ctx.t.app.config);
    const genuine = codeIn(links.link(companyId, holder.id));
    const [body = '', signature = ''] = genuine.split('.');
    const otherUser = Buffer.from(`${companyId}.${(await whoIs(ctx.t.app, owner)).userId}`).toString('base64url');
    const bad = [
      'no-such-code',
      `${otherUser}.${signature}`,
      `${body}.${signature.slice(0, -2)}AA`,
      // A client's reminder unsubscribe code names ids too, but is signed for another purpose.
      codeIn(reminderUnsubscribeLinks(ctx.t.app.config).link(companyId, holder.id)),
    ];
    for (const code of bad) {
      const before = await databaseFingerprint(ctx.db);
      const shown = await status(code);
      const set = await setTo(code, false);
      expect([shown.statusCode, set.statusCode], code).toEqual([404, 404]);
      expect(set.json().message).toBe(MESSAGES.unsubscribeInvalid);
      expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
    }
    expect((await setTo('', false)).statusCode).toBe(422);

    expect((await toggleStaff(ctx.t.app, owner, holder.id)).statusCode).toBe(200);
    expect((await status(genuine)).statusCode).toBe(404);
    expect((await setTo(genuine, false)).statusCode).toBe(404);
  });
});

describe('the noticeEmails setting', () => {
  it('is the user’s own to change too', async () => {
    const response = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/user/settings',
      payload: { key: 'noticeEmails', value: 'no' },
    });
    expect(response.statusCode).toBe(422);
    const saved = await as(ctx.t.app, owner, {
      method: 'PUT',
      url: '/v1/user/settings',
      payload: { key: 'noticeEmails', value: false },
    });
    expect(saved.json().payload.settings).toMatchObject({ noticeEmails: false });
  });
});
