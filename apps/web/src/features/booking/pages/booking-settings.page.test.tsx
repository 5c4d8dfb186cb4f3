import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
// Loaded with the file, not inside the first test's time: the route opens it lazily.
import './booking-settings.page';
import { buildBookingSettings, buildSettingsService } from '../testing/booking-fixtures';

const staff = [
  { id: 1, name: 'Olive Owner', initials: 'OO', email: 'olive@example.com', color: '#027be3' },
  { id: 2, name: 'Gus Gasfitter', initials: 'GG', email: 'gus@example.com', color: '#21ba45' },
];

function openSettings(settings = buildBookingSettings(), save?: (request: MockRequest) => ReturnType<typeof ok>) {
  const sent: MockRequest[] = [];
  mockApi({
    ...signedInWith(['canModifyCompanyDetails', 'canAccessCalendar']),
    'GET /v1/business/company/booking': ok(settings),
    'GET /v1/appointments/staff': ok({ users: staff }),
    'PUT /v1/business/company/booking': (request) => {
      sent.push(request);
      return save ? save(request) : ok({ ...settings, ...(request.body as object) });
    },
  });
  renderApp('/business/settings/booking');
  return { sent, clicker: userEvent.setup() };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('settings/booking', () => {
  it('turns booking on with one service: duration, en-AU from price, notice, days ahead, buffer and staff', async () => {
    const { sent, clicker } = openSettings();
    const gas = await section('Gas service');
    await clicker.click(within(gas).getByRole('switch', { name: 'Bookable online' }));
    const duration = within(gas).getByRole('spinbutton', { name: 'Duration' });
    await clicker.clear(duration);
    await clicker.type(duration, '60');
    await clicker.click(within(gas).getByRole('textbox', { name: 'From price' }));
    await clicker.paste('$1,180.5');
    await clicker.tab();
    expect((within(gas).getByRole('textbox', { name: 'From price' }) as HTMLInputElement).value).toBe('$1,180.50');
    const notice = within(gas).getByRole('spinbutton', { name: 'Minimum notice' });
    await clicker.clear(notice);
    await clicker.type(notice, '12');
    await clicker.type(within(gas).getByRole('spinbutton', { name: 'Buffer between jobs' }), '5');
    await clicker.click(within(gas).getByRole('textbox', { name: 'Description' }));
    await clicker.paste('Annual check.');
    await clicker.click(within(gas).getByRole('combobox', { name: 'Staff who may take it' }));
    await clicker.click(await screen.findByRole('option', { name: 'Gus Gasfitter' }));
    await clicker.click(screen.getByRole('switch', { name: 'Take bookings online' }));
    await clicker.click(screen.getByRole('radio', { name: 'I approve each request first' }));
    await clicker.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      enabled: true,
      handle: 'bayside-plumbing',
      requires_approval: true,
      pending_cap: 20,
      services: [
        {
          appointment_type_id: 11,
          bookable: true,
          duration_minutes: 60,
          from_price_cents: 118050,
          description: 'Annual check.',
          min_notice_hours: 12,
          days_ahead: 30,
          buffer_minutes: 5,
          staff_ids: [2],
        },
        {
          appointment_type_id: 12,
          bookable: false,
          duration_minutes: 90,
          from_price_cents: null,
          description: null,
          min_notice_hours: 24,
          days_ahead: 30,
          buffer_minutes: 0,
          staff_ids: [],
        },
      ],
    });
    expect(await screen.findByText(BOOKING_MESSAGES.saved)).toBeTruthy();
    // Turned on, the page shows its public link and the snippets to paste.
    expect(await screen.findByRole('link', { name: /\/connect\/book\/bayside-plumbing/ })).toBeTruthy();
  });

  it('refuses a bookable service without staff, a bad price and booking on without a service, sending nothing', async () => {
    const { sent, clicker } = openSettings();
    await clicker.click(await screen.findByRole('switch', { name: 'Take bookings online' }));
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.enableNeedsService)).toBeTruthy();

    const gas = await section('Gas service');
    await clicker.click(within(gas).getByRole('switch', { name: 'Bookable online' }));
    await clicker.click(within(gas).getByRole('textbox', { name: 'From price' }));
    await clicker.paste('12.345');
    const ahead = within(gas).getByRole('spinbutton', { name: 'How far ahead' });
    await clicker.clear(ahead);
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(gas).findByText(BOOKING_MESSAGES.priceInvalid)).toBeTruthy();
    expect(within(gas).getByText(BOOKING_MESSAGES.daysAheadInvalid)).toBeTruthy();

    // With its numbers right, the service still needs someone to take it.
    await clicker.clear(within(gas).getByRole('textbox', { name: 'From price' }));
    await clicker.type(ahead, '14');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(gas).findByText(BOOKING_MESSAGES.staffRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's 422 under the field it names", async () => {
    const { sent, clicker } = openSettings(
      buildBookingSettings({ services: [buildSettingsService({ bookable: true, staff_ids: [1] })] }),
      () => failure(422, 'The given data was invalid.', { handle: [BOOKING_MESSAGES.handleTaken] }),
    );
    const handle = await screen.findByRole('textbox', { name: 'Booking address' });
    await clicker.clear(handle);
    await clicker.click(handle);
    await clicker.paste('rae-gas');
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.handleTaken)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(BOOKING_MESSAGES.saved)).toBeNull();
  });

  it('copies the page link and the embed code with its resizing script', async () => {
    const { clicker } = openSettings(
      buildBookingSettings({ enabled: true, services: [buildSettingsService({ bookable: true, staff_ids: [1] })] }),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await clicker.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost:3000/connect/book/bayside-plumbing');
    await clicker.click(screen.getByRole('button', { name: 'Copy embed code' }));
    const code = String(writeText.mock.lastCall?.[0]);
    expect(code).toContain(
      '<iframe id="fieldbook-booking" src="http://localhost:3000/connect/book/bayside-plumbing?embed=1"',
    );
    expect(code).toContain('event.origin !== "http://localhost:3000"');
    await clicker.click(screen.getByRole('button', { name: 'Copy button code' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('>Book online</a>'));
  });
});
