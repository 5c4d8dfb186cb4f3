import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/mock-api';
import { clearClientContactsCache } from '../../clients/api/client-contacts-cache';
import type { ClientAddress } from '../../clients/api/client-types';
import { buildClient } from '../../clients/testing/client-fixtures';
import { openForm } from '../testing/appointment-form-fixtures';

const address = (id: number, type: ClientAddress['type'], line: string): ClientAddress => ({
  id,
  type,
  field_name: null,
  address_line_1: line,
  locality: 'Sandringham',
  state: 'VIC',
  postal_code: '3191',
  country: 'Australia',
  latitude: -37.95,
  longitude: 145.0,
  full_address: `${line}, Sandringham VIC 3191, Australia`,
  note: null,
});

/** Create Appointment whose client search finds Harbour Cafe, with a primary and a service (job) address. */
function open() {
  const opened = openForm({
    'POST /v1/clients/search': ok({ clients: [buildClient()], total: 1, page: 1, rows: 10 }),
    'GET /v1/clients/addresses': ok({
      addresses: [address(1, 'PRIMARY', '3 Office Lane'), address(2, 'SERVICE', '1 Beach Rd')],
    }),
    'GET /v1/clients/emails': ok({ emails: [] }),
    'GET /v1/clients/phones': ok({ phones: [] }),
  });
  return opened;
}

async function addClient(clicker: ReturnType<typeof open>['clicker'], dialog: HTMLElement) {
  await clicker.click(within(dialog).getByRole('tab', { name: 'Clients & Reminders' }));
  await clicker.click(within(dialog).getByRole('combobox', { name: 'Find Clients...' }));
  await clicker.click(await screen.findByRole('option', { name: /Harbour Cafe/ }));
  await within(dialog).findByRole('group', { name: 'Reminders for Harbour Cafe' });
  await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
}

describe('Create Appointment: the location of a client added in the scheduler', () => {
  beforeEach(clearClientContactsCache);

  it("is the client's job address, with its parts, and can still be changed", async () => {
    const { sent, clicker } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await addClient(clicker, dialog);
    const location = within(dialog).getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveProperty('value', '1 Beach Rd, Sandringham VIC 3191, Australia'));
    await clicker.type(within(dialog).getByLabelText(/^Title/), 'Grease trap');
    await clicker.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      address: {
        address_line_1: '1 Beach Rd',
        locality: 'Sandringham',
        latitude: -37.95,
        full_address: '1 Beach Rd, Sandringham VIC 3191, Australia',
      },
    });
  });

  it('leaves a location already typed as it is', async () => {
    const { clicker } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Create Appointment' });
    await clicker.click(within(dialog).getByRole('tab', { name: 'Overview' }));
    await clicker.type(within(dialog).getByRole('combobox', { name: 'Location' }), 'Back of the shop');
    await addClient(clicker, dialog);
    expect(within(dialog).getByRole('combobox', { name: 'Location' })).toHaveProperty('value', 'Back of the shop');
  });
});
