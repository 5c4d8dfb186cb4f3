import type { DocumentDefaults } from '@fieldbook/domain/documents/documents.payloads';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const defaults: DocumentDefaults = {
  number: '1007',
  date: '2026-11-02',
  term_date: '2026-12-02',
  term_days: 30,
  client: { id: 42, display_name: 'Harriet Quill', email: 'hq@example.com' },
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
