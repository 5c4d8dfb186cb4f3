import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startUpRoutes } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// The server's sign-up request email links to connectLink('refer/{code}'); codes are base64url.
const CODE = 'Zx-9_aQ3kLm7';

describe("the Client Connect sign-up request's emailed link", () => {
  it('opens the invitation under /connect on the sandbox host', async () => {
    mockApi(startUpRoutes());
    renderApp(`/connect/refer/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'You are invited to Client Connect' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe(
      `/connect/signup?refer=${CODE}`,
    );
  });

  it('opens the invitation at the root of the connect. host', async () => {
    mockApi(startUpRoutes());
    renderApp(`/refer/${CODE}`, 'connect');
    expect(await screen.findByRole('heading', { name: 'You are invited to Client Connect' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe(`/signup?refer=${CODE}`);
  });
});
