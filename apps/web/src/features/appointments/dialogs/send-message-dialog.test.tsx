import { COMMUNICATION_MESSAGES } from '@fieldbook/domain/communications/communications.schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import type { Appointment } from '../api/appointment-types';
import { buildAppointment } from '../testing/appointment-fixtures';
import { SendMessageDialog } from './send-message-dialog';

const reminder = { id: 9, key: 'clients' as const, user_id: null, reminder_offset: -1440, has_sent: false };

/** The dialog behind an "Open" button, as the view dialog mounts it: only while shown. */
function Harness({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <SendMessageDialog appointment={appointment} onClose={() => setOpen(false)} />}
    </>
  );
}

function openDialog(
  appointment: Appointment,
  notify = ok({ sent: 1 }, COMMUNICATION_MESSAGES.sent),
  emails: string[] = [],
) {
  const sent: MockRequest[] = [];
  mockApi({
    ...signedInWith(['canAccessCalendar']),
    'POST /v1/appointments/notify': (request: MockRequest) => {
      sent.push(request);
      return notify;
    },
    'GET /v1/communications/sms/price': ok({ per_message_cost: 0.1, currency: 'AUD', per_characters: 160 }),
    'GET /v1/clients/emails': ok({
      emails: emails.map((email_address, id) => ({ id, type: 'PRIMARY', field_name: null, email_address })),
    }),
    'GET /v1/clients/phones': ok({ phones: [] }),
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness appointment={appointment} />
    </AppProviders>,
  );
  return { sent, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: 'Send Message' });

describe('the Send Message dialog', () => {
  it('starts with the client on its reminder channel and sends the default message', async () => {
    const { sent, user } = openDialog(
      buildAppointment({
        client_reminders: [{ ...reminder, client_id: 3, type: 'SMS', value: '0412 345 678' }],
      }),
    );
    const shown = await dialog();
    expect(within(shown).getByLabelText('Jane Citizen mobile')).toHaveProperty('value', '0412 345 678');
    await user.click(within(shown).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent[0]?.body).toEqual({
        id: 41,
        message_type: 'DEFAULT',
        reminders: [
          { key: 'clients', client_id: 3, type: 'SMS', value: '0412 345 678' },
          { key: 'staff', type: 'NONE', value: null },
        ],
        custom_email: null,
        custom_sms: null,
      }),
    );
    expect(await screen.findByText(COMMUNICATION_MESSAGES.sent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Message' })).toBeNull());
  });

  it('does not pre-add a client who disabled reminders: the banner shows and Send is disabled', async () => {
    openDialog(
      buildAppointment({
        clients: [
          { id: 3, display_name: 'Jane Citizen', disable_reminders: true, default_communication_method: 'EMAIL' },
        ],
        client_reminders: [{ ...reminder, client_id: 3, type: 'EMAIL', value: 'jane@example.com' }],
      }),
    );
    const shown = await dialog();
    expect(within(shown).getByText(COMMUNICATION_MESSAGES.noRecipients)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(within(shown).getByText(/has turned off reminders/)).toBeTruthy();
  });

  it('writes a custom SMS with a counter and its cost, capped at 500 characters', async () => {
    const { sent, user } = openDialog(
      buildAppointment({ client_reminders: [{ ...reminder, client_id: 3, type: 'SMS', value: '0412 345 678' }] }),
    );
    const shown = await dialog();
    await user.click(within(shown).getByLabelText('Custom message'));
    const sms = within(shown).getByLabelText('SMS message');
    await user.type(sms, 'Running late');
    expect(within(shown).getByText('12/500 characters · 1 SMS each, $0.10')).toBeTruthy();
    await user.click(sms);
    await user.paste('x'.repeat(600));
    expect((sms as HTMLTextAreaElement).value).toHaveLength(500);
    expect(within(shown).getByText('500/500 characters · 4 SMS each, $0.40')).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ message_type: 'CUSTOM', custom_email: null }));
    expect((sent[0]?.body as { custom_sms?: string } | undefined)?.custom_sms).toHaveLength(500);
  });

  it('shows the server’s field errors beside the fields and keeps what was typed', async () => {
    const { user } = openDialog(
      buildAppointment({ client_reminders: [{ ...reminder, client_id: 3, type: 'EMAIL', value: 'jane@' }] }),
      failure(422, 'The given data was invalid.', { 'reminders.0.value': ['This email is invalid'] }),
    );
    const shown = await dialog();
    await user.click(within(shown).getByRole('button', { name: 'Send' }));
    expect(await within(shown).findByText('This email is invalid')).toBeTruthy();
    expect(within(shown).getByLabelText('Jane Citizen email')).toHaveProperty('value', 'jane@');
  });

  it('offers only the client’s stored addresses: a typed one is no choice, a picked one is sent', async () => {
    const { sent, user } = openDialog(
      buildAppointment({ client_reminders: [{ ...reminder, client_id: 3, type: 'SMS', value: '0412 345 678' }] }),
      ok({ sent: 1 }, COMMUNICATION_MESSAGES.sent),
      ['jane@client.example', 'accounts@client.example'],
    );
    const shown = await dialog();
    await user.click(within(within(shown).getByRole('group', { name: 'Jane Citizen' })).getByLabelText('Send by'));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    const email = within(shown).getByLabelText('Jane Citizen email');
    await user.type(email, 'relay@evil.example');
    expect(await screen.findByText('Only the client’s stored email addresses can be chosen.')).toBeTruthy();
    await user.clear(email);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'jane@client.example',
      'accounts@client.example',
    ]);
    await user.click(screen.getByRole('option', { name: 'accounts@client.example' }));
    await user.click(within(shown).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent[0]?.body).toMatchObject({
        reminders: [
          { key: 'clients', client_id: 3, type: 'EMAIL', value: 'accounts@client.example' },
          expect.anything(),
        ],
      }),
    );
  });

  it('starts afresh when opened again after being hidden', async () => {
    const { user } = openDialog(buildAppointment());
    let shown = await dialog();
    await user.click(within(shown).getByLabelText('Custom message'));
    await user.click(within(shown).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Message' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    shown = await dialog();
    expect(within(shown).getByLabelText('Default message')).toHaveProperty('checked', true);
  });
});
