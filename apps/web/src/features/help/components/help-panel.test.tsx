import { HELP_ARTICLES, listedArticle } from '@fieldbook/domain/help/help.articles';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function openHelp() {
  session.start({ token: 'token', email: 'ada@example.com' });
  mockApi(startUpRoutes({ ...buildUserLoad(), articles: HELP_ARTICLES.map(listedArticle) }));
  renderApp('/business/home');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Help' }));
  const panel = await screen.findByRole('region', { name: 'Help' });
  const titles = () =>
    within(within(panel).getByRole('list', { name: 'Help articles' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
  return { user, panel, titles };
}

describe('the help panel', () => {
  it('shows the screen’s articles first, every one on asking, and narrows them by a search', async () => {
    const { user, panel, titles } = await openHelp();
    expect(within(panel).getByRole('button', { name: 'This screen' }).getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['Getting started']);

    await user.click(within(panel).getByRole('button', { name: 'Show 4 articles' }));
    expect(titles()).toEqual([
      'Getting started',
      'Booking an appointment',
      'Importing clients from a spreadsheet',
      'The Activity Timeline',
      'Getting paid',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Hide articles' }));
    await user.click(within(panel).getByRole('button', { name: 'All articles' }));
    expect(titles()).toHaveLength(HELP_ARTICLES.length);
    await user.type(within(panel).getByRole('textbox', { name: 'Search help' }), 'recurring');
    expect(titles()).toEqual(['Recurring appointments']);
    await user.clear(within(panel).getByRole('textbox', { name: 'Search help' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Search help' }), 'zebra');
    expect(within(panel).getByText('No help articles match “zebra”.')).toBeTruthy();
  });

  it('opens an article’s page in a popup window, and says so when popups are blocked', async () => {
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce({} as Window)
      .mockReturnValueOnce(null);
    const { user, panel } = await openHelp();
    await user.click(within(panel).getByRole('button', { name: 'All articles' }));
    const read = within(panel).getByRole('button', { name: 'Read Recurring appointments' });
    await user.click(read);
    expect(open).toHaveBeenCalledWith(
      '/help/articles/scheduler-recurring',
      'fieldbook-help',
      expect.stringContaining('popup'),
    );
    await user.click(read);
    expect(await screen.findByText(MESSAGES.popupsBlocked)).toBeTruthy();
    open.mockRestore();
  });
});
