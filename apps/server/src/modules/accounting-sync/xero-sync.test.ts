import { ACCOUNTING_MESSAGES as M } from '@fieldbook/domain/accounting/accounting.schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XERO_TENANT, xeroStandIn } from '../../accounting/xero-stand-in';
import { registerBusiness, type Session, type TestApp, whoIs } from '../../test/build-test-app';
import { call, connect, linkOf, logsOf, until, xeroTestApp } from '../accounting/accounting-test-kit';
import { individual } from '../clients/clients-test-kit';
import { createDocument, line } from '../documents/documents-test-kit';
import { createAccountingSync } from './accounting-sync';

/**
 * The Xero adapter end to end, against a local stand-in for Xero's identity and API hosts: connecting,
 * pushing contacts, invoices and payments in the job worker, a validation error and resolving it,
 * full sync, pulling a payment made in Xero once, and token refresh (and its failure).
 */
const CLIENT = { id: 'xero-client-id', secret: 'xero-client-secret' };
const standIn = xeroStandIn(CLIENT);
let t: TestApp;
let db: pg.Pool;
let owner: Session;
let companyId: number;

beforeAll(async () => {
  const url = await standIn.start();
  t = await xeroTestApp(url, CLIENT);
  db = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
  owner = await registerBusiness(t.app);
  companyId = (await whoIs(t.app, owner)).companyId;
});
afterAll(async () => {
  await db.end();
  await t.close();
  await standIn.stop();
});

const synced = (recordType: string, id: number) =>
  until(async () => {
    const link = await linkOf(db, companyId, recordType, id);
    return link && link.status !== 'pending' ? link : null;
  });
const newClient = async (overrides: Record<string, unknown> = {}) =>
  (await call(t.app, owner, 'POST', '/v1/clients', individual(overrides))).json().payload.id as number;
const expireStoredToken = () =>
  db.query("update accounting_connections set expires_at = now() - interval '1 minute' where company_id = $1", [
    companyId,
  ]);

