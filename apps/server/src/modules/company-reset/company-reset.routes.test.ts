import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { COMPANY_RESET_MESSAGES as MESSAGES } from '@fieldbook/domain/company/company-reset.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { type CompanyRecords, seedCompanyRecords } from '../../test/company-records';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { expectFieldError, individual } from '../clients/clients-test-kit';

const ctx = useTestApp();
const RESET = '/v1/business/company/reset';

/** Alpha is on its trial; Bravo subscribed (as seeded). */
let alpha: CompanyRecords;
let bravo: CompanyRecords;
let admin: Session;

/** Asks for the link, with the session's own password unless another (or none: null) is given. */
const ask = (session: Session, password: string | null = session.password) =>
  as(ctx.t.app, session, { method: 'POST', url: RESET, payload: password === null ? {} : { password } });
const preview = (session: Session, code: string) => as(ctx.t.app, session, { method: 'GET', url: `${RESET}/${code}` });
const confirm = (session: Session, code: string, companyName: string) =>
  as(ctx.t.app, session, { method: 'POST', url: `${RESET}/${code}`, payload: { company_name: companyName } });

/** The emails to this address, oldest first. */
async function mailTo(email: string) {
  const { rows } = await ctx.db.query<{ subject: string; text: string }>(
    'select subject, text from email_outbox where "to" = $1 order by id',
    [email],
  );
  return rows;
}

/** The code of the newest reset link mailed to this address. */
async function linkCode(email: string): Promise<string> {
  const link = (await mailTo(email)).reverse().find((mail) => mail.subject.startsWith('Confirm resetting'));
  const code = link?.text.match(/\/company\/reset\/(\S+)/)?.[1];
  if (!code) throw new Error(`no reset link mailed to ${email}`);
  return code;
}

