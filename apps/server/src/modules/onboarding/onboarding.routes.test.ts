import { SETUP_STEPS } from '@fieldbook/domain/onboarding/onboarding.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';

const ctx = useTestApp();
const URL = '/v1/register/business/options/setupWizard';

let owner: Session;
let companyId: number;

const wizard = (session: Session) => as(ctx.t.app, session, { method: 'GET', url: URL });

async function doneSteps(session: Session) {
  const response = await wizard(session);
  expect(response.statusCode, response.body).toBe(200);
  const payload = response.json().payload as { onboarding_message: string; steps: { key: string; done: boolean }[] };
  return { message: payload.onboarding_message, done: payload.steps.filter((s) => s.done).map((s) => s.key) };
}

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app, { company_name: 'Setup Plumbing', first_name: 'Olivia' });
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
});

describe('GET v1/register/business/options/setupWizard', () => {
  it('greets a new company with every step to do, each linking to its screen and naming its permission', async () => {
    const response = await wizard(owner);
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload.onboarding_message).toBe(
      'Welcome to Fieldbook, Olivia! 6 steps are left to finish setting up Setup Plumbing.',
    );
    expect(payload.steps).toEqual(SETUP_STEPS.map((step) => ({ ...step, done: false })));
  });

  it("marks each step done from the company's own data, and another company's data counts for nothing", async () => {
    // Another company with everything: none of it is this one's.
    const other = await registerBusiness(ctx.t.app);
    const otherId = (await whoIs(ctx.t.app, other)).companyId;
    await createClient(ctx.t.app, other, individual());
    await addStaff(ctx.t.app, other, 'Office');
    await ctx.db.query(
      `insert into payment_accounts (company_id, provider, account_ref) values ($1, 'sandbox', 'acct_x')`,
      [otherId],
    );
    expect((await doneSteps(owner)).done).toEqual([]);

    await ctx.db.query(`update companies set address = '{"address_line_1": "1 Bay St"}' where id = $1`, [companyId]);
    await ctx.db.query(
      `update companies set logo_storage_key = 'logos/x.png', logo_token = 'tok-setup' where id = $1`,
      [companyId],
    );
    expect((await doneSteps(owner)).done).toEqual(['business_details', 'branding']);

    const field = await addStaff(ctx.t.app, owner, 'Field Staff');
    const type = await as(ctx.t.app, owner, {
      method: 'POST',
      url: '/v1/appointments/types/save',
      payload: { name: 'Service call', time_allocation: 60, inventory: [] },
    });
    expect(type.statusCode, type.body).toBe(200);
    await createClient(ctx.t.app, owner, individual());
    expect(await doneSteps(field)).toEqual({
      message: 'Welcome to Fieldbook, Sam! 1 step is left to finish setting up Setup Plumbing.',
      done: ['business_details', 'branding', 'staff', 'appointment_types', 'clients'],
    });

    await ctx.db.query(
      `insert into payment_accounts (company_id, provider, account_ref) values ($1, 'sandbox', 'acct_y')`,
      [companyId],
    );
    expect(await doneSteps(owner)).toEqual({
      message: 'Setup Plumbing is all set up. Every step below is done.',
      done: SETUP_STEPS.map((step) => step.key),
    });
  });

  it('needs a session', async () => {
    expect((await ctx.t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
