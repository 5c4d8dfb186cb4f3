import { CLIENT_MESSAGES } from '@fieldbook/domain/clients/clients.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { fakeXhr } from '../../files/testing/fake-xhr';
import { buildFile, uploadEnvelope } from '../../files/testing/file-fixtures';
import { buildClient, DEFAULTS } from '../testing/client-fixtures';

const routes = (extra: Parameters<typeof mockApi>[0] = {}) => ({
  ...signedInWith(['canAccessClients', 'canEditClients']),
  'POST /v1/clients/search': ok({ clients: [buildClient()], total: 1, page: 1, rows: 25 }),
  'GET /v1/clients/defaults': ok(DEFAULTS),
  ...extra,
});

async function openNewClient() {
  renderApp('/business/clients');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New Client' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Client' });
  return { user, dialog };
}

describe('New Client / Edit Client dialog', () => {
  it('starts from the defaults and shows a server error under phones.0.phone_number', async () => {
    const api = mockApi(
      routes({
        'POST /v1/clients': failure(422, 'The given data was invalid.', {
          'phones.0.phone_number': ['The phone number is already used by another client.', 'second'],
        }),
      }),
    );
    const { user, dialog } = await openNewClient();
    expect(within(dialog).getByLabelText(/^Reference number/)).toHaveProperty('value', '1002');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Jo');
    await user.click(within(dialog).getByRole('button', { name: 'Add Phone' }));
    await user.type(within(dialog).getByLabelText('Area code'), '03');
    await user.type(within(dialog).getByLabelText('Phone 1'), '9000 1111');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await within(dialog).findByText('The phone number is already used by another client.')).toBeTruthy();
    expect(within(dialog).queryByText('second')).toBeNull();
    expect(within(dialog).getByLabelText('Phone 1').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/v1/clients')?.body).toMatchObject({
      is_individual: true,
      first_name: 'Jo',
      display_name: 'Jo',
      reference_id: '1002',
      // The parts as typed, and the full_phone the domain's phone rules made of them.
      phones: [
        {
          type: 'DEFAULT',
          country_code: '61',
          area_code: '03',
          phone_number: '9000 1111',
          full_phone: '+61 3 9000 1111',
        },
      ],
    });
  });

  it('refuses a second PRIMARY email with the domain message, without calling the server', async () => {
    const api = mockApi(routes());
    const { user, dialog } = await openNewClient();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Jo');
    await user.click(within(dialog).getByRole('button', { name: 'Add Email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email 1' }), 'jo@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email 2' }), 'jo.b@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Email 2 type' }));
    await user.click(await screen.findByRole('option', { name: 'Primary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await within(dialog).findByText(CLIENT_MESSAGES.typeOnce('email', 'PRIMARY'))).toBeTruthy();
    expect(api.count('POST /v1/clients')).toBe(0);
  });

  it('asks before discarding unsaved changes', async () => {
    mockApi(routes());
    const { user, dialog } = await openNewClient();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Jo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByLabelText(/^First name/)).toHaveProperty('value', 'Jo');

    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Client' })).toBeNull());
  });

  it('creates a client, says so and opens it', async () => {
    const created = buildClient({ id: 77, display_name: 'Acme Pty Ltd', initials: 'AP', reference_id: '1002' });
    mockApi(
      routes({
        'POST /v1/clients': ok(created, CLIENT_MESSAGES.created),
        'GET /v1/clients': ok({ client: created, timeline: [] }),
      }),
    );
    const { user, dialog } = await openNewClient();
    await user.click(within(dialog).getByRole('button', { name: 'Business' }));
    await user.type(within(dialog).getByLabelText(/^Display name/), 'Acme Pty Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByText(CLIENT_MESSAGES.created)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Acme Pty Ltd' })).toBeTruthy();
  });

  it("shows the client's photo, uploads another and sends only its id; the documents fields have their own section", async () => {
    const image = {
      id: 9,
      signed_thumbnail_url: 'https://files.test/face-thumb.webp',
      signed_url: 'https://files.test/face.webp',
    };
    const client = buildClient({ image, profile_image: image });
    fakeXhr(() => ({
      status: 200,
      body: uploadEnvelope('success', [
        buildFile({ id: 31, signed_thumbnail_url: 'https://files.test/new-thumb.webp' }),
      ]),
    }));
    const api = mockApi(
      routes({
        'GET /v1/clients': ok({ client, timeline: [] }),
        'PUT /v1/clients': (request) => ok({ ...client, ...(request.body as object) }, CLIENT_MESSAGES.updated),
      }),
    );
    renderApp('/business/clients/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const photo = () => within(dialog).getByRole('img', { name: 'Client photo' }).querySelector('img');
    expect(photo()?.getAttribute('src')).toBe('https://files.test/face-thumb.webp');

    const documents = within(dialog).getByRole('region', { name: 'Documents' });
    for (const label of [/^Invoicing default due date/, /^Strata identifier/, /^Inventory markup/]) {
      expect(within(documents).getByLabelText(label)).toBeTruthy();
    }

    await user.upload(within(dialog).getByLabelText('Client photo', { selector: 'input' }), [
      new File(['x'], 'new.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(photo()?.getAttribute('src')).toBe('https://files.test/new-thumb.webp'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Client' }));
    expect(await screen.findByText(CLIENT_MESSAGES.updated)).toBeTruthy();
    const sent = api.calls.find((c) => c.method === 'PUT')?.body as { image?: unknown } | undefined;
    expect(sent?.image).toEqual({ id: 31 });
  });

  it('shows the initials without a photo, and Remove Photo sends image null', async () => {
    const image = {
      id: 9,
      signed_thumbnail_url: 'https://files.test/face-thumb.webp',
      signed_url: 'https://files.test/face.webp',
    };
    const client = buildClient({ image, profile_image: image });
    const api = mockApi(
      routes({
        'GET /v1/clients': ok({ client, timeline: [] }),
        'PUT /v1/clients': ok({ ...client, image: null, profile_image: null }, CLIENT_MESSAGES.updated),
      }),
    );
    renderApp('/business/clients/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Photo' }));
    const initials = within(dialog).getByRole('img', { name: `Initials ${client.initials}` });
    expect(initials.querySelector('img')).toBeNull();
    expect(initials.textContent).toBe(client.initials);
    await user.click(within(dialog).getByRole('button', { name: 'Save Client' }));
    expect(await screen.findByText(CLIENT_MESSAGES.updated)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ image: null });
  });

  it('sends updated_at on edit and offers Reload on a 409', async () => {
    const client = buildClient();
    const api = mockApi(
      routes({
        'GET /v1/clients': ok({ client, timeline: [] }),
        'PUT /v1/clients': failure(409, 'This record was changed by someone else. Reload it and try again.'),
      }),
    );
    renderApp('/business/clients/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    await user.clear(within(dialog).getByLabelText(/^Contact name/));
    await user.type(within(dialog).getByLabelText(/^Contact name/), 'Kim');
    await user.click(within(dialog).getByRole('button', { name: 'Save Client' }));
    expect(await within(dialog).findByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: 5,
      updated_at: client.updated_at,
      contact_name: 'Kim',
    });
  });
});
