import { ABN_MESSAGES } from '@fieldbook/domain/company/abn.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUserLoad, signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const company = {
  ...buildUserLoad().company,
  legal_name: 'Acme Pest Control Pty Ltd',
  abn: '53004085616',
  email: 'office@acme.example',
  phone: '+61 3 9555 0100',
};

function serve() {
  const sent: MockRequest[] = [];
  mockApi({
    ...signedInWith(['canModifyCompanyDetails']),
    'GET /v1/business/company': ok(company),
    'PUT /v1/business/company': (request) => {
      sent.push(request);
      return ok({ ...company, ...(request.body as Record<string, unknown>) });
    },
  });
  renderApp('/business/settings/business');
  return sent;
}

describe('settings/business: who the business is on its tax invoices', () => {
  it('shows the stored legal name, ABN (grouped), email and phone', async () => {
    serve();
    expect(((await screen.findByLabelText('Legal name')) as HTMLInputElement).value).toBe('Acme Pest Control Pty Ltd');
    expect((screen.getByLabelText('ABN') as HTMLInputElement).value).toBe('53 004 085 616');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('office@acme.example');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(03) 9555 0100');
  });

  it('refuses an ABN that fails the checksum beside the field, sending nothing; a good one is sent as its digits', async () => {
    const sent = serve();
    const clicker = userEvent.setup();
    const abn = await screen.findByLabelText('ABN');
    await clicker.clear(abn);
    await clicker.type(abn, '51 824 753 557');
    await clicker.click(screen.getByRole('button', { name: 'Save Business Details' }));
    expect(await screen.findByText(ABN_MESSAGES.checksum)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await clicker.clear(abn);
    await clicker.type(abn, '51 824 753 556');
    await clicker.clear(screen.getByLabelText('Legal name'));
    await clicker.click(screen.getByRole('button', { name: 'Save Business Details' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      abn: '51824753556',
      legal_name: null,
      email: 'office@acme.example',
      phone: '+61 3 9555 0100',
    });
  });
});