/** Every row of every table keyed by this company, digested per table. */
async function companyDigest(companyId: number): Promise<Record<string, string>> {
  const { rows: tables } = await ctx.db.query<{ name: string }>(
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'company_id' order by table_name`,
  );
  const digests = tables.map(
    ({ name }) =>
      `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
       from public."${name}" t where company_id = ${companyId}`,
  );
  const { rows } = await ctx.db.query<{ name: string; digest: string }>(digests.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** How many rows of the company a table holds. */
async function rowsOf(table: string, companyId: number, where = 'true'): Promise<number> {
  const { rows } = await ctx.db.query(`select count(*)::int as n from ${table} where company_id = $1 and ${where}`, [
    companyId,
  ]);
  return rows[0].n;
}

/** Sends a request and expects it to have changed nothing anywhere. */
async function changesNothing(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const before = await databaseFingerprint(ctx.db);
  const response = await send();
  expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
  return response;
}

beforeAll(async () => {
  alpha = await seedCompanyRecords(ctx.t.app, ctx.db, 'Alpha Plumbing');
  await ctx.db.query('update companies set subscribed = false where id = $1', [alpha.companyId]);
  bravo = await seedCompanyRecords(ctx.t.app, ctx.db, 'Bravo Electrical');
  admin = await addStaff(ctx.t.app, alpha.owner, 'Administrator');
});

describe('GET v1/business/company/reset', () => {
  it('tells the owner on a trial what a reset would erase, and other staff only that they may not', async () => {
    const owner = await as(ctx.t.app, alpha.owner, { method: 'GET', url: RESET });
    expect(owner.json().payload).toEqual({
      company_name: 'Alpha Plumbing',
      can_reset: true,
      reason: null,
      counts: { clients: 1, appointments: 1, quotations: 1, invoices: 1, payments: 1, reports: 1, drawings: 1 },
    });
    const other = await as(ctx.t.app, admin, { method: 'GET', url: RESET });
    expect(other.json().payload).toEqual({
      company_name: 'Alpha Plumbing',
      can_reset: false,
      reason: MESSAGES.ownerOnly,
      counts: null,
    });
    const subscribed = await as(ctx.t.app, bravo.owner, { method: 'GET', url: RESET });
    expect(subscribed.json().payload).toMatchObject({ can_reset: false, reason: MESSAGES.trialOnly });
    expect((await ctx.t.app.inject({ method: 'GET', url: RESET })).statusCode).toBe(401);
  });
});

describe('POST v1/business/company/reset', () => {
  it('mails no link to an administrator, for a wrong or missing password, or to a subscribed company', async () => {
    const notOwner = await changesNothing(() => ask(admin));
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(MESSAGES.ownerOnly);

    expectFieldError(
      await changesNothing(() => ask(alpha.owner, 'Wrong-Pass1!')),
      'password',
      AUTH_MESSAGES.passwordIncorrect,
    );
    expectFieldError(await changesNothing(() => ask(alpha.owner, null)), 'password', 'The password field is required.');

    const subscribed = await changesNothing(() => ask(bravo.owner));
    expect(subscribed.statusCode).toBe(409);
    expect(subscribed.json().message).toBe(MESSAGES.trialOnly);
    expect(await mailTo(alpha.owner.email)).toEqual([]);
  });

  it('mails at most three links an hour; the fourth answers 429 and mails nothing', async () => {
    const owner = await registerBusiness(ctx.t.app);
    for (let n = 0; n < 3; n++) expect((await ask(owner)).statusCode).toBe(200);
    expect((await ask(owner)).statusCode).toBe(429);
    expect((await mailTo(owner.email)).filter((mail) => mail.subject.startsWith('Confirm resetting'))).toHaveLength(3);
  });
});

describe('the emailed link', () => {
  let code: string;

  it('is mailed to the owner alone, naming what it erases and keeps', async () => {
    const response = await ask(alpha.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(MESSAGES.emailed(alpha.owner.email));
    const [mail] = await mailTo(alpha.owner.email);
    expect(mail?.subject).toBe('Confirm resetting Alpha Plumbing’s data');
    expect(mail?.text).toContain('clients, their contacts and groups');
    expect(mail?.text).toContain('It keeps your business details');
    code = await linkCode(alpha.owner.email);
    expect(await mailTo(admin.email)).toEqual([]);
  });

  it('opens only for the owner who asked, signed in', async () => {
    const shown = await preview(alpha.owner, code);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().payload).toMatchObject({ company_name: 'Alpha Plumbing', can_reset: true });
    for (const other of [admin, bravo.owner]) {
      const refused = await preview(other, code);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(MESSAGES.linkInvalid);
    }
    expect((await ctx.t.app.inject({ method: 'GET', url: `${RESET}/${code}` })).statusCode).toBe(401);
  });

  it('erases nothing for another user, or for a company name typed differently, and stays usable', async () => {
    expect((await changesNothing(() => confirm(admin, code, 'Alpha Plumbing'))).statusCode).toBe(404);
    expect((await changesNothing(() => confirm(bravo.owner, code, 'Alpha Plumbing'))).statusCode).toBe(404);
    expectFieldError(
      await changesNothing(() => confirm(alpha.owner, code, 'alpha plumbing')),
      'company_name',
      MESSAGES.nameMismatch('Alpha Plumbing'),
    );
    expectFieldError(
      await changesNothing(() => confirm(alpha.owner, code, '  ')),
      'company_name',
      'The company name field is required.',
    );
    expect((await preview(alpha.owner, code)).statusCode).toBe(200);
  });

  it("erases the company's records and nothing else, once", async () => {
    const bravoBefore = await companyDigest(bravo.companyId);
    const keptBefore = await companyDigest(alpha.companyId);
    const logsBefore = await rowsOf('activity_logs', alpha.companyId);
    const { rows: thumbnails } = await ctx.db.query<{ key: string }>(
      'select thumbnail_key as key from drawings where company_id = $1',
      [alpha.companyId],
    );
    expect(thumbnails).toHaveLength(1);
    const thumbnail = thumbnails[0]?.key ?? '';
    expect(await ctx.t.app.storage.exists(thumbnail)).toBe(true);
    const response = await confirm(alpha.owner, code, 'Alpha Plumbing');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(MESSAGES.done('Alpha Plumbing'));
    expect(response.json().payload.counts).toEqual({
      clients: 1,
      appointments: 1,
      quotations: 1,
      invoices: 1,
      payments: 1,
      reports: 1,
      drawings: 1,
    });

    const id = alpha.companyId;
    const erased = [
      'clients',
      'client_emails',
      'client_groups',
      'client_group_members',
      'portal_client_links',
      'appointments',
      'appointment_attendees',
      'appointment_clients',
      'appointment_type_links',
      'documents',
      'document_links',
      'payments',
      'reports',
      'drawings',
      'communications',
      'accounting_logs',
    ];
    for (const table of erased) expect(await rowsOf(table, id), table).toBe(0);
    const erasedSubjects = `subject_type in ('client', 'appointment', 'quotation', 'invoice')`;
    expect(await rowsOf('notes', id, erasedSubjects)).toBe(0);
    expect(await rowsOf('attachments', id, erasedSubjects)).toBe(0);

    // Everything else of the company is as it was: staff, licences and their notes and files, types,
    // inventory, forms, files, feeds, the subscription; the activity log only gained the reset.
    const mayChange = new Set([
      ...erased,
      'client_phones',
      'client_addresses',
      'appointment_reminders',
      'appointment_counts',
      'invoice_reminders',
      'notifications',
      'accounting_links',
      'notes',
      'attachments',
      'activity_logs',
      'timeline_counts',
      'unpaid_invoice_days',
      'email_outbox',
      'oauth_states',
      // Its lists changed: their versions moved (http/fresh-lists.ts).
      'list_versions',
    ]);
    const keptAfter = await companyDigest(id);
    expect(changedTables(keptBefore, keptAfter).filter((table) => !mayChange.has(table))).toEqual([]);
    expect(await rowsOf('notes', id, `subject_type in ('user', 'licence')`)).toBe(2);
    expect(await rowsOf('attachments', id, `subject_type in ('user', 'licence')`)).toBe(2);
    for (const table of [
      'users',
      'licences',
      'files',
      'appointment_types',
      'inventory_items',
      'forms',
      'report_templates',
    ]) {
      expect(await rowsOf(table, id), table).toBeGreaterThan(0);
    }
    expect(await rowsOf('activity_logs', id)).toBe(logsBefore + 1);
    // The drawing's thumbnail went from storage with its row.
    expect(await ctx.t.app.storage.exists(thumbnail)).toBe(false);
    const { rows: logs } = await ctx.db.query(
      `select description from activity_logs where company_id = $1 and action = 'company_reset'`,
      [id],
    );
    expect(logs).toEqual([
      {
        description:
          'Reset the company data, erasing 1 clients, 1 appointments, 1 quotations, 1 invoices, 1 payments, 1 reports, 1 drawings',
      },
    ]);
    expect((await mailTo(alpha.owner.email)).map((mail) => mail.subject)).toContain('Alpha Plumbing’s data was reset');

    // The other company is untouched.
    expect(changedTables(bravoBefore, await companyDigest(bravo.companyId))).toEqual([]);

    // Spent: the same link again erases nothing more.
    const again = await confirm(alpha.owner, code, 'Alpha Plumbing');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.linkInvalid);
    const status = await as(ctx.t.app, alpha.owner, { method: 'GET', url: RESET });
    expect(status.json().payload.counts).toEqual({
      clients: 0,
      appointments: 0,
      quotations: 0,
      invoices: 0,
      payments: 0,
      reports: 0,
      drawings: 0,
    });
    // The company works on: a new client is created as before.
    const client = await as(ctx.t.app, alpha.owner, {
      method: 'POST',
      url: '/v1/clients',
      payload: individual({ first_name: 'Fresh', last_name: 'Start' }),
    });
    expect(client.statusCode, client.body).toBe(200);
  });

  it('expires, and is refused once the company has subscribed', async () => {
    const owner = await registerBusiness(ctx.t.app, { company_name: 'Charlie Gas' });
    const { companyId } = await whoIs(ctx.t.app, owner);
    await ask(owner);
    const first = await linkCode(owner.email);
    await ctx.db.query(`update oauth_states set expires_at = now() - interval '1 second' where company_id = $1`, [
      companyId,
    ]);
    expect((await preview(owner, first)).statusCode).toBe(404);
    expect((await changesNothing(() => confirm(owner, first, 'Charlie Gas'))).statusCode).toBe(404);

    await ask(owner);
    const second = await linkCode(owner.email);
    expect(second).not.toBe(first);
    await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
    const refused = await changesNothing(() => confirm(owner, second, 'Charlie Gas'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.trialOnly);
  });
});
