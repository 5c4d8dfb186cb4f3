import { AUTH_MESSAGES } from '@fieldbook/domain/auth/auth.constants';
import { COMPANY_RESET_MESSAGES } from '@fieldbook/domain/company/company-reset.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith, startUpRoutes } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const counts = { clients: 40, appointments: 12, quotations: 3, invoices: 5, payments: 2, reports: 1, drawings: 0 };
const allowed = ok({ company_name: 'Acme Pest Control', can_reset: true, reason: null, counts });

describe('company/reset', () => {
  it('asks the owner for their password, then says the link was emailed', async () => {
    const api = mockApi({
      ...signedInWith([]),
      'GET /v1/business/company/reset': allowed,
      'POST /v1/business/company/reset': (request) =>
        (request.body as { password: string }).password === 'Right-Pass1!'
          ? ok(null)
          : failure(422, AUTH_MESSAGES.passwordIncorrect, { password: [AUTH_MESSAGES.passwordIncorrect] }),
    });
    renderApp('/business/company/reset');
    const user = userEvent.setup();
    expect(await screen.findByText(/Erases 40 clients, 12 appointments, 3 quotations, 5 invoices/)).toBeTruthy();
    expect(screen.getByText('everything in Files')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Email Me the Reset Link' });
    await user.click(send);
    expect(await screen.findByText('The password field is required.')).toBeTruthy();
    expect(api.count('POST /v1/business/company/reset')).toBe(0);
    await user.type(screen.getByLabelText(/^Your password/), 'Wrong-Pass1!');
    await user.click(send);
    expect(await screen.findByText(AUTH_MESSAGES.passwordIncorrect)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Your password/));
    await user.type(screen.getByLabelText(/^Your password/), 'Right-Pass1!');
    await user.click(send);
    expect(await screen.findByText(COMPANY_RESET_MESSAGES.emailed('ada@example.com'))).toBeTruthy();
  });

  it('tells anyone else why not, and offers no form', async () => {
    mockApi({
      ...signedInWith([]),
      'GET /v1/business/company/reset': ok({
        company_name: 'Acme Pest Control',
        can_reset: false,
        reason: COMPANY_RESET_MESSAGES.ownerOnly,
        counts: null,
      }),
    });
    renderApp('/business/company/reset');
    expect(await screen.findByText(COMPANY_RESET_MESSAGES.ownerOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email Me the Reset Link' })).toBeNull();
  });

  it('erases only once the company name is typed exactly, and shows a bad link’s message', async () => {
    let spent = false;
    const api = mockApi({
      ...signedInWith([]),
      'GET /v1/business/company/reset/code-1': () =>
        spent ? failure(404, COMPANY_RESET_MESSAGES.linkInvalid) : allowed,
      'POST /v1/business/company/reset/code-1': ok({ counts }, COMPANY_RESET_MESSAGES.done('Acme Pest Control')),
      'GET /v1/business/company/reset/spent': failure(404, COMPANY_RESET_MESSAGES.linkInvalid),
    });
    const view = renderApp('/business/company/reset/code-1');
    const user = userEvent.setup();
    const erase = await screen.findByRole('button', { name: 'Erase the Records' });
    const name = screen.getByRole('textbox', { name: /^Type Acme Pest Control to confirm/ });
    await user.type(name, 'acme pest control');
    expect(erase.hasAttribute('disabled')).toBe(true);
    await user.clear(name);
    await user.type(name, 'Acme Pest Control');
    expect(erase.hasAttribute('disabled')).toBe(false);
    spent = true;
    await user.click(erase);
    expect(await screen.findByText(COMPANY_RESET_MESSAGES.done('Acme Pest Control'))).toBeTruthy();
    // The spent link is not asked about again: no "invalid link" over the success.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(COMPANY_RESET_MESSAGES.linkInvalid)).toBeNull();
    expect(api.count('GET /v1/business/company/reset/code-1')).toBe(1);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { company_name: 'Acme Pest Control' },
    ]);
    view.unmount();

    renderApp('/business/company/reset/spent');
    expect(await screen.findByText(COMPANY_RESET_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    mockApi(startUpRoutes());
    renderApp('/business/company/reset/code-1');
    expect(await screen.findByText(/Sign in as the account owner first/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/business');
  });
});
