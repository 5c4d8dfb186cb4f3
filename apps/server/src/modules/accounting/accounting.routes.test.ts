import { ACCOUNTING_MESSAGES as M } from '@fieldbook/domain/accounting/accounting.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { individual } from '../clients/clients-test-kit';
import { call, connect, insertLog, linkOf, logsOf, until } from './accounting-test-kit';

/** The accounting provider with the sandbox (the default): linking, the logs, resolving errors, syncing. */
/** user/load's providers of the accounting kind (the payment provider is listed beside them). */
const accountingOf = (providers: { provider_type: string }[]) =>
  providers.filter((provider) => provider.provider_type === 'accounting');
const ctx = useTestApp();
let owner: Session;
let companyId: number;
let other: Session;

const sandboxApprove = (consent: URL) => consent.searchParams.get('code') ?? '';

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  other = await registerBusiness(ctx.t.app);
});

describe('linking the sandbox provider', () => {
  it('is not linked at first, and refuses a callback whose state is not this user’s, changing nothing', async () => {
    const status = await call(ctx.t.app, owner, 'GET', '/v1/accounting/provider');
    expect(status.json().payload).toEqual({
      provider: null,
      available: { name: 'sandbox', label: 'Sandbox accounting' },
      unresolved_errors: 0,
    });
    // A state another company's owner was given (a forwarded consent link, a CSRF attempt).
    const theirs = new URL(
      (await call(ctx.t.app, other, 'POST', '/v1/accounting/provider/connect')).json().payload.url,
      'http://localhost',
    );
    for (const state of [theirs.searchParams.get('state') ?? '', 'made-up', `${theirs.searchParams.get('state')}x`]) {
      const refused = await call(ctx.t.app, owner, 'POST', '/v1/accounting/provider/callback', {
        code: 'sandbox',
        state,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ state: [M.stateInvalid] });
    }
    const missing = await call(ctx.t.app, owner, 'POST', '/v1/accounting/provider/callback', { code: ' ', state: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      code: ['The code field is required.'],
      state: ['The state field is required.'],
    });
    expect(
      (await ctx.db.query('select * from accounting_connections where company_id = $1', [companyId])).rowCount,
    ).toBe(0);
  });

  it('refuses a state once expired, and one brought by another manager of the same company', async () => {
    const consent = async (session: Session) =>
      new URL(
        (await call(ctx.t.app, session, 'POST', '/v1/accounting/provider/connect')).json().payload.url,
        'http://x',
      ).searchParams;
    const late = await consent(owner);
    await ctx.db.query(`update oauth_states set expires_at = now() - interval '1 second' where purpose = 'accounting'`);
    const expired = await call(ctx.t.app, owner, 'POST', '/v1/accounting/provider/callback', {
      code: late.get('code'),
      state: late.get('state'),
    });
    expect(expired.json().errors).toEqual({ state: [M.stateInvalid] });
    const admin = await addStaff(ctx.t.app, owner, 'Administrator');
    const mine = await consent(owner);
    const forwarded = await call(ctx.t.app, admin, 'POST', '/v1/accounting/provider/callback', {
      code: mine.get('code'),
      state: mine.get('state'),
    });
    expect(forwarded.json().errors).toEqual({ state: [M.stateInvalid] });
    expect(
      (await ctx.db.query('select * from accounting_connections where company_id = $1', [companyId])).rowCount,
    ).toBe(0);
  });

  it('connects through the consent round trip: LINKED, in user/load’s providers, tokens encrypted, logged', async () => {
    const linked = await connect(ctx.t.app, owner, sandboxApprove);
    expect(linked.provider).toMatchObject({
      provider_type: 'accounting',
      name: 'sandbox',
      status: 'LINKED',
      requires_auth: false,
      tenant_name: 'Sandbox organisation',
    });
    const load = (await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload;
    expect(accountingOf(load.providers)).toEqual([linked.provider]);
    const { rows } = await ctx.db.query('select * from accounting_connections where company_id = $1', [companyId]);
    expect(rows[0].refresh_token_enc).toMatch(/^v1\./);
    expect(rows[0].refresh_token_enc).not.toContain('sbx_rt_');
    expect((await logsOf(ctx.db, companyId)).map((l) => [l.action, l.status])).toEqual([['connect', 'success']]);
  });

  it('refuses everything to a user without canManageProviders (403), and another company sees none of it', async () => {
    const office = await addStaff(ctx.t.app, owner, 'Office');
    for (const [method, url] of [
      ['GET', '/v1/accounting/provider'],
      ['GET', '/v1/accounting/logs'],
      ['POST', '/v1/accounting/sync/full'],
      ['POST', '/v1/accounting/provider/disconnect'],
    ] as const) {
      expect((await call(ctx.t.app, office, method, url)).statusCode).toBe(403);
    }
    const id = await insertLog(ctx.db, companyId, {});
    const refused = await call(ctx.t.app, office, 'POST', '/v1/accounting/logs/error/resolve', { id });
    expect(refused.statusCode).toBe(403);
    const theirs = await call(ctx.t.app, other, 'POST', '/v1/accounting/logs/error/resolve', { id });
    expect(theirs.statusCode).toBe(404);
    expect((await call(ctx.t.app, other, 'GET', `/v1/accounting/log?id=${id}`)).statusCode).toBe(404);
    expect((await call(ctx.t.app, other, 'GET', '/v1/accounting/logs')).json().payload.total).toBe(0);
    expect((await logsOf(ctx.db, companyId)).find((l) => Number(l.id) === id)?.resolved_at).toBeNull();
  });
});

describe('syncing with the sandbox', () => {
  it('pushes a new client in the job worker (not in the request), then shows it synced on its card', async () => {
    const created = await call(ctx.t.app, owner, 'POST', '/v1/clients', individual({ first_name: 'Sandy' }));
    const clientId = created.json().payload.id as number;
    const link = await until(async () => {
      const found = await linkOf(ctx.db, companyId, 'client', clientId);
      return found?.status === 'synced' ? found : null;
    });
    expect(link.external_id).toMatch(/^sbx_contact_/);
    const card = await call(ctx.t.app, owner, 'GET', `/v1/accounting/status?record_type=client&id=${clientId}`);
    expect(card.json().payload.details).toMatchObject({
      current_provider: 'sandbox',
      accounting_id: link.external_id,
      status: 'synced',
      is_pending_sync: false,
      last_error: null,
    });
    expect(
      (await call(ctx.t.app, other, 'GET', `/v1/accounting/status?record_type=client&id=${clientId}`)).statusCode,
    ).toBe(404);
  });

  it('syncs one client from its card’s button, saying whether it has invoices; 404 for another company’s', async () => {
    const created = await call(ctx.t.app, owner, 'POST', '/v1/clients', individual({ first_name: 'Button' }));
    const clientId = created.json().payload.id as number;
    await until(async () => (await linkOf(ctx.db, companyId, 'client', clientId))?.status === 'synced');
    const before = (await logsOf(ctx.db, companyId)).length;
    const synced = await call(ctx.t.app, owner, 'POST', '/v1/clients/provider/sync', { id: clientId });
    expect(synced.json()).toMatchObject({ message: M.syncQueued, payload: { has_dependencies: false } });
    await until(async () => (await logsOf(ctx.db, companyId)).length > before);
    expect((await call(ctx.t.app, other, 'POST', '/v1/clients/provider/sync', { id: clientId })).statusCode).toBe(404);
    const office = await addStaff(ctx.t.app, owner, 'Office');
    expect((await call(ctx.t.app, office, 'POST', '/v1/clients/provider/sync', { id: clientId })).statusCode).toBe(403);
  });

  it('runs a full sync on request, logging it', async () => {
    const started = await call(ctx.t.app, owner, 'POST', '/v1/accounting/sync/full');
    expect(started.json().message).toBe(M.fullSyncQueued);
    await until(async () => (await logsOf(ctx.db, companyId)).find((l) => l.action === 'full_sync'));
  });
});

describe('marking an accounting error resolved', () => {
  const resolve = (id: number, session = owner) =>
    call(ctx.t.app, session, 'POST', '/v1/accounting/logs/error/resolve', { id });
  const resolvedAt = async (id: number) =>
    (await ctx.db.query('select resolved_at from accounting_logs where id = $1', [id])).rows[0].resolved_at;

  it('refuses one already resolved, one not resolvable, one whose record is linked since, and a success entry', async () => {
    const done = new Date('2026-11-20T00:00:00Z');
    const linkedClient = (
      await ctx.db.query(
        "select record_id from accounting_links where company_id = $1 and record_type = 'client' and external_id is not null limit 1",
        [companyId],
      )
    ).rows[0].record_id;
    const cases = [
      [await insertLog(ctx.db, companyId, { resolved_at: done }), M.alreadyResolved],
      [await insertLog(ctx.db, companyId, { resolvable: false }), M.notResolvable],
      [await insertLog(ctx.db, companyId, { record_id: linkedClient }), M.linkedToModel],
      [await insertLog(ctx.db, companyId, { status: 'success', error_title: null }), M.notAnError],
    ] as const;
    for (const [id, message] of cases) {
      const before = await resolvedAt(id);
      const refused = await resolve(id);
      expect(refused.statusCode, message).toBe(422);
      expect(refused.json().errors).toEqual({ id: [message] });
      expect(await resolvedAt(id)).toEqual(before);
    }
    expect((await resolve(2_000_000_000)).statusCode).toBe(404);
  });

  it('resolves an unresolved, resolvable error not linked to a record, with the spec’s message', async () => {
    const id = await insertLog(ctx.db, companyId, { record_id: 999_999 });
    const detail = (await call(ctx.t.app, owner, 'GET', `/v1/accounting/log?id=${id}`)).json().payload.log;
    expect(detail).toMatchObject({ id, status: 'error', can_resolve: true, linked_to_model: false, resolved_at: null });
    const done = await resolve(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Error successfully marked as resolved');
    expect(done.json().payload.log).toMatchObject({
      id,
      can_resolve: false,
      resolved_by: expect.stringMatching(/^Olivia/),
    });
    expect(await resolvedAt(id)).not.toBeNull();
  });

  it('lists the logs newest first, paged, and filters errors and unresolved ones', async () => {
    const all = (await call(ctx.t.app, owner, 'GET', '/v1/accounting/logs?rows=2')).json().payload;
    expect(all.logs).toHaveLength(2);
    expect(all.logs[0].id).toBeGreaterThan(all.logs[1].id);
    const rows = await logsOf(ctx.db, companyId);
    expect(all.total).toBe(rows.length);
    const errors = (await call(ctx.t.app, owner, 'GET', '/v1/accounting/logs?filter=errors&rows=100')).json().payload;
    expect(errors.total).toBe(rows.filter((r) => r.status === 'error').length);
    const open = (await call(ctx.t.app, owner, 'GET', '/v1/accounting/logs?filter=unresolved&rows=100')).json().payload;
    expect(open.logs.every((l: { status: string; resolved_at: null }) => l.status === 'error' && !l.resolved_at)).toBe(
      true,
    );
    const bad = await call(ctx.t.app, owner, 'GET', '/v1/accounting/logs?filter=nope');
    expect(bad.statusCode).toBe(422);
  });
});

describe('disconnecting', () => {
  it('disconnects: no longer in user/load, and record changes queue nothing', async () => {
    const done = await call(ctx.t.app, owner, 'POST', '/v1/accounting/provider/disconnect');
    expect(done.json()).toMatchObject({ message: M.disconnected, payload: { provider: null } });
    expect(accountingOf((await call(ctx.t.app, owner, 'GET', '/v1/user/load')).json().payload.providers)).toEqual([]);
    const created = await call(ctx.t.app, owner, 'POST', '/v1/clients', individual());
    expect(await linkOf(ctx.db, companyId, 'client', created.json().payload.id)).toBeUndefined();
    expect((await call(ctx.t.app, owner, 'POST', '/v1/accounting/sync/full')).statusCode).toBe(409);
  });
});
