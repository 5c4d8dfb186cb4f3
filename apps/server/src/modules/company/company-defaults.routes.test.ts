import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.schemas';
import { INVOICE_DUE_DAYS_MESSAGE } from '@fieldbook/domain/company/company.schemas';
import { COLOUR_MESSAGES } from '@fieldbook/domain/inputs/colour.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { expectFieldError } from '../staff/staff-test-kit';

const ctx = useTestApp();
const DEFAULTS = '/v1/business/company/settings/defaults';

const putDefaults = (session: Session, payload: Record<string, unknown>) =>
  as(ctx.t.app, session, { method: 'PUT', url: DEFAULTS, payload });

const companyRow = async (id: number) =>
  (await ctx.db.query('select settings, updated_at from companies where id = $1', [id])).rows[0];
const logCount = async (id: number) =>
  (await ctx.db.query('select count(*)::int as n from activity_logs where company_id = $1', [id])).rows[0].n;

const money = {
  gst_registered: true,
  default_gst: 'EXCLUSIVE',
  inventory_tax_type: 'EXCLUSIVE',
  rounding_method: 'HALF_EVEN',
  inventory_prefill_column: 'NAME',
  setup_prefill_inventory: false,
};

/** The invoicing and scheduling defaults (settings/defaults, platform section 3). */
const scheduling = {
  invoicing_due_date: 30,
  invoices_prefill_description: true,
  quotations_prefill_description: true,
  appointments_color_allocation: 'TYPES',
  appointments_default_color: '#21BA45',
  appointment_status_colors: { CANCELLED: '#c10015', COMPLETE: '#abc' },
  reports_send_before_invoice_payment: true,
  appointments_send_client_unscheduled_reminders: true,
  appointments_always_show_timezone: true,
};

describe('PUT v1/business/company/settings/defaults: invoicing and scheduling', () => {
  let owner: Session;
  let companyId: number;
  beforeAll(async () => {
    owner = await registerBusiness(ctx.t.app);
    companyId = (await whoIs(ctx.t.app, owner)).companyId;
  });

  it('saves them (colours lower-cased) and user/load shows them in the company settings', async () => {
    const saved = await putDefaults(owner, { ...money, ...scheduling });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...scheduling,
      appointments_default_color: '#21ba45',
      appointment_status_colors: { CANCELLED: '#c10015', COMPLETE: '#abc' },
    };
    expect(saved.json().payload.settings).toMatchObject(expected);
    const loaded = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/user/load' });
    expect(loaded.json().payload.company.settings).toMatchObject(expected);
  });

  it('keeps what a client does not send (an older screen sending only the money defaults)', async () => {
    const saved = await putDefaults(owner, money);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload.settings).toMatchObject({
      invoicing_due_date: 30,
      appointments_always_show_timezone: true,
    });
  });

  it('starts a new invoice from invoicing_due_date', async () => {
    await putDefaults(owner, { ...money, invoicing_due_date: 7 });
    const response = await as(ctx.t.app, owner, { method: 'GET', url: '/v1/invoice/defaults/values' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.term_days).toBe(7);
  });

  describe('refuses bad input and changes nothing', () => {
    const FLAG = (label: string) => `The ${label} field must be true or false.`;
    it.each([
      ['a negative due date', { invoicing_due_date: -1 }, 'invoicing_due_date', INVOICE_DUE_DAYS_MESSAGE],
      ['a due date over a year', { invoicing_due_date: 366 }, 'invoicing_due_date', INVOICE_DUE_DAYS_MESSAGE],
      ['a fractional due date', { invoicing_due_date: 1.5 }, 'invoicing_due_date', INVOICE_DUE_DAYS_MESSAGE],
      ['a due date as text', { invoicing_due_date: 'soon' }, 'invoicing_due_date', INVOICE_DUE_DAYS_MESSAGE],
      [
        'a prefill flag that is not a boolean',
        { invoices_prefill_description: 'yes' },
        'invoices_prefill_description',
        FLAG('invoice description prefill'),
      ],
      [
        'a quotation prefill flag that is not a boolean',
        { quotations_prefill_description: 1 },
        'quotations_prefill_description',
        FLAG('quotation description prefill'),
      ],
      [
        'an unknown colour allocation',
        { appointments_color_allocation: 'RANDOM' },
        'appointments_color_allocation',
        'The selected colour allocation is invalid.',
      ],
      [
        'a default colour that is not hex',
        { appointments_default_color: 'blue' },
        'appointments_default_color',
        COLOUR_MESSAGES.invalid,
      ],
      [
        'a default colour of 7 digits',
        { appointments_default_color: '#1234567' },
        'appointments_default_color',
        COLOUR_MESSAGES.invalid,
      ],
      [
        'a status colour that is not hex',
        { appointment_status_colors: { SCHEDULED: '#12' } },
        'appointment_status_colors.SCHEDULED',
        COLOUR_MESSAGES.invalid,
      ],
      [
        'a colour for an unknown status',
        { appointment_status_colors: { LATE: '#123456' } },
        'appointment_status_colors',
        'The status colours must be a colour per appointment status.',
      ],
      [
        'status colours that are not a map',
        { appointment_status_colors: ['#123456'] },
        'appointment_status_colors',
        'The status colours must be a colour per appointment status.',
      ],
      [
        'a reports flag that is not a boolean',
        { reports_send_before_invoice_payment: 'no' },
        'reports_send_before_invoice_payment',
        FLAG('send reports before payment'),
      ],
      [
        'an unscheduled reminders flag that is not a boolean',
        { appointments_send_client_unscheduled_reminders: null },
        'appointments_send_client_unscheduled_reminders',
        FLAG('unscheduled reminders'),
      ],
      [
        'a show timezone flag that is not a boolean',
        { appointments_always_show_timezone: 'always' },
        'appointments_always_show_timezone',
        FLAG('always show timezone'),
      ],
    ])('%s', async (_name, change, field, message) => {
      const before = { row: await companyRow(companyId), logs: await logCount(companyId) };
      expectFieldError(await putDefaults(owner, { ...money, ...scheduling, ...change }), field, message);
      expect({ row: await companyRow(companyId), logs: await logCount(companyId) }).toEqual(before);
    });
  });

  it.each(['Field Staff', 'Office'] as const)('refuses %s (no canModifyCompanyDetails) with 403', async (role) => {
    const staff = await addStaff(ctx.t.app, owner, role);
    const before = await companyRow(companyId);
    const response = await putDefaults(staff, { ...money, ...scheduling });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', payload: null, errors: null, message: AUTH_MESSAGES.forbidden });
    expect(await companyRow(companyId)).toEqual(before);
  });
});
