import { EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUserLoad, signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('settings/profile: changing the own email', () => {
  it('asks for the password, says a link was sent, and shows the change as pending', async () => {
    const details = buildUserLoad().details;
    const api = mockApi({
      ...signedInWith([]),
      'GET /v1/calendarFeeds/mine': ok({ feed: null }),
      // The server keeps the address until the link is opened.
      'PUT /v1/user/profile': ok(
        { ...details, unverified_email: 'ada.new@example.com' },
        EMAIL_CHANGE_MESSAGES.requested('ada.new@example.com'),
      ),
    });
    renderApp('/business/settings/profile');
    const form = await screen.findByRole('form', { name: 'Profile' });
    const clicker = userEvent.setup();
    const email = within(form).getByLabelText(/^Email/);
    await clicker.clear(email);
    await clicker.type(email, 'ada.new@example.com');
    await clicker.type(within(form).getByLabelText(/^Current password/), 'Sturdy-Pass1!');
    await clicker.click(within(form).getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.requested('ada.new@example.com'))).toBeTruthy();
    expect(
      await within(form).findByText(/Your new email ada\.new@example\.com is waiting for verification/),
    ).toBeTruthy();
    expect((within(form).getByLabelText(/^Email/) as HTMLInputElement).value).toBe(details.email);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      first_name: details.first_name,
      last_name: details.last_name,
      email: 'ada.new@example.com',
      password: 'Sturdy-Pass1!',
    });
  });
});
