import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startUpRoutes } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildBookingPage, buildPublicBooking } from '../testing/booking-fixtures';

const BASE = '/v1/connect/book/bayside-plumbing';
const slots = {
  timezone: 'Australia/Melbourne',
  service_id: 11,
  duration_minutes: 90,
  days: [{ date: '2026-12-02', times: ['08:00', '11:30'] }],
};

describe('the links in a booking confirmation', () => {
  it('moves the booking to a new free time', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      ...startUpRoutes(),
      [`GET ${BASE}/reschedule/tok-resched`]: ok({ booking: buildPublicBooking(), changeable: true, reason: null }),
      [`GET ${BASE}`]: ok(buildBookingPage()),
      [`GET ${BASE}/slots`]: ok(slots),
      [`POST ${BASE}/reschedule/tok-resched`]: (request) => {
        sent.push(request);
        return ok(
          { booking: buildPublicBooking({ start: '2026-12-02 11:30', end: '2026-12-02 13:00' }) },
          BOOKING_MESSAGES.rescheduled,
        );
      },
    });
    renderApp('/connect/book/bayside-plumbing/reschedule/tok-resched');
    const clicker = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Change your booking' })).toBeTruthy();
    expect(await screen.findByText(/Now: Mon 30 Nov 2026, 9:30am/)).toBeTruthy();
    await clicker.click(
      within(await screen.findByRole('group', { name: 'Wed 2 Dec 2026' })).getByRole('button', { name: '11:30am' }),
    );
    await clicker.click(screen.getByRole('button', { name: 'Move to Wed 2 Dec 2026, 11:30am' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ start: '2026-12-02 11:30' });
    expect(await screen.findByText(BOOKING_MESSAGES.rescheduled)).toBeTruthy();
    expect(screen.getByText(/Wed 2 Dec 2026, 11:30am/)).toBeTruthy();
  });

  it('within the notice, says to call instead and offers no change', async () => {
    const reason = BOOKING_MESSAGES.tooLateToChange(24);
    mockApi({
      ...startUpRoutes(),
      [`GET ${BASE}/cancel/tok-cancel`]: ok({ booking: buildPublicBooking(), changeable: false, reason }),
    });
    renderApp('/connect/book/bayside-plumbing/cancel/tok-cancel');
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('cancels the booking', async () => {
    mockApi({
      ...startUpRoutes(),
      [`GET ${BASE}/cancel/tok-cancel`]: ok({ booking: buildPublicBooking(), changeable: true, reason: null }),
      [`POST ${BASE}/cancel/tok-cancel`]: ok(
        { booking: buildPublicBooking({ state: 'cancelled', reschedule_path: null, cancel_path: null }) },
        BOOKING_MESSAGES.cancelled,
      ),
    });
    renderApp('/connect/book/bayside-plumbing/cancel/tok-cancel');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(BOOKING_MESSAGES.cancelled)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change time' })).toBeNull();
  });

  it('a spent or unknown link says so', async () => {
    mockApi({ ...startUpRoutes(), [`GET ${BASE}/cancel/old`]: failure(404, BOOKING_MESSAGES.linkInvalid) });
    renderApp('/connect/book/bayside-plumbing/cancel/old');
    expect(await screen.findByText(BOOKING_MESSAGES.linkInvalid)).toBeTruthy();
  });
});
