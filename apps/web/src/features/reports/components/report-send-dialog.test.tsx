import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { buildReport } from '../testing/report-fixtures';
import { ReportSendDialog } from './report-send-dialog';

const FIELD_STAFF = ['canAccessClients', 'canAccessReports', 'canViewReports', 'canEditReports'];

function openSend(permissions: string[], answer = ok({ report: buildReport({ status: 'PUBLISHED' }) })) {
  const sent: MockRequest[] = [];
  mockApi({
    ...signedInWith(permissions),
    'GET /v1/clients/emails': ok({
      emails: [
        { id: 1, type: 'PRIMARY', field_name: null, email_address: 'rita@example.com' },
        { id: 2, type: 'BILLING', field_name: null, email_address: 'accounts@reed.example' },
      ],
    }),
    'POST /v1/reports/7/send': (request: MockRequest) => {
      sent.push(request);
      return answer;
    },
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ReportSendDialog report={buildReport({ status: 'PUBLISHED' })} action="send" open onClose={() => undefined} />
    </AppProviders>,
  );
  return { sent, user: userEvent.setup() };
}

describe('Send Report: who to', () => {
  it('lets Field Staff pick only the client’s stored addresses and their own: a typed one is no choice', async () => {
    const { sent, user } = openSend(FIELD_STAFF);
    const dialog = await screen.findByRole('dialog', { name: 'Send Report' });
    const to = await within(dialog).findByRole('combobox', { name: 'To' });
    await user.type(to, 'relay@evil.example');
    expect(await screen.findByText('Only the client’s stored addresses or your own can be chosen.')).toBeTruthy();
    await user.clear(to);
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'accounts@reed.example',
        'ada@example.com',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'accounts@reed.example' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent[0]?.body).toEqual({ to: ['rita@example.com', 'accounts@reed.example'] }));
  });

  it('lets whoever holds canEditClients type any addresses, and shows the server’s message under To', async () => {
    const { sent, user } = openSend(
      [...FIELD_STAFF, 'canEditClients'],
      failure(422, 'The email must be a valid email address.', {
        'to.1': ['The email must be a valid email address.'],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send Report' });
    const to = await within(dialog).findByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, 'rita@example.com, agent@lettings.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent[0]?.body).toEqual({ to: ['rita@example.com', 'agent@lettings.example'] }));
    expect(await within(dialog).findByText('The email must be a valid email address.')).toBeTruthy();
  });
});
