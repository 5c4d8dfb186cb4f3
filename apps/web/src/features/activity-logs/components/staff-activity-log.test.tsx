import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const entry = (id: number, description: string) => ({
  id,
  type: 'log',
  action: 'client_updated',
  description,
  created_at: '2026-11-20 09:05:00',
  user: { id: 7, name: 'Mia Nguyen', initials: 'MN', color: '#3949ab' },
  subject: { type: 'client', id: 3 },
});

describe('the company activity log (users/logs)', () => {
  it('pages with at most 3 numbered links and goes back to page 1 on a new search', async () => {
    const api = mockApi({
      ...signedInWith(['canManageUsers']),
      'GET /v1/business/company/users/logs': (request: MockRequest) => {
        const url = new URL(request.url, 'http://localhost');
        const page = Number(url.searchParams.get('page'));
        return ok({ timeline: [entry(page, `Entry on page ${page}`)], max: 9 });
      },
    });
    renderApp('/business/users/logs');
    expect(await screen.findByText('Entry on page 1')).toBeTruthy();
    expect(screen.getByText(/Mia Nguyen · 20-11-2026 9:05am/)).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Entry on page 3')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search activity' }), 'gate{Enter}');
    await waitFor(() => {
      const last = new URL(api.calls.at(-1)?.url ?? '', 'http://localhost');
      expect(last.searchParams.get('search')).toBe('gate');
      expect(last.searchParams.get('page')).toBe('1');
    });
    expect(await screen.findByText('Entry on page 1')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    mockApi({
      ...signedInWith(['canManageUsers']),
      'GET /v1/business/company/users/logs': ok({ timeline: [], max: 0 }),
    });
    renderApp('/business/users/logs');
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });
});
