import type { DocumentDefaults } from '@fieldbook/domain/documents/documents.payloads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildAppointment } from '../../appointments/testing/appointment-fixtures';
import { buildClient } from '../../clients/testing/client-fixtures';
import { buildInvoice } from '../testing/document-fixtures';

const defaults: DocumentDefaults = {
  number: '1007',
  date: '2026-11-02',
  term_date: '2026-12-02',
  term_days: 30,
  client: { id: 42, display_name: 'Harriet Quill', email: 'hq@example.com' },
  client_markup_percentage: 0,
  address: null,
  appointment: null,
  title: null,
  description: null,
  line_items: [
    {
      uuid: 'line-1',
      item_id: 3,
      description: 'Call-out',
      unit_price: 99,
      quantity: 1,
      discount_rate: 0,
      tax_type: 'EXCLUSIVE',
      with_tax: true,
      item_account: null,
      marked_up_percentage: 0,
      inventory_item: null,
      subtotal: 99,
      tax: 9.9,
      total: 108.9,
      item_tax: { rate: 10 },
    },
  ],
};

describe('quotations/add', () => {
  it('starts from the defaults, leaves the number to the server, and shows its refusals beside their fields', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canAccessQuotations', 'canViewQuotations', 'canAddQuotations']),
      'GET /v1/quotation/defaults/values': ok(defaults),
      'POST /v1/quotation': (request) => {
        sent.push(request);
        return failure(422, 'The given data was invalid.', {
          title: ['The title may not be greater than 255 characters.'],
          'line_items.0.quantity': ['The quantity must be a number from 0 to 9999.'],
        });
      },
    });
    renderApp('/business/quotations/add?client_id=42');
    const clicker = userEvent.setup();
    expect(await screen.findByDisplayValue('1007')).toBeTruthy();
    expect(screen.getByText('30 day term')).toBeTruthy();
    expect(screen.getByText('Call-out')).toBeTruthy();
    await clicker.type(screen.getByRole('textbox', { name: 'Title' }), 'Hot water system replacement');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      quotation_number: null,
      quotation_date: '2026-11-02',
      expiry_date: '2026-12-02',
      client_id: 42,
      title: 'Hot water system replacement',
      status: 'DRAFT',
      line_items: [{ uuid: 'line-1', item_id: 3, description: 'Call-out', unit_price: 99, quantity: 1 }],
    });
    expect(await screen.findByText('The title may not be greater than 255 characters.')).toBeTruthy();
    expect(screen.getByText('The quantity must be a number from 0 to 9999.')).toBeTruthy();

    // Fixing a field takes its message away at once; the others stay until theirs are fixed.
    await clicker.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(screen.queryByText('The title may not be greater than 255 characters.')).toBeNull();
    expect(screen.getByText('The quantity must be a number from 0 to 9999.')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Edit Call-out' }));
    const line = await screen.findByRole('dialog', { name: 'Edit Line Item' });
    await clicker.clear(within(line).getByLabelText('Quantity'));
    await clicker.type(within(line).getByLabelText('Quantity'), '2');
    await clicker.click(within(line).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('The quantity must be a number from 0 to 9999.')).toBeNull());
  });

  it('links one of the client’s appointments through Select Appointment, and can remove it again', async () => {
    const sent: MockRequest[] = [];
    const searches: MockRequest[] = [];
    mockApi({
      ...signedInWith(['canAccessQuotations', 'canViewQuotations', 'canAddQuotations', 'canAccessCalendar']),
      'GET /v1/quotation/defaults/values': ok(defaults),
      'POST /v1/appointments/search': (request) => {
        searches.push(request);
        return ok({ appointments: [buildAppointment({ id: 61, reference_id: '5061', title: 'Roof leak' })], total: 1 });
      },
      'POST /v1/quotation': (request) => {
        sent.push(request);
        return failure(422, 'The given data was invalid.', {
          appointment_id: ['The selected appointment is invalid.'],
        });
      },
    });
    renderApp('/business/quotations/add?client_id=42');
    const clicker = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Appointment' });
    expect(within(section).getByText('No appointment')).toBeTruthy();
    await clicker.click(within(section).getByRole('button', { name: 'Select Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Appointment' });
    await waitFor(() => expect(searches.at(-1)?.body).toMatchObject({ clients: [42] }));
    expect(within(dialog).getByText('Clients: Harriet Quill')).toBeTruthy();
    await clicker.click(await within(dialog).findByText(/Roof leak/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Appointment' })).toBeNull());
    expect(within(section).getByText('#5061: Roof leak')).toBeTruthy();
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ client_id: 42, appointment_id: 61 });
    expect(await within(section).findByText('The selected appointment is invalid.')).toBeTruthy();
    await clicker.click(within(section).getByRole('button', { name: 'Remove Appointment' }));
    expect(within(section).getByText('No appointment')).toBeTruthy();
  });

  it('says why a new quotation cannot start from an appointment without a client', async () => {
    mockApi({
      ...signedInWith(['canAccessQuotations', 'canAddQuotations']),
      'GET /v1/quotation/defaults/values': failure(422, 'The given data was invalid.', {
        appointment_id: ['Appointment must have at least one client in order to create a new quotation'],
      }),
    });
    renderApp('/business/quotations/add?appointment_id=9');
    expect(
      await screen.findByText('Appointment must have at least one client in order to create a new quotation'),
    ).toBeTruthy();
  });
});

