import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('app shell', () => {
  it('names the account button by the initials it shows first (WCAG 2.5.3), and it opens the account menu', async () => {
    mockApi(signedInWith([]));
    // A screen the user may not open still sits in the shell.
    renderApp('/business/settings/business');
    const account = await screen.findByRole('button', { name: 'AL, account menu' });
    const shown = account.textContent ?? '';
    expect(shown).toBe('AL');
    expect(account.getAttribute('aria-label')?.startsWith(shown)).toBe(true);
    await userEvent.setup().click(account);
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });
});
