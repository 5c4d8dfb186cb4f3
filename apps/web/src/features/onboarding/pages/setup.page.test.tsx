import { SETUP_STEPS } from '@fieldbook/domain/onboarding/onboarding.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const URL = 'GET /v1/register/business/options/setupWizard';
const wizard = (done: string[]) =>
  ok({
    onboarding_message: 'Welcome to Fieldbook, Ada! 4 steps are left to finish setting up Acme Pest Control.',
    steps: SETUP_STEPS.map((step) => ({ ...step, done: done.includes(step.key) })),
  });

describe('setup (further setup)', () => {
  it('shows the message, the progress and each step, linking only to the screens the user may open', async () => {
    mockApi({ ...signedInWith(['canModifyCompanyDetails']), [URL]: wizard(['business_details', 'branding']) });
    renderApp('/business/setup');
    expect(await screen.findByRole('heading', { name: 'Further Setup', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/4 steps are left to finish setting up Acme Pest Control/)).toBeTruthy();
    expect(screen.getByText('2 of 6 steps done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '2 of 6 steps done' }).getAttribute('aria-valuenow')).toBe('33');
    const steps = screen.getByRole('list', { name: 'Setup steps' });
    expect(within(steps).getByRole('link', { name: 'Review: Add your business address' }).getAttribute('href')).toBe(
      '/business/settings/business',
    );
    expect(within(steps).getByRole('link', { name: 'Start: Create an appointment type' }).getAttribute('href')).toBe(
      '/business/settings/appointments',
    );
    // Staff, clients and the payment provider need permissions this user lacks: no link, who to ask.
    expect(within(steps).queryByRole('link', { name: /Add your staff/ })).toBeNull();
    expect(within(steps).getAllByText('Ask your business owner')).toHaveLength(3);
  });

  it('says so when the steps cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      ...signedInWith([]),
      [URL]: () => (fail ? failure(500, 'Server Error') : wizard(SETUP_STEPS.map((s) => s.key))),
    });
    renderApp('/business/setup');
    expect(await screen.findByText(/The setup steps could not be loaded/)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('6 of 6 steps done')).toBeTruthy();
  });
});
