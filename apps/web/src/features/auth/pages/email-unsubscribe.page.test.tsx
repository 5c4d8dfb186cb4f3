import { NOTICE_EMAIL_MESSAGES } from '@fieldbook/domain/notifications/notice-emails';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startUpRoutes } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('the business email/unsubscribe page', () => {
  it('asks before stopping a staff member’s notice emails, on their portal’s API, then offers the undo', async () => {
    let subscribed = true;
    const status = () => ok({ business: { company_name: 'Bayside Plumbing & Gas' }, subscribed });
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/user/email/unsubscribe': status,
      'POST /v1/user/email/unsubscribe': (request) => {
        subscribed = (request.body as { subscribed: boolean }).subscribed;
        return status();
      },
    });
    renderApp('/business/email/unsubscribe/code-9');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Notice emails' })).toBeTruthy();
    expect(await screen.findByText(/^Stop notice emails from Bayside Plumbing & Gas\?/)).toBeTruthy();
    expect(api.count('POST /v1/user/email/unsubscribe')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(NOTICE_EMAIL_MESSAGES.unsubscribed('Bayside Plumbing & Gas'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo: keep emailing me notices' }));
    expect(await screen.findByText(NOTICE_EMAIL_MESSAGES.resubscribed('Bayside Plumbing & Gas'))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: 'code-9', subscribed: false },
      { code: 'code-9', subscribed: true },
    ]);
    expect(api.count('GET /v1/clientConnect/email/unsubscribe')).toBe(0);
  });

  it('shows the server’s message for a bad link, and what to do without one', async () => {
    mockApi({
      ...startUpRoutes(),
      'GET /v1/user/email/unsubscribe': failure(404, NOTICE_EMAIL_MESSAGES.unsubscribeInvalid),
    });
    const view = renderApp('/business/email/unsubscribe/forged');
    expect(await screen.findByText(NOTICE_EMAIL_MESSAGES.unsubscribeInvalid)).toBeTruthy();
    view.unmount();
    renderApp('/business/email/unsubscribe');
    expect(await screen.findByText(/open the unsubscribe link at the foot of one/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
