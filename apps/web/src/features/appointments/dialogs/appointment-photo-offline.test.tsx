import 'fake-indexeddb/auto';
import { IDEMPOTENCY_HEADER } from '@fieldbook/domain/idempotency/idempotency.constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { failure, mockApi, ok } from '../../../test/mock-api';
import { deviceNetwork } from '../../../test/offline';
import { fakeXhr } from '../../files/testing/fake-xhr';
import { buildFile, uploadEnvelope } from '../../files/testing/file-fixtures';
import { OfflineStatus } from '../../offline/index';
import { timelinePage } from '../../timeline/testing/timeline-fixtures';
import { buildAppointment } from '../testing/appointment-fixtures';
import { AppointmentViewDialog } from './appointment-view-dialog';

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'IMG_0042.jpg', { type: 'image/jpeg' });

afterEach(() => Reflect.deleteProperty(navigator, 'onLine'));

/** The appointment open on its Activity Timeline, with the offline banner above it as the app shell shows it. */
async function openTimeline(attach = ok({ files: [buildFile({ id: 90 })] }, 'Attachments saved')) {
  const api = mockApi({
    ...signedInWith(['canAccessCalendar', 'canAccessReports']),
    'GET /v1/appointments/find': ok({ appointment: buildAppointment(), timeline: [] }),
    'GET /v1/appointments/climate': ok({ climate: null }),
    'GET /v1/appointments/timeline': ok(timelinePage()),
    'POST /v1/appointments/attachments/save': attach,
  });
  const uploads = fakeXhr(() => ({ status: 200, body: uploadEnvelope('success', [buildFile({ id: 90 })]) }));
  const network = await deviceNetwork();
  const router = createMemoryRouter(
    [
      {
        path: '/business/scheduler',
        element: (
          <>
            <OfflineStatus />
            <AppointmentViewDialog id={41} onClose={() => {}} onEdit={() => {}} />
          </>
        ),
      },
    ],
    { initialEntries: ['/business/scheduler'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
  await user.click(await within(dialog).findByRole('tab', { name: 'Activity Timeline' }));
  await within(dialog).findByRole('button', { name: 'Add photo' });
  const attaches = () => api.calls.filter((call) => call.path === '/v1/appointments/attachments/save');
  return { api, uploads, attaches, network, user, dialog };
}

const pendingList = () => screen.queryByRole('list', { name: 'Changes not sent yet' });

describe('a photo added from the appointment’s timeline', () => {
  it('is sent at once with a connection: uploaded, then attached, each with its key', async () => {
    const { uploads, attaches, user, dialog } = await openTimeline();
    const input = within(dialog).getByLabelText('Add photo') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    await user.upload(input, photo());
    expect(await screen.findByText('Photo added')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    const key = uploads[0]?.headers[IDEMPOTENCY_HEADER];
    expect(key).toBeTruthy();
    expect(attaches()[0]?.body).toEqual({ id: 41, files: [90] });
    expect(attaches()[0]?.headers[IDEMPOTENCY_HEADER]).toBe(`${key}:attach`);
  });

  it('offline, is kept on the device and shown pending; back online it is sent once', async () => {
    const { uploads, attaches, network, user, dialog } = await openTimeline();
    network.goOffline();
    await user.upload(within(dialog).getByLabelText('Add photo'), photo());
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeTruthy();
    expect(within(pendingList() as HTMLElement).getByText('Photo IMG_0042.jpg: Waiting to send')).toBeTruthy();
    expect(uploads).toHaveLength(0);
    expect(attaches()).toHaveLength(0);

    network.goOnline();
    await waitFor(() => expect(attaches()).toHaveLength(1));
    await waitFor(() => expect(pendingList()).toBeNull());
    expect(uploads).toHaveLength(1);
    const key = uploads[0]?.headers[IDEMPOTENCY_HEADER];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect((uploads[0]?.body?.get('files[]') as File | undefined)?.name).toBe('IMG_0042.jpg');
    expect(attaches()[0]?.headers[IDEMPOTENCY_HEADER]).toBe(`${key}:attach`);
  });

  it('refused when sent, is held with the server’s message', async () => {
    const refusal = 'You can no longer change this appointment.';
    const { network, user, dialog } = await openTimeline(failure(422, refusal));
    network.goOffline();
    await user.upload(within(dialog).getByLabelText('Add photo'), photo());
    await screen.findByText(QUEUED_MESSAGE);
    network.goOnline();
    expect(await within(dialog).findByText('Photo IMG_0042.jpg: Needs you')).toBeTruthy();
    // The banner sits behind the appointment's modal dialog, as it does in the app.
    await user.click(screen.getByRole('button', { name: 'Review', hidden: true }));
    const review = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(within(review).getByText(refusal)).toBeTruthy();
  });
});