describe('connecting Xero', () => {
  it('sends people to Xero’s consent page and stores the tokens and organisation from the callback', async () => {
    const linked = await connect(t.app, owner, (consent) => {
      expect(consent.pathname).toBe('/identity/connect/authorize');
      expect(Object.fromEntries(consent.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: CLIENT.id,
        redirect_uri: 'http://localhost:3000/business/settings/accountingProvider',
        scope: expect.stringContaining('offline_access'),
      });
      return standIn.approve();
    });
    expect(linked.provider).toMatchObject({
      name: 'xero',
      label: 'Xero',
      status: 'LINKED',
      tenant_name: XERO_TENANT.tenantName,
    });
    const { rows } = await db.query('select * from accounting_connections where company_id = $1', [companyId]);
    expect(rows[0]).toMatchObject({ tenant_id: XERO_TENANT.tenantId, requires_auth: false });
    expect(rows[0].access_token_enc).not.toContain('xat_');
  });

  it('spends a state on its first callback: the same state again, with another good code, changes nothing', async () => {
    const started = new URL((await call(t.app, owner, 'POST', '/v1/accounting/provider/connect')).json().payload.url);
    const state = started.searchParams.get('state') ?? '';
    const first = await call(t.app, owner, 'POST', '/v1/accounting/provider/callback', {
      code: standIn.approve(),
      state,
    });
    expect(first.statusCode, first.body).toBe(200);
    const connection = async () =>
      (await db.query('select * from accounting_connections where company_id = $1', [companyId])).rows[0];
    const before = await connection();
    const logs = (await logsOf(db, companyId)).length;
    const tokenCalls = standIn.requests.filter((r) => r.path === '/connect/token').length;
    const replayed = await call(t.app, owner, 'POST', '/v1/accounting/provider/callback', {
      code: standIn.approve(),
      state,
    });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({ state: [M.stateInvalid] });
    expect(await connection()).toEqual(before);
    expect((await logsOf(db, companyId)).length).toBe(logs);
    expect(standIn.requests.filter((r) => r.path === '/connect/token').length).toBe(tokenCalls);
  });

  it('answers a code Xero refuses with a clear error, and logs it', async () => {
    const started = new URL((await call(t.app, owner, 'POST', '/v1/accounting/provider/connect')).json().payload.url);
    const refused = await call(t.app, owner, 'POST', '/v1/accounting/provider/callback', {
      code: 'used-or-made-up',
      state: started.searchParams.get('state') ?? '',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.connectFailed);
    expect((await logsOf(db, companyId)).at(-1)).toMatchObject({ action: 'connect', status: 'error' });
    // Still linked as before.
    expect((await call(t.app, owner, 'GET', '/v1/accounting/provider')).json().payload.provider.status).toBe('LINKED');
  });
});

let clientId: number;
let invoice: { id: number; total: number };

describe('pushing records to Xero', () => {
  it('pushes a client as a contact, an invoice as ACCREC with GST lines, and a payment against it', async () => {
    clientId = await newClient({ first_name: 'Xena', last_name: 'Warrior' });
    const contact = await synced('client', clientId);
    expect(contact.status).toBe('synced');
    expect(standIn.contacts.get(contact.external_id ?? '')).toMatchObject({ Name: 'Xena Warrior' });
    expect(standIn.requests.find((r) => r.path === '/api.xro/2.0/Contacts')?.tenant).toBe(XERO_TENANT.tenantId);

    invoice = await createDocument(t.app, owner, 'invoice', {
      invoice_date: '2026-11-02',
      client_id: clientId,
      status: 'OPEN',
      title: 'Hot water',
      line_items: [
        line({ description: 'Labour', unit_price: 100, quantity: 1.5 }),
        line({ description: 'Call-out', unit_price: 55, tax_type: 'INCLUSIVE' }),
        line({ description: 'Permit', unit_price: 20, tax_type: 'NONE', with_tax: false }),
      ],
    });
    const pushed = await synced('invoice', invoice.id);
    const xero = standIn.invoices.get(pushed.external_id ?? '');
    expect(xero).toMatchObject({ Contact: { ContactID: contact.external_id }, Status: 'AUTHORISED' });
    expect(xero?.LineItems.map((l) => [l.Description, l.LineAmount, l.TaxAmount, l.TaxType])).toEqual([
      ['Labour', 150, 15, 'OUTPUT'],
      ['Call-out', 50, 5, 'OUTPUT'],
      ['Permit', 20, 0, 'EXEMPTOUTPUT'],
    ]);
    expect(xero?.Total).toBe(invoice.total);

    const paid = await call(t.app, owner, 'POST', '/v1/payments', {
      invoice_id: invoice.id,
      amount: 100,
      payment_date: '2026-11-20',
      method: 'BANK_TRANSFER',
      reference: 'EFT',
      idempotency_key: `xero-pay-${process.pid}`,
    });
    const paymentId = paid.json().payload.payment.id as number;
    const payment = await synced('payment', paymentId);
    expect(payment.status).toBe('synced');
    expect(xero?.Payments.map((p) => p.Amount)).toEqual([100]);
    expect(standIn.requests.find((r) => r.path === '/api.xro/2.0/Payments')?.idempotencyKey).toMatch(
      new RegExp(`^fieldbook-payment-${companyId}-${paymentId}-[0-9a-f]{16}-[\\w-]{16}$`),
    );
    // A second payment goes against the invoice as it is at Xero (paid invoices cannot be edited there).
    const second = await call(t.app, owner, 'POST', '/v1/payments', {
      invoice_id: invoice.id,
      amount: 50,
      payment_date: '2026-11-21',
      method: 'CASH',
      idempotency_key: `xero-pay-2-${process.pid}`,
    });
    expect((await synced('payment', second.json().payload.payment.id)).status).toBe('synced');
    expect(xero?.Payments.map((p) => p.Amount)).toEqual([100, 50]);
  });

  it('logs Xero’s validation error with its title and details, resolvable, and shows it on the record’s card', async () => {
    const twin = await newClient({ first_name: 'Xena', last_name: 'Warrior' });
    const link = await synced('client', twin);
    expect(link.status).toBe('error');
    const log = (await call(t.app, owner, 'GET', `/v1/accounting/log?id=${link.last_log_id}`)).json().payload.log;
    expect(log).toMatchObject({
      record_type: 'client',
      record_id: twin,
      status: 'error',
      error_title: expect.stringContaining('The contact name Xena Warrior is already assigned to another contact'),
      details: { Type: 'ValidationException', Elements: [expect.anything()] },
      resolvable: true,
      can_resolve: true,
    });
    const card = (await call(t.app, owner, 'GET', `/v1/accounting/status?record_type=client&id=${twin}`)).json()
      .payload;
    expect(card.details).toMatchObject({
      status: 'error',
      accounting_id: null,
      last_error: { log_id: Number(link.last_log_id) },
    });

    // A full sync leaves an unresolved rejection alone; once resolved (the name fixed in Xero), it syncs.
    const attempts = async () =>
      (await logsOf(db, companyId)).filter((l) => l.record_type === 'client' && Number(l.record_id) === twin).length;
    const before = await attempts();
    const fullSyncs = async () => (await logsOf(db, companyId)).filter((l) => l.action === 'full_sync').length;
    let runs = await fullSyncs();
    await call(t.app, owner, 'POST', '/v1/accounting/sync/full');
    await until(async () => (await fullSyncs()) > runs);
    expect(await attempts()).toBe(before);

    for (const contact of standIn.contacts.values())
      if (contact.Name === 'Xena Warrior') contact.Name = 'Xena Warrior (old)';
    const resolved = await call(t.app, owner, 'POST', '/v1/accounting/logs/error/resolve', {
      id: Number(link.last_log_id),
    });
    expect(resolved.json().message).toBe('Error successfully marked as resolved');
    runs = await fullSyncs();
    await call(t.app, owner, 'POST', '/v1/accounting/sync/full');
    await until(async () => (await fullSyncs()) > runs);
    expect((await linkOf(db, companyId, 'client', twin))?.status).toBe('synced');
  });
});

describe('an answer from Xero that never arrived', () => {
  it('leaves one contact, one invoice and one payment there: sent again, the push gets Xero’s first answer', async () => {
    const fullSync = async () => {
      const runs = (await logsOf(db, companyId)).filter((l) => l.action === 'full_sync').length;
      await call(t.app, owner, 'POST', '/v1/accounting/sync/full');
      await until(async () => (await logsOf(db, companyId)).filter((l) => l.action === 'full_sync').length > runs);
    };
    standIn.loseNextAnswer('/api.xro/2.0/Contacts');
    const lost = await newClient({ first_name: 'Lana', last_name: 'Lostline' });
    expect((await synced('client', lost)).status).toBe('error');
    await fullSync();
    const contact = await linkOf(db, companyId, 'client', lost);
    expect(contact?.status).toBe('synced');
    expect([...standIn.contacts.values()].filter((c) => c.Name === 'Lana Lostline')).toHaveLength(1);

    standIn.loseNextAnswer('/api.xro/2.0/Invoices');
    const sent = await createDocument(t.app, owner, 'invoice', {
      invoice_date: '2026-11-03',
      client_id: lost,
      status: 'OPEN',
      title: 'Lost answer',
      line_items: [line({ description: 'Labour', unit_price: 80 })],
    });
    expect((await synced('invoice', sent.id)).status).toBe('error');
    await fullSync();
    const pushed = await linkOf(db, companyId, 'invoice', sent.id);
    expect(pushed?.status).toBe('synced');
    const number = (await call(t.app, owner, 'GET', `/v1/invoice?id=${sent.id}`)).json().payload.invoice
      .invoice_number as string;
    const atXero = [...standIn.invoices.values()].filter((i) => i.InvoiceNumber === number);
    expect(atXero.map((i) => i.InvoiceID)).toEqual([pushed?.external_id]);
    expect(atXero[0]?.Contact.ContactID).toBe(contact?.external_id);

    standIn.loseNextAnswer('/api.xro/2.0/Payments');
    const paid = await call(t.app, owner, 'POST', '/v1/payments', {
      invoice_id: sent.id,
      amount: 30,
      payment_date: '2026-11-04',
      method: 'CASH',
      idempotency_key: `xero-lost-${process.pid}`,
    });
    const paymentId = paid.json().payload.payment.id as number;
    expect((await synced('payment', paymentId)).status).toBe('error');
    await fullSync();
    expect((await linkOf(db, companyId, 'payment', paymentId))?.status).toBe('synced');
    expect(atXero[0]?.Payments.map((p) => p.Amount)).toEqual([30]);
    // Nor is the payment Xero holds pulled back as one made there: the invoice has its one payment here too.
    const { rows } = await db.query('select amount_cents from payments where company_id = $1 and invoice_id = $2', [
      companyId,
      sent.id,
    ]);
    expect(rows.map((row) => Number(row.amount_cents))).toEqual([3000]);
  });
});

describe('pulling payments made in Xero', () => {
  it('records a payment made in Xero once, however often the sync runs', async () => {
    const external = (await linkOf(db, companyId, 'invoice', invoice.id))?.external_id ?? '';
    standIn.payInvoice(external, invoice.total - 150, '2026-11-25');
    for (let run = 0; run < 2; run++) {
      const runs = (await logsOf(db, companyId)).filter((l) => l.action === 'full_sync').length;
      await call(t.app, owner, 'POST', '/v1/accounting/sync/full');
      await until(async () => (await logsOf(db, companyId)).filter((l) => l.action === 'full_sync').length > runs);
    }
    const { rows } = await db.query(
      'select amount_cents, payment_date, provider from payments where company_id = $1 and invoice_id = $2 order by id',
      [companyId, invoice.id],
    );
    expect(rows.map((r) => [Number(r.amount_cents), r.provider])).toEqual([
      [10000, null],
      [5000, null],
      [Math.round(invoice.total * 100) - 15000, 'xero'],
    ]);
    const read = (await call(t.app, owner, 'GET', `/v1/invoice?id=${invoice.id}`)).json().payload.invoice;
    expect(read).toMatchObject({ status: 'PAID', amount_due: 0 });
  });
});

describe('tokens', () => {
  it('refreshes an expired access token before pushing, and once more when Xero refuses one that looked fresh', async () => {
    await expireStoredToken();
    const first = await newClient({ first_name: 'Refresh', last_name: 'One' });
    expect((await synced('client', first)).status).toBe('synced');
    standIn.expireAccessTokens();
    const second = await newClient({ first_name: 'Refresh', last_name: 'Two' });
    expect((await synced('client', second)).status).toBe('synced');
    expect(standIn.requests.filter((r) => r.path === '/connect/token').length).toBeGreaterThanOrEqual(3);
  });

  it('needs attention when the refresh is refused: requires_auth, logged, and records wait', async () => {
    standIn.revokeGrant();
    await expireStoredToken();
    const waiting = await newClient({ first_name: 'Waits', last_name: 'Forauth' });
    await until(async () => (await logsOf(db, companyId)).find((l) => l.action === 'refresh' && l.status === 'error'));
    const status = (await call(t.app, owner, 'GET', '/v1/accounting/provider')).json().payload;
    expect(status.provider).toMatchObject({ status: 'LINKED', requires_auth: true });
    expect((await call(t.app, owner, 'GET', '/v1/user/load')).json().payload.providers[0].requires_auth).toBe(true);
    expect((await linkOf(db, companyId, 'client', waiting))?.status).toBe('pending');
    // No full sync until connected again; one already running ends, logged, instead of spinning.
    expect((await call(t.app, owner, 'POST', '/v1/accounting/sync/full')).statusCode).toBe(409);
    const { provider, connections } = t.app.accounting;
    await createAccountingSync({ db: t.app.db, provider, connections, later: async () => {} }).fullSync(companyId);
    expect((await logsOf(db, companyId)).at(-1)).toMatchObject({
      action: 'full_sync',
      status: 'error',
      error_title: 'The provider needs you to connect again before syncing',
    });
    // Connecting again clears it.
    const again = await connect(t.app, owner, () => standIn.approve());
    expect(again.provider.requires_auth).toBe(false);
  });
});
