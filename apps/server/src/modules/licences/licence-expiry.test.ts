import { DateTime } from 'luxon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  registerBusiness,
  type Session,
  startServer,
  type TestApp,
  whoIs,
} from '../../test/build-test-app';
import { createStaff } from '../staff/staff-test-kit';
import { createLicenceExpiryWorker, noticeTimes } from './licence-expiry';
import {
  createLicence,
  daysFromToday,
  licenceBody,
  pendingNotices,
  putLicence,
  toggleLicence,
} from './licences-test-kit';

const MELBOURNE = 'Australia/Melbourne';

describe('noticeTimes', () => {
  const now = DateTime.fromISO('2026-03-01T12:00:00', { zone: MELBOURNE }).toJSDate();

  it('plans 09:00 Melbourne 30 days before and on the day, across the April daylight-saving change', () => {
    const times = noticeTimes('2026-05-10', MELBOURNE, now).map(({ kind, at }) => [
      kind,
      DateTime.fromJSDate(at).setZone(MELBOURNE).toFormat('yyyy-MM-dd HH:mm'),
    ]);
    expect(times).toEqual([
      ['soon', '2026-04-10 09:00'],
      ['today', '2026-05-10 09:00'],
    ]);
  });

  it('sends the first notice at once when the licence expires within 30 days, and none once the day has gone', () => {
    expect(noticeTimes('2026-03-10', MELBOURNE, now).map((t) => [t.kind, t.at.getTime() === now.getTime()])).toEqual([
      ['soon', true],
      ['today', false],
    ]);
    expect(noticeTimes('2026-03-01', MELBOURNE, now)).toEqual([]);
    expect(noticeTimes('2026-02-20', MELBOURNE, now)).toEqual([]);
  });
});

describe('licence expiry jobs', () => {
  let t: TestApp;
  let db: pg.Pool;
  let owner: Session;
  let companyId: number;
  let holder: { id: number; email: string };

  beforeAll(async () => {
    // This process queues notices but leaves running them to the "restarted" one below.
    t = await buildTestApp({ JOB_WORKERS: 'false' });
    db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
    owner = await registerBusiness(t.app);
    companyId = (await whoIs(t.app, owner)).companyId;
    holder = await createStaff(t.app, owner);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('queues two notices, replaces them when the date moves, cancels them on archive and none without a date', async () => {
    const licence = await createLicence(t.app, owner, licenceBody(holder.id, { expiry_date: daysFromToday(60) }));
    const first = (await pendingNotices(db, companyId)).filter((job) => job.licence_id === String(licence.id));
    expect(first.map((job) => [job.kind, job.expiry])).toEqual([
      ['soon', daysFromToday(60)],
      ['today', daysFromToday(60)],
    ]);
    const { rows } = await db.query('select expiry_job_ids from licences where id = $1', [licence.id]);
    expect([...rows[0].expiry_job_ids].sort()).toEqual(first.map((job) => job.id).sort());

    const moved = await putLicence(t.app, owner, {
      ...licenceBody(holder.id, { expiry_date: daysFromToday(90) }),
      licence_id: licence.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = (await pendingNotices(db, companyId)).filter((job) => job.licence_id === String(licence.id));
    expect(second.map((job) => job.expiry)).toEqual([daysFromToday(90), daysFromToday(90)]);
    expect(second.some((job) => first.some((old) => old.id === job.id))).toBe(false);

    await toggleLicence(t.app, owner, licence.id);
    expect((await pendingNotices(db, companyId)).filter((job) => job.licence_id === String(licence.id))).toEqual([]);
    await toggleLicence(t.app, owner, licence.id);
    expect((await pendingNotices(db, companyId)).filter((job) => job.licence_id === String(licence.id))).toHaveLength(
      2,
    );

    const undated = await createLicence(t.app, owner, licenceBody(holder.id, { expiry_date: null }));
    expect((await pendingNotices(db, companyId)).filter((job) => job.licence_id === String(undated.id))).toEqual([]);
  });

  it('a notice queued before a restart is sent by the next process, once, to the holder and the managers', async () => {
    const licence = await createLicence(
      t.app,
      owner,
      licenceBody(holder.id, { licence_number: 'GF-777', expiry_date: daysFromToday(5) }),
    );
    await t.app.close();
    const restarted = await startServer(t.databaseUrl);
    try {
      const subject = '%licence GF-777 (VIC) expires on%';
      const sentTo = async () =>
        (
          await db.query('select "to" from email_outbox where company_id = $1 and subject like $2 order by "to"', [
            companyId,
            subject,
          ])
        ).rows.map((row) => row.to);
      await expect.poll(sentTo, { timeout: 15_000, interval: 250 }).toEqual([holder.email, owner.email].sort());
      // The job is completed once its whole batch has run, a moment after its emails are stored.
      const completed = async () =>
        (
          await db.query(
            `select count(*)::int as n from pgboss.job where data->>'licenceId' = $1 and data->>'kind' = 'soon' and state = 'completed'`,
            [String(licence.id)],
          )
        ).rows[0].n;
      await expect.poll(completed, { timeout: 15_000, interval: 250 }).toBe(1);
      expect(await sentTo()).toHaveLength(2);
      // Each also finds it in their notifications, linked to the licence.
      const ownerId = (await whoIs(restarted, owner)).userId;
      const notified = await db.query(
        `select user_id, data from notifications where company_id = $1 and title like $2 order by user_id`,
        [companyId, subject],
      );
      expect(notified.rows.map((row) => [Number(row.user_id), row.data])).toEqual(
        [holder.id, ownerId].sort((a, b) => a - b).map((id) => [id, { type: 'licence', id: licence.id }]),
      );
    } finally {
      await restarted.close();
    }
  });
});

describe('a licence expiry notice run again', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let owner: Session;
  let companyId: number;

  beforeAll(async () => {
    // The notices are run by hand here: a retried job is the same job run again.
    t = await buildTestApp({ JOB_WORKERS: 'false' });
    pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
    owner = await registerBusiness(t.app);
    companyId = (await whoIs(t.app, owner)).companyId;
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  const count = async (table: 'email_outbox' | 'notifications', column: string, like: string) =>
    Number(
      (
        await pool.query(`select count(*)::int as n from ${table} where company_id = $1 and ${column} like $2`, [
          companyId,
          like,
        ])
      ).rows[0]?.n,
    );

  it('after a crash, or by two workers at once, tells the holder and the managers once', async () => {
    const holder = await createStaff(t.app, owner);
    const expiryDate = daysFromToday(60);
    const licence = await createLicence(
      t.app,
      owner,
      licenceBody(holder.id, { licence_number: 'RETRY-1', expiry_date: expiryDate }),
    );
    const { db, mailer, config } = t.app;
    const sendNotice = createLicenceExpiryWorker({ db, mailer, config });
    const notice = { companyId, licenceId: licence.id, expiryDate, kind: 'soon' as const };

    // Its first run committed, then the job was not completed (a crash): pg-boss runs it again.
    await sendNotice(notice);
    await sendNotice(notice);
    // Two workers holding the same job at once.
    await Promise.all([sendNotice(notice), sendNotice(notice)]);

    expect(await count('email_outbox', 'subject', '%licence RETRY-1 (VIC) expires on%')).toBe(2);
    expect(await count('notifications', 'title', '%licence RETRY-1 (VIC) expires on%')).toBe(2);
  });
});
