import 'fake-indexeddb/auto';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { deviceNetwork } from '../../../test/offline';
import { renderApp } from '../../../test/render-app';
import { buildReport, checkDefinition } from '../testing/report-fixtures';

const PERMISSIONS = ['canAccessCalendar', 'canAccessReports', 'canViewReports', 'canEditReports', 'canLogReports'];
const TEMPLATE = { id: 3, title: 'Gas Compliance Certificate', standard: 'AS/NZS 5601.1', form_id: 2, form_version: 1 };
const FORM = { id: 2, name: 'Gas check', version: 1, definition: checkDefinition };
/** Appointment 41, for Jane Citizen, as the day kept on the device has it. */
const APPOINTMENT = {
  id: 41,
  title: 'Gas check',
  address: null,
  clients: [{ id: 3, display_name: 'Jane Citizen', disable_reminders: false, default_communication_method: 'EMAIL' }],
};
/** What the server makes of the create: report 77, for the appointment's client. */
const CREATED = buildReport({
  id: 77,
  appointment_id: 41,
  client: { id: 3, display_name: 'Jane Citizen', email: null },
  reference_id: '1002',
  answers: {},
  form: FORM,
});

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'onLine');
});

/** Add Report opened from appointment 41 with a network (its template, form and appointment read), then the signal goes. */
async function addReportOffline(routes: Parameters<typeof mockApi>[0] = {}) {
  const creates: MockRequest[] = [];
  const puts: MockRequest[] = [];
  const api = mockApi({
    ...signedInWith(PERMISSIONS),
    'GET /v1/reportTemplates': ok({ templates: [TEMPLATE], count: 1, page: 1, rows: 200 }),
    'GET /v1/forms/2': ok({ form: FORM }),
    'GET /v1/appointments/find': ok({ appointment: APPOINTMENT, timeline: [] }),
    'POST /v1/reports': (request) => {
      creates.push(request);
      return ok({ report: CREATED }, 'Report created');
    },
    'PUT /v1/reports/77': (request) => {
      puts.push(request);
      return ok({ report: { ...CREATED, answers: { make: 'Rinnai' }, updated_at: '2026-11-20T09:10:00.000Z' } });
    },
    'GET /v1/reports/77': ok({ report: CREATED }),
    ...routes,
  });
  const network = await deviceNetwork();
  const view = renderApp('/business/reports/add?appointment_id=41&back=true');
  await screen.findByRole('heading', { name: 'Add Report' });
  // The one template is chosen, and its form and the appointment are read while there is a network.
  await waitFor(() => expect(api.count('GET /v1/forms/2')).toBe(1));
  await waitFor(() => expect(api.count('GET /v1/appointments/find')).toBe(1));
  network.goOffline();
  return { network, creates, puts, router: view.router, clicker: userEvent.setup() };
}

const pending = () => screen.queryByRole('list', { name: 'Changes not sent yet' });

describe('a report started from an appointment without a network', () => {
  it('is made on the device and filled there; back online it is created once and its answers saved to the new report', async () => {
    const { network, creates, puts, router, clicker } = await addReportOffline();
    await clicker.click(screen.getByRole('button', { name: 'Create Report' }));

    // The form opens at once, from the device, under a provisional id; nothing has been sent.
    expect(await screen.findByRole('heading', { name: 'Gas Compliance Certificate', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/business\/reports\/-\d+\/edit$/);
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Jane Citizen')).toBeTruthy();
    expect(within(pending() as HTMLElement).getByText('New report: Waiting to send')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();

    await clicker.type(screen.getByRole('textbox', { name: 'Make *' }), 'Rinnai');
    await clicker.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await within(pending() as HTMLElement).findByText('Report answers: Waiting to send')).toBeTruthy();
    expect(creates).toHaveLength(0);

    network.goOnline();
    // Created once, then its answers saved to report 77, and the form is the server's report 77 now.
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/reports/77/edit'));
    expect(router.state.location.search).toBe('?back=true');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(creates[0]?.body).toMatchObject({ template_id: 3, appointment_id: 41, reference_id: '' });
    expect(puts[0]?.body).toMatchObject({ answers: { make: 'Rinnai' } });
    // Its version and address are the server's: a save behind the create names neither.
    expect(puts[0]?.body).not.toHaveProperty('updated_at');
    expect(puts[0]?.body).not.toHaveProperty('address');
    await waitFor(() => expect(pending()).toBeNull());
  });

  it('needs the network when the device has not kept the template’s form: nothing is queued', async () => {
    // The form could not be read while there was a network.
    const { creates, clicker } = await addReportOffline({ 'GET /v1/forms/2': failure(404, 'Form not found') });
    await clicker.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText(MESSAGES.connectionFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add Report' })).toBeTruthy();
    expect(pending()).toBeNull();
    expect(creates).toHaveLength(0);
  });
});
