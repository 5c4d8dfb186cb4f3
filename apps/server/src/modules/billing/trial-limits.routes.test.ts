import {
  LIMITED_MODELS,
  type LimitedModel,
  TRIAL_LIMITS,
  trialLimitMessage,
} from '@fieldbook/domain/plans/plans.rules';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { changedTables, databaseFingerprint } from '../../test/database-fingerprint';
import { appointmentBody } from '../appointments/appointments-test-kit';
import { individual } from '../clients/clients-test-kit';
import { documentBody } from '../documents/documents-test-kit';
import { filePart, PDF, upload } from '../files/files-test-kit';
import { staffBody } from '../staff/staff-test-kit';
import { call } from './billing-test-kit';

/**
 * Trial limits on every limited model's create: the Nth create passes, the next answers 402
 * 'unsubscribed' with the model's message and creates nothing; two racing creates at the boundary
 * cannot both pass. The limits are lowered for this file (its own worker) so each boundary is a few
 * requests away; the check reads the one table of domain/plans/plans.rules.ts like the real numbers.
 */

const ctx = useTestApp();
const LIMIT = 3;
const original = { ...TRIAL_LIMITS };
const limits = TRIAL_LIMITS as Record<LimitedModel, number>;

beforeAll(() => {
  for (const model of LIMITED_MODELS) limits[model] = LIMIT;
});
afterAll(() => {
  Object.assign(limits, original);
});

interface Company {
  owner: Session;
  companyId: number;
  ownerId: number;
  clientId: number;
}

async function trialCompany(): Promise<Company> {
  const owner = await registerBusiness(ctx.t.app);
  const { companyId, userId } = await whoIs(ctx.t.app, owner);
  // A client for the appointments and documents (it counts toward the client limit too).
  const client = await as(ctx.t.app, owner, { method: 'POST', url: '/v1/clients', payload: individual() });
  expect(client.statusCode, client.body).toBe(200);
  return { owner, companyId, ownerId: userId, clientId: Number(client.json().payload.id) };
}

/** One create of the model through its API. */
function create(model: LimitedModel, company: Company): Promise<LightMyRequestResponse> {
  const app = ctx.t.app;
  switch (model) {
    case 'client':
      return as(app, company.owner, { method: 'POST', url: '/v1/clients', payload: individual() });
    case 'appointment':
      return as(app, company.owner, {
        method: 'POST',
        url: '/v1/appointments',
        payload: appointmentBody({ clients: [company.clientId], attendees: [company.ownerId] }),
      });
    case 'quotation':
    case 'invoice':
      return call(app, company.owner, 'POST', `/v1/${model}`, documentBody(model, company.clientId));
    case 'staff':
      return as(app, company.owner, { method: 'POST', url: '/v1/business/company/users', payload: staffBody() });
    case 'file':
      return upload(app, company.owner, [filePart(`plan-${Math.random()}.pdf`, PDF)]);
  }
}

/** What the company keeps of the model now (the owner is a staff member). */
async function countOf(model: LimitedModel, companyId: number): Promise<number> {
  const sql: Record<LimitedModel, string> = {
    client: 'select count(*) from clients where company_id = $1 and archived_at is null',
    appointment: 'select count(*) from appointments where company_id = $1 and archived_at is null',
    quotation: `select count(*) from documents where company_id = $1 and kind = 'quotation'`,
    invoice: `select count(*) from documents where company_id = $1 and kind = 'invoice'`,
    staff: 'select count(*) from users where company_id = $1 and active',
    file: 'select count(*) from files where company_id = $1',
  };
  const { rows } = await ctx.db.query<{ count: string }>(sql[model], [companyId]);
  return Number(rows[0]?.count);
}

function expectRefused(response: LightMyRequestResponse, model: LimitedModel) {
  expect(response.statusCode, response.body).toBe(402);
  expect(response.json()).toMatchObject({ status: 'unsubscribed', message: trialLimitMessage(model) });
}

describe('the trial limits', () => {
  it.each(LIMITED_MODELS)(
    '%s: the Nth create passes, the next answers unsubscribed and creates nothing',
    async (model) => {
      const company = await trialCompany();
      const start = await countOf(model, company.companyId);
      for (let n = start; n < LIMIT; n++) {
        const response = await create(model, company);
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(await countOf(model, company.companyId)).toBe(LIMIT);
      const before = await databaseFingerprint(ctx.db);
      expectRefused(await create(model, company), model);
      expect(changedTables(before, await databaseFingerprint(ctx.db))).toEqual([]);
      expect(await countOf(model, company.companyId)).toBe(LIMIT);
    },
  );

  it.each(LIMITED_MODELS)('%s: two creates racing for the last slot, one passes and one is refused', async (model) => {
    const company = await trialCompany();
    const start = await countOf(model, company.companyId);
    for (let n = start; n < LIMIT - 1; n++) expect((await create(model, company)).statusCode).toBe(200);
    const answers = await Promise.all([create(model, company), create(model, company), create(model, company)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402, 402]);
    expect(await countOf(model, company.companyId)).toBe(LIMIT);
  });

  it('a restore counts as a create: a deactivated staff member or an archived quotation is not restored past the limit', async () => {
    const company = await trialCompany();
    const staff: number[] = [];
    for (let n = 1; n < LIMIT; n++) staff.push((await create('staff', company)).json().payload.user.id);
    const user = '/v1/business/company/users';
    expect((await call(ctx.t.app, company.owner, 'DELETE', user, { user_id: staff[0] })).statusCode).toBe(200);
    expect((await create('staff', company)).statusCode).toBe(200);
    const restore = await call(ctx.t.app, company.owner, 'DELETE', user, { user_id: staff[0] });
    expectRefused(restore, 'staff');
    expect(await countOf('staff', company.companyId)).toBe(LIMIT);

    const quotations: number[] = [];
    for (let n = 0; n < LIMIT; n++) quotations.push((await create('quotation', company)).json().payload.quotation.id);
    const archive = () => call(ctx.t.app, company.owner, 'DELETE', '/v1/quotation', { id: quotations[0] });
    expect((await archive()).statusCode).toBe(200);
    expect((await create('quotation', company)).statusCode).toBe(200);
    expectRefused(await archive(), 'quotation');
  });

  it('a subscribed company has no limit, and the subscription page shows the trial’s usage', async () => {
    const company = await trialCompany();
    const page = await call(ctx.t.app, company.owner, 'GET', '/v1/subscription');
    expect(page.json().payload.limits).toContainEqual({ model: 'client', limit: LIMIT, used: 1 });
    expect(page.json().payload).toMatchObject({ status: 'TRIAL', is_subscribed: false, trial_days_left: 14 });
    await ctx.db.query('update companies set subscribed = true where id = $1', [company.companyId]);
    for (let n = 1; n <= LIMIT; n++) expect((await create('client', company)).statusCode).toBe(200);
    expect(await countOf('client', company.companyId)).toBe(LIMIT + 1);
    expect((await call(ctx.t.app, company.owner, 'GET', '/v1/subscription')).json().payload.limits).toEqual([]);
  });
});
