import { EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { signedInWith, startUpRoutes } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('the email change links', () => {
  it('confirms the new address once, signed out', async () => {
    const api = mockApi({
      ...startUpRoutes(),
      'GET /v1/user/email/verify/abc123': ok(null, EMAIL_CHANGE_MESSAGES.verified),
    });
    renderApp('/business/email/verify/abc123');
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.verified)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(api.count('GET /v1/user/email/verify/abc123')).toBe(1);
  });

  it('undoing a change signs this browser out, as the server did every device', async () => {
    mockApi({
      ...signedInWith([]),
      'GET /v1/user/email/reverse/undo1': ok(null, EMAIL_CHANGE_MESSAGES.reversed),
    });
    renderApp('/business/email/reverse/undo1');
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.reversed)).toBeTruthy();
    expect(session.getToken()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the server’s message for an expired or used link', async () => {
    mockApi({
      ...startUpRoutes(),
      'GET /v1/user/email/reverse/old': failure(404, EMAIL_CHANGE_MESSAGES.invalid),
    });
    renderApp('/business/email/reverse/old');
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.invalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Undo email change' })).toBeTruthy();
  });
});