describe('invoicing/{id}/edit', () => {
  it('sends the number and version it loaded, and offers Reload when someone else saved first', async () => {
    const sent: MockRequest[] = [];
    let loads = 0;
    mockApi({
      ...signedInWith(['canAccessInvoicing', 'canViewInvoicing', 'canAddInvoices']),
      'GET /v1/invoice': () => {
        loads += 1;
        return ok({ invoice: buildInvoice(), timeline: [] });
      },
      'PUT /v1/invoice': (request) => {
        sent.push(request);
        return failure(409, 'This invoice was changed by someone else. Reload to see their changes.');
      },
    });
    renderApp('/business/invoicing/8/edit');
    const clicker = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Invoice' });
    expect(within(form).getByDisplayValue('1043')).toBeTruthy();
    await clicker.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await clicker.type(within(form).getByRole('textbox', { name: 'Title' }), 'Gas heater service');
    await clicker.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('This invoice was changed by someone else. Reload to see their changes.'),
    ).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({
      id: 8,
      updated_at: '2026-11-02 09:00:00',
      invoice_number: '1043',
      due_date: '2026-12-02',
      title: 'Gas heater service',
      status: 'OPEN',
    });
    await clicker.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(loads).toBe(2));
  });
});

describe('invoicing/{id}/edit: line items', () => {
  it('sends each line back with its account code and mark-up, as loaded', async () => {
    const sent: MockRequest[] = [];
    const invoice = buildInvoice();
    const marked = { ...invoice.line_items[0], item_account: '310', marked_up_percentage: 12.5 };
    mockApi({
      ...signedInWith(['canAccessInvoicing', 'canViewInvoicing', 'canAddInvoices']),
      'GET /v1/invoice': ok({ invoice: { ...invoice, line_items: [marked] }, timeline: [] }),
      'PUT /v1/invoice': (request) => {
        sent.push(request);
        return ok({ invoice });
      },
    });
    renderApp('/business/invoicing/8/edit');
    const form = await screen.findByRole('form', { name: 'Edit Invoice' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      line_items: [{ uuid: 'line-1', item_account: '310', marked_up_percentage: 12.5 }],
    });
  });
});

describe('invoicing/add', () => {
  it('takes the chosen client’s job address and payment term, and shows the form’s totals', async () => {
    const sent: MockRequest[] = [];
    const address = {
      address_line_1: '12 Wharf St',
      locality: 'Hampton',
      state: 'VIC',
      postal_code: '3188',
      country: 'Australia',
      latitude: null,
      longitude: null,
      full_address: '12 Wharf St, Hampton VIC 3188, Australia',
    };
    mockApi({
      ...signedInWith(['canAccessInvoicing', 'canViewInvoicing', 'canAddInvoices', 'canAccessClients']),
      'GET /v1/invoice/defaults/values': ({ url }) =>
        url.includes('client_id=5')
          ? ok({
              ...defaults,
              number: '1043',
              client: { id: 5, display_name: 'Harbour Cafe', email: null },
              address,
              term_days: 7,
              term_date: '2026-11-09',
            })
          : ok({ ...defaults, number: '1043', client: null }),
      'POST /v1/clients/search': ok({ clients: [buildClient()], total: 1, page: 1, rows: 10 }),
      'POST /v1/invoice': (request) => {
        sent.push(request);
        return failure(422, 'The given data was invalid.', { line_items: ['Add at least one line item.'] });
      },
    });
    renderApp('/business/invoicing/add');
    const clicker = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Create Invoice' });
    expect(within(form).getByText('30 day term')).toBeTruthy();
    // Subtotal, GST and Total of the line it starts with.
    expect(within(form).getByText('Subtotal (excl. GST)').nextSibling?.textContent).toBe('$99.00');
    expect(within(form).getAllByText('$108.90')).not.toHaveLength(0);
    await clicker.click(within(form).getByRole('combobox', { name: 'Client' }));
    await clicker.click(await screen.findByRole('option', { name: /Harbour Cafe/ }));
    expect(await within(form).findByText('7 day term')).toBeTruthy();
    expect(within(form).getByDisplayValue('12 Wharf St, Hampton VIC 3188, Australia')).toBeTruthy();
    await clicker.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      invoice_number: null,
      client_id: 5,
      due_date: '2026-11-09',
      address: { address_line_1: '12 Wharf St', postal_code: '3188' },
      status: 'DRAFT',
    });
    expect(await within(form).findByText('Add at least one line item.')).toBeTruthy();
  });
});
