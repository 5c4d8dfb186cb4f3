import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerBusiness, useTestApp, whoIs } from '../../test/build-test-app';
import { findCompany, updateCompanyRow } from './company.repository';

const statementsTo = (table: string, spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([query]) => {
    const text = typeof query === 'string' ? query : (query as { text?: string })?.text;
    return text?.includes(`from "${table}"`);
  }).length;

describe('findCompany', () => {
  const ctx = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  it('reads the company once in a transaction, and what the transaction itself changes', async () => {
    const { app } = ctx.t;
    const { companyId } = await whoIs(app, await registerBusiness(app));
    const query = vi.spyOn(pg.Client.prototype, 'query');
    await app.db.transaction(async (tx) => {
      expect((await findCompany(tx, companyId))?.companyName).toBeTruthy();
      await findCompany(tx, companyId);
      expect(statementsTo('companies', query)).toBe(1);
      await updateCompanyRow(tx, companyId, { companyName: 'Renamed Plumbing' });
      expect((await findCompany(tx, companyId))?.companyName).toBe('Renamed Plumbing');
      expect(statementsTo('companies', query)).toBe(1);
      // A locked read reads again (and is what a later read gets).
      expect((await findCompany(tx, companyId, true))?.companyName).toBe('Renamed Plumbing');
      expect(statementsTo('companies', query)).toBe(2);
    });
  });

  it('reads again on every call outside a transaction, so another request’s change is seen', async () => {
    const { app } = ctx.t;
    const { companyId } = await whoIs(app, await registerBusiness(app));
    await findCompany(app.db, companyId);
    await ctx.db.query('update companies set company_name = $1 where id = $2', ['Changed Elsewhere', companyId]);
    expect((await findCompany(app.db, companyId))?.companyName).toBe('Changed Elsewhere');
  });

  it('keeps nothing of a transaction that rolled back', async () => {
    const { app } = ctx.t;
    const { companyId } = await whoIs(app, await registerBusiness(app));
    await app.db
      .transaction(async (tx) => {
        await updateCompanyRow(tx, companyId, { companyName: 'Never Saved' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await findCompany(app.db, companyId))?.companyName).not.toBe('Never Saved');
    await app.db.transaction(async (tx) => {
      expect((await findCompany(tx, companyId))?.companyName).not.toBe('Never Saved');
    });
  });
});
