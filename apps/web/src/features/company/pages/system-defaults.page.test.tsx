import { INVOICE_DUE_DAYS_MESSAGE, PAYMENT_REMINDER_MESSAGE } from '@fieldbook/domain/company/company.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUserLoad, signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const company = buildUserLoad().company;

describe('settings/defaults', () => {
  it('saves GST, rounding and inventory defaults', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canModifyCompanyDetails']),
      'GET /v1/business/company': ok(company),
      'PUT /v1/business/company/settings/defaults': (request) => {
        sent.push(request);
        return ok({ ...company, settings: request.body as Record<string, unknown> });
      },
    });
    renderApp('/business/settings/defaults');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByLabelText('Rounding'));
    await clicker.click(await screen.findByRole('option', { name: 'Always up' }));
    await clicker.click(screen.getByLabelText('GST on new lines'));
    await clicker.click(await screen.findByRole('option', { name: 'No GST' }));
    await clicker.click(screen.getByLabelText('Use inventory categories'));
    await clicker.type(screen.getByLabelText('Payment reminders (days after the due date)'), '3, 14');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      gst_registered: true,
      default_gst: 'NONE',
      inventory_tax_type: 'EXCLUSIVE',
      rounding_method: 'UP',
      inventory_prefill_column: 'NAME',
      setup_prefill_inventory: true,
      invoices_default_payment_reminders: [3, 14],
      invoicing_due_date: 14,
      invoices_prefill_description: false,
      quotations_prefill_description: false,
      appointments_color_allocation: 'STAFF',
      appointments_default_color: '#027be3',
      appointment_status_colors: {},
      reports_send_before_invoice_payment: false,
      appointments_send_client_unscheduled_reminders: false,
      appointments_always_show_timezone: false,
      licence_check: 'WARN',
      updated_at: company.updated_at,
    });
    expect(await screen.findByText('System defaults saved')).toBeTruthy();
  });

  it('saves the invoicing and appointment defaults: due days, prefills, colours and flags', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canModifyCompanyDetails']),
      'GET /v1/business/company': ok({ ...company, settings: { appointment_status_colors: { COMPLETE: '#21ba45' } } }),
      'PUT /v1/business/company/settings/defaults': (request) => {
        sent.push(request);
        return ok({ ...company, settings: request.body as Record<string, unknown> });
      },
    });
    renderApp('/business/settings/defaults');
    const clicker = userEvent.setup();
    const due = await screen.findByRole('spinbutton', { name: 'Invoice due date' });
    await clicker.clear(due);
    await clicker.type(due, '30');
    await clicker.click(screen.getByLabelText('Prefill invoice descriptions'));
    await clicker.click(screen.getByLabelText('Send reports before the invoice is paid'));
    await clicker.click(screen.getByLabelText('Always show the timezone'));
    await clicker.click(screen.getByLabelText('Appointment colour'));
    await clicker.click(await screen.findByRole('option', { name: 'By the first appointment type' }));
    await clicker.click(screen.getByLabelText('Staff without a required licence'));
    await clicker.click(await screen.findByRole('option', { name: 'Refuse to save' }));
    // A status colour: Cancelled gets red from the palette; Complete's is cleared.
    await clicker.click(screen.getByRole('button', { name: 'Cancelled: none' }));
    await clicker.click(
      within(await screen.findByRole('dialog', { name: 'Select Colour' })).getByRole('button', { name: '#c10015' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Colour' })).toBeNull());
    await clicker.click(screen.getByRole('button', { name: 'Complete: #21ba45' }));
    await clicker.click(
      within(await screen.findByRole('dialog', { name: 'Select Colour' })).getByRole('button', { name: 'Clear' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Colour' })).toBeNull());
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      invoicing_due_date: 30,
      invoices_prefill_description: true,
      quotations_prefill_description: false,
      reports_send_before_invoice_payment: true,
      appointments_always_show_timezone: true,
      appointments_color_allocation: 'TYPES',
      appointment_status_colors: { CANCELLED: '#c10015' },
      licence_check: 'REFUSE',
    });
  });

  it('refuses an invoice due date outside 0 to 365 days, and sends nothing', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canModifyCompanyDetails']),
      'GET /v1/business/company': ok(company),
      'PUT /v1/business/company/settings/defaults': (request) => {
        sent.push(request);
        return ok(company);
      },
    });
    renderApp('/business/settings/defaults');
    const clicker = userEvent.setup();
    const due = await screen.findByRole('spinbutton', { name: 'Invoice due date' });
    await clicker.clear(due);
    await clicker.type(due, '400');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVOICE_DUE_DAYS_MESSAGE)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a payment reminder that is not 1 to 365 days, and sends nothing', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canModifyCompanyDetails']),
      'GET /v1/business/company': ok(company),
      'PUT /v1/business/company/settings/defaults': (request) => {
        sent.push(request);
        return ok(company);
      },
    });
    renderApp('/business/settings/defaults');
    const clicker = userEvent.setup();
    await clicker.type(await screen.findByLabelText('Payment reminders (days after the due date)'), '7, 0');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAYMENT_REMINDER_MESSAGE)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's field error beside its field", async () => {
    mockApi({
      ...signedInWith(['canModifyCompanyDetails']),
      'GET /v1/business/company': ok(company),
      'PUT /v1/business/company/settings/defaults': failure(422, 'The selected rounding method is invalid.', {
        rounding_method: ['The selected rounding method is invalid.'],
      }),
    });
    renderApp('/business/settings/defaults');
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'Save' }));
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement;
    expect(await within(form).findByText('The selected rounding method is invalid.')).toBeTruthy();
  });

  it('is linked from Settings only with canModifyCompanyDetails, and is a 404 without it', async () => {
    mockApi(signedInWith(['canModifyCompanyDetails']));
    const { unmount } = renderApp('/business/settings');
    expect(await screen.findByRole('link', { name: /System Defaults/ })).toBeTruthy();
    unmount();
    mockApi(signedInWith([]));
    renderApp('/business/settings/defaults');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
