import 'fake-indexeddb/auto';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox, replayOutbox } from '../../lib/offline/app-outbox';
import { indexedDbOutboxStore } from '../../lib/offline/offline-db';
import { session } from '../../lib/session/session-store';
import { startUpRoutes } from '../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const STALE = '2026-11-27T08:00:00.000Z';
const CURRENT = '2026-11-27T10:05:00.000Z';
const STALE_MESSAGE = 'Someone else changed this report while you were editing it. Reload to see their changes.';
const field = (id: string, type: string, label: string) => ({
  id,
  type,
  label,
  required: false,
  help: null,
  options: [],
  columns: [],
});
/** Report 7 as the office saved it at 10:05, while the worker's save of the 8:00 version waited offline. */
const theirs = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  reference_id: '1001',
  report_date: '2026-11-27',
  updated_at: CURRENT,
  can_edit: true,
  form: {
    id: 2,
    name: 'Gas check',
    version: 1,
    definition: {
      sections: [
        {
          id: 'appliance',
          title: 'Appliance',
          fields: [
            field('make', 'text', 'Make'),
            field('result', 'choice', 'Result'),
            field('safe', 'yes_no', 'Safe to use'),
          ],
        },
      ],
    },
  },
  answers: { make: 'Bosch', result: 'Pass', safe: false },
  ...overrides,
});

beforeEach(() => indexedDbOutboxStore.clear().then(() => outbox.load()));
afterEach(() => indexedDbOutboxStore.clear().then(() => outbox.load()));

/** The worker's queued save meets the office's: 409, held; the Review dialog opened from the banner. */
async function reviewConflict(current = theirs()) {
  session.start({ token: 'token', email: 'ada@example.com' });
  const saves: MockRequest[] = [];
  mockApi({
    ...startUpRoutes(),
    'PUT /v1/reports/7': (request) => {
      saves.push(request);
      const { updated_at } = request.body as { updated_at?: string };
      return updated_at === CURRENT
        ? ok({ report: { ...current, updated_at: '2026-11-27T10:30:00.000Z' } })
        : failure(409, STALE_MESSAGE);
    },
    'GET /v1/reports/7': ok({ report: current }),
  });
  await outbox.enqueue({
    kind: 'report',
    record: '/reports:7',
    label: 'Report answers',
    payload: {
      id: 7,
      body: { answers: { make: 'Rinnai', result: 'Pass', safe: true }, updated_at: STALE },
      images: [],
    },
  });
  await replayOutbox();
  renderApp('/business/home');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Review' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
  const versions = await within(dialog).findByRole('table', { name: 'Your version and theirs' });
  saves.length = 0;
  return { saves, dialog, versions, user };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('a queued report save someone else saved meanwhile', () => {
  it('shows the answers that differ side by side, with the server’s message', async () => {
    const { dialog, versions } = await reviewConflict();
    expect(within(dialog).getByText(STALE_MESSAGE)).toBeTruthy();
    expect(rowsOf(versions)).toEqual([
      ['', 'Yours', 'Theirs (saved meanwhile)'],
      ['Make', 'Rinnai', 'Bosch'],
      ['Safe to use', 'Yes', 'No'],
    ]);
  });

  it('Keep mine saves the worker’s answers over theirs, once, with a new key', async () => {
    const { saves, dialog, user } = await reviewConflict();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(outbox.items()).toEqual([]));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      answers: { make: 'Rinnai', result: 'Pass', safe: true },
      updated_at: CURRENT,
    });
    expect(saves[0]?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(dialog).findByText('Every change has been sent.')).toBeTruthy();
  });

  it('Keep theirs drops the queued save and sends nothing', async () => {
    const { saves, dialog, user } = await reviewConflict();
    await user.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(outbox.items()).toEqual([]));
    expect(saves).toEqual([]);
  });

  it('published meanwhile, it takes no answers: the worker’s stay shown, and only Keep theirs is offered', async () => {
    const { dialog, versions } = await reviewConflict(theirs({ can_edit: false, status: 'PUBLISHED' }));
    expect(rowsOf(versions)[1]).toEqual(['Make', 'Rinnai', 'Bosch']);
    expect(within(dialog).queryByRole('button', { name: 'Keep mine' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep theirs' })).toBeTruthy();
  });
});
