import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('settings/profile: notice emails', () => {
  it('is on until turned off, and saves the noticeEmails setting each way', async () => {
    const api = mockApi({
      ...signedInWith([]),
      'GET /v1/calendarFeeds/mine': ok({ feed: null }),
      'PUT /v1/user/settings': (request) => {
        const { key, value } = request.body as { key: string; value: unknown };
        return ok({ settings: { [key]: value } });
      },
    });
    renderApp('/business/settings/profile');
    const toggle = await screen.findByRole('switch', { name: 'Email me notices' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { key: 'noticeEmails', value: false },
      { key: 'noticeEmails', value: true },
    ]);
  });
});
