import 'fake-indexeddb/auto';
import { REPORT_DRAFT_STORAGE_PREFIX, REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildReport } from '../testing/report-fixtures';

const KEY = `${REPORT_DRAFT_STORAGE_PREFIX}7`;
const PERMISSIONS = ['canAccessReports', 'canViewReports', 'canEditReports', 'canLogReports'];

afterEach(() => localStorage.clear());

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signedInWith(PERMISSIONS), 'GET /v1/reports/7': ok({ report: buildReport() }), ...routes });
  renderApp('/business/reports/7/edit');
  return { api, clicker: userEvent.setup() };
}

describe('filling a report', () => {
  it('keeps every answer on the device as it is typed, and sends them with Save (numbers as numbers)', async () => {
    const { api, clicker } = open({
      'PUT /v1/reports/7': (request) =>
        ok({
          report: buildReport({
            answers: request.body as never,
            updated_at: '2026-11-20T09:05:00.000Z',
          }),
        }),
    });
    const make = await screen.findByRole('textbox', { name: 'Make *' });
    expect((make as HTMLInputElement).value).toBe('Bosch');
    await clicker.clear(make);
    await clicker.type(make, 'Rinnai');
    await clicker.type(screen.getByRole('textbox', { name: 'Pressure' }), '2.75');
    await clicker.click(screen.getByRole('radio', { name: 'Pass' }));
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    expect(kept).toMatchObject({
      answers: { make: 'Rinnai', pressure: '2.75', result: 'Pass' },
      base: '2026-11-20T09:00:00.000Z',
    });

    await clicker.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await screen.findByText(REPORT_MESSAGES.saved);
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      answers: { make: 'Rinnai', pressure: 2.75, result: 'Pass' },
      updated_at: '2026-11-20T09:00:00.000Z',
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('restores answers typed on this device that were not saved, and keeps them when the connection is lost', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        answers: { make: 'Vulcan', result: 'Fail' },
        report_date: '2026-11-20',
        reference_id: '1001',
        base: '2026-11-20T09:00:00.000Z',
        images: [],
      }),
    );
    const { clicker } = open({
      'PUT /v1/reports/7': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(((await screen.findByRole('textbox', { name: 'Make *' })) as HTMLInputElement).value).toBe('Vulcan');
    expect(screen.getByText('Answers typed on this device that were not saved yet have been restored.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Fail' }) as HTMLInputElement).checked).toBe(true);

    // The save fails for lack of network: it waits on the device (the outbox) under the key it was sent with.
    await clicker.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').answers).toEqual({ make: 'Vulcan', result: 'Fail' });
  });

  it('does not restore answers typed over a version someone has since changed', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ answers: { make: 'Old' }, report_date: '', reference_id: '', base: 'earlier', images: [] }),
    );
    open();
    expect(((await screen.findByRole('textbox', { name: 'Make *' })) as HTMLInputElement).value).toBe('Bosch');
    expect(screen.queryByText('Answers typed on this device that were not saved yet have been restored.')).toBeNull();
  });

  it("shows the server's message under the field it names, and publishing stops there too", async () => {
    const { clicker } = open({
      'PUT /v1/reports/7': failure(422, 'The selected result is invalid.', {
        'answers.result': ['The selected result is invalid.'],
      }),
    });
    await clicker.type(await screen.findByRole('textbox', { name: 'Pressure' }), '3');
    await clicker.click(screen.getAllByRole('button', { name: 'Publish' })[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getAllByText('The selected result is invalid.', { exact: false }).length).toBe(2),
    );
    expect(screen.queryByRole('dialog', { name: 'Publish Report' })).toBeNull();
  });

  it('marks the unanswered fields on the form when publishing is refused for them, and closes the dialog', async () => {
    const { clicker } = open({
      'POST /v1/reports/7/publish': failure(422, 'The result field is required.', {
        'answers.result': ['The result field is required.'],
      }),
    });
    await screen.findByRole('textbox', { name: 'Make *' });
    await clicker.click(screen.getAllByRole('button', { name: 'Publish' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Publish Report' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Publish and Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish Report' })).toBeNull());
    expect(screen.getAllByText('The result field is required.', { exact: false }).length).toBe(2);
  });
});
