import { ABN_MESSAGES } from '@fieldbook/domain/company/abn.rules';
import { EMAIL_MESSAGES } from '@fieldbook/domain/inputs/email.rules';
import { PHONE_MESSAGES } from '@fieldbook/domain/inputs/phone.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';

const ctx = useTestApp();

/** Who the business is on its tax invoices, as stored. */
const identityRow = async (id: number) =>
  (
    await ctx.db.query('select company_name, legal_name, abn, email, phone, updated_at from companies where id = $1', [
      id,
    ])
  ).rows[0];

const putCompany = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: '/v1/business/company', payload });

const details = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Bayside Plumbing',
  timezone: 'Australia/Melbourne',
  hide_timezone_options: false,
  business_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: true, start: '08:00', end: '17:00' })),
  calendar_start_of_week: 1,
  ...overrides,
});

describe("PUT v1/business/company: the seller's identity on tax invoices", () => {
  let owner: Session;
  let companyId: number;
  beforeAll(async () => {
    owner = await registerBusiness(ctx.t.app);
    companyId = (await whoIs(ctx.t.app, owner)).companyId;
  });

  it('saves the legal name, ABN (as its digits), email and phone; GET and load show them', async () => {
    const response = await putCompany(
      owner,
      details({
        legal_name: 'Bayside Plumbing Pty Ltd',
        abn: '51 824 753 556',
        email: 'office@bayside.example',
        phone: '03 9555 0100',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const identity = {
      legal_name: 'Bayside Plumbing Pty Ltd',
      abn: '51824753556',
      email: 'office@bayside.example',
      phone: '+61 3 9555 0100',
    };
    expect(response.json().payload).toMatchObject(identity);
    expect((await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' })).json().payload.company).toMatchObject(
      identity,
    );
    expect(await identityRow(companyId)).toMatchObject(identity);
  });

  it('keeps them when a save leaves them out, and clears each one sent empty', async () => {
    await putCompany(owner, details({ legal_name: 'Kept Pty Ltd', abn: '53004085616', email: 'a@b.example' }));
    expect((await putCompany(owner, details({ company_name: 'Renamed' }))).statusCode).toBe(200);
    expect(await identityRow(companyId)).toMatchObject({
      company_name: 'Renamed',
      legal_name: 'Kept Pty Ltd',
      abn: '53004085616',
      email: 'a@b.example',
    });
    expect((await putCompany(owner, details({ legal_name: '', abn: ' ', email: '', phone: null }))).statusCode).toBe(
      200,
    );
    expect(await identityRow(companyId)).toMatchObject({ legal_name: null, abn: null, email: null, phone: null });
  });

  describe('refuses a bad value with its field and a clear message, and changes nothing', () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['an ABN one digit off', { abn: '51 824 753 557' }, { abn: [ABN_MESSAGES.checksum] }],
      ['an ABN too short', { abn: '51 824 753' }, { abn: [ABN_MESSAGES.format] }],
      ['an ABN with letters', { abn: 'ABN51824753556' }, { abn: [ABN_MESSAGES.format] }],
      ['an ABN sent as a number', { abn: 51824753556 }, { abn: [ABN_MESSAGES.format] }],
      ['an email without @', { email: 'office.bayside.example' }, { email: [EMAIL_MESSAGES.invalid] }],
      ['a phone that is no number', { phone: '12' }, { phone: [PHONE_MESSAGES.invalid] }],
      [
        'a legal name over 200 characters',
        { legal_name: 'x'.repeat(201) },
        { legal_name: ['The legal name may not be greater than 200 characters.'] },
      ],
    ];

    it.each(cases)('%s', async (_case, change, errors) => {
      await putCompany(owner, details({ abn: '51824753556', email: 'kept@bayside.example' }));
      const before = await identityRow(companyId);
      const response = await putCompany(owner, details({ company_name: 'Must Not Save', ...change }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      expect(await identityRow(companyId)).toEqual(before);
    });
  });

  it('lets no one without canModifyCompanyDetails set them', async () => {
    const staff = await addStaff(ctx.t.app, owner, 'Field Staff');
    const before = await identityRow(companyId);
    const response = await putCompany(staff, details({ abn: '33102417032', legal_name: 'Hijacked Pty Ltd' }));
    expect(response.statusCode).toBe(403);
    expect(await identityRow(companyId)).toEqual(before);
  });
});
