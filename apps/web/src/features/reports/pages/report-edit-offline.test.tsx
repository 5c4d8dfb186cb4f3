import 'fake-indexeddb/auto';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import { REPORT_DRAFT_STORAGE_PREFIX } from '@fieldbook/domain/reports/reports.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockResponse, mockApi, ok } from '../../../test/mock-api';
import { deviceNetwork } from '../../../test/offline';
import { renderApp } from '../../../test/render-app';
import { fakeXhr } from '../../files/testing/fake-xhr';
import { buildFile, uploadEnvelope } from '../../files/testing/file-fixtures';
import { buildReport, checkDefinition } from '../testing/report-fixtures';

const PERMISSIONS = ['canAccessReports', 'canViewReports', 'canEditReports', 'canLogReports'];
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
const signed = {
  sections: [
    {
      ...checkDefinition.sections[0],
      fields: [
        ...(checkDefinition.sections[0]?.fields ?? []),
        { id: 'sign', type: 'signature', label: 'Customer', required: false, help: null, options: [], columns: [] },
      ],
    },
  ],
} as typeof checkDefinition;
const report = buildReport({ form: { id: 2, name: 'Gas check', version: 1, definition: signed } });

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'onLine');
});

/** The draft open with answers and a signature typed on this device (restored from its local draft). */
async function openSigned(put: MockResponse = ok({ report: { ...report, updated_at: '2026-11-20T09:05:00.000Z' } })) {
  localStorage.setItem(
    `${REPORT_DRAFT_STORAGE_PREFIX}7`,
    JSON.stringify({
      answers: { make: 'Rinnai', result: 'Pass', sign: SIGNATURE },
      report_date: '2026-11-20',
      reference_id: '1001',
      base: report.updated_at,
      images: [],
    }),
  );
  const api = mockApi({
    ...signedInWith(PERMISSIONS),
    'GET /v1/reports/7': ok({ report }),
    'PUT /v1/reports/7': put,
    'POST /v1/reports/7/publish': ok({ report: { ...report, status: 'PUBLISHED' } }, 'Report published'),
  });
  const uploads = fakeXhr(() => ({ status: 200, body: uploadEnvelope('success', [buildFile({ id: 90 })]) }));
  const network = await deviceNetwork();
  renderApp('/business/reports/7/edit');
  expect(((await screen.findByRole('textbox', { name: 'Make *' })) as HTMLInputElement).value).toBe('Rinnai');
  const sent = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === `/v1/reports/7${path}`);
  return { network, uploads, sent, clicker: userEvent.setup() };
}

const pending = () => screen.queryByRole('list', { name: 'Changes not sent yet' });

describe('a report filled and signed without a network', () => {
  it('queues the save and the publishing, shows them pending, and sends each once back online', async () => {
    const { network, uploads, sent, clicker } = await openSigned();
    network.goOffline();
    await clicker.click(screen.getAllByRole('button', { name: 'Publish' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Publish Report' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Publish and Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish Report' })).toBeNull());
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
    const list = within(pending() as HTMLElement);
    expect(list.getByText('Report answers: Waiting to send')).toBeTruthy();
    expect(list.getByText('Publish report: Waiting to send')).toBeTruthy();
    expect(uploads).toHaveLength(0);
    expect(sent('PUT', '')).toHaveLength(0);
    expect(sent('POST', '/publish')).toHaveLength(0);

    network.goOnline();
    await waitFor(() => expect(sent('POST', '/publish')).toHaveLength(1));
    await waitFor(() => expect(pending()).toBeNull());
    // The signature went up first, under a key derived from the save's; the answers name its file.
    expect(uploads).toHaveLength(1);
    const [put] = sent('PUT', '');
    const key = put?.headers[IDEMPOTENCY_HEADER];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploads[0]?.headers[IDEMPOTENCY_HEADER]).toBe(`${key}:image:0`);
    expect(put?.body).toMatchObject({
      answers: { make: 'Rinnai', result: 'Pass', sign: 90 },
      updated_at: report.updated_at,
    });
    expect(sent('PUT', '')).toHaveLength(1);
    const [publish] = sent('POST', '/publish');
    expect(publish?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(publish?.headers[IDEMPOTENCY_HEADER]).not.toBe(key);
    // Published as the queue saved it, not at the version the dialog opened on.
    expect(publish?.body).toMatchObject({ send: true });
    expect(publish?.body).not.toHaveProperty('updated_at');
  });

  it('holds a refused save with the server’s message', async () => {
    const refusal = 'This report was published meanwhile.';
    const { network, sent, clicker } = await openSigned(failure(409, refusal));
    network.goOffline();
    await clicker.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
    network.goOnline();
    expect(await screen.findByText('Report answers: Needs you')).toBeTruthy();
    expect(sent('PUT', '')).toHaveLength(1);
    await clicker.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(within(review).getByText(refusal)).toBeTruthy();
  });
});
