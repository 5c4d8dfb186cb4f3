import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startUpRoutes } from '../../../test/fixtures';
import { failure, type MockRequest, type MockResponse, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
// Loaded with the file, not inside the first test's time: the route opens it lazily.
import './book.page';
import { SWAN_STREET } from '../../../test/fixtures';
import { buildBookingPage, buildPublicBooking } from '../testing/booking-fixtures';

const PAGE = 'GET /v1/connect/book/bayside-plumbing';
const SLOTS = 'GET /v1/connect/book/bayside-plumbing/slots';
const BOOK = 'POST /v1/connect/book/bayside-plumbing';
const ADDRESSES = 'GET /v1/connect/book/bayside-plumbing/addresses';
const ADDRESS_DETAILS = 'GET /v1/connect/book/bayside-plumbing/addresses/details';

const RICHMOND = SWAN_STREET;

const week = (times: Record<string, string[]> = {}) => ({
  timezone: 'Australia/Melbourne',
  service_id: 11,
  duration_minutes: 90,
  days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map(
    (date) => ({ date, times: times[date] ?? [] }),
  ),
});

const created = (payload: unknown): MockResponse => ({ ...ok(payload), status: 201 });
/** The 409 of a time just taken: the envelope's payload carries the next free times. */
const taken = (nextTimes: string[]): MockResponse => ({
  status: 409,
  body: { status: 'error', payload: { next_times: nextTimes }, errors: null, message: BOOKING_MESSAGES.slotTaken },
});

function openPage(
  book: (request: MockRequest) => MockResponse,
  slots = week({ '2026-11-30': ['09:30', '13:00'], '2026-12-01': ['08:00'] }),
) {
  const sent: MockRequest[] = [];
  const api = mockApi({
    ...startUpRoutes(),
    [PAGE]: ok(buildBookingPage()),
    [SLOTS]: ok(slots),
    [ADDRESSES]: ok({
      predictions: [{ id: 'sandbox-1', description: '1 Swan Street, Richmond VIC 3121, Australia' }],
      available: true,
    }),
    [ADDRESS_DETAILS]: ok({ address: { ...RICHMOND, full_address: '1 Swan Street, Richmond VIC 3121, Australia' } }),
    [BOOK]: (request) => {
      sent.push(request);
      return book(request);
    },
  });
  renderApp('/connect/book/bayside-plumbing');
  return { api, sent, clicker: userEvent.setup() };
}

type Clicker = ReturnType<typeof userEvent.setup>;

async function chooseGasServiceAt(clicker: Clicker, day: string, time: string) {
  await clicker.click(await screen.findByRole('button', { name: /^Gas service/ }));
  const group = await screen.findByRole('group', { name: day });
  await clicker.click(within(group).getByRole('button', { name: time }));
}

async function fillDetails(clicker: Clicker) {
  await clicker.click(screen.getByRole('textbox', { name: 'Your name' }));
  await clicker.paste('Jo Homeowner');
  await clicker.click(screen.getByRole('textbox', { name: 'Email' }));
  await clicker.paste('jo@client.example');
  await clicker.click(screen.getByRole('textbox', { name: 'Mobile' }));
  await clicker.paste('0412 345 678');
  // Typed in full: no search result is chosen, so the line is the address.
  await clicker.click(screen.getByRole('combobox', { name: 'Job address' }));
  await clicker.paste('12 Smith Rd, Fitzroy VIC 3065');
  await clicker.click(screen.getByRole('textbox', { name: 'Note (optional)' }));
  await clicker.paste('Side gate is open.');
}

describe('connect/book/{business}', () => {
  it('books a service at a free time and confirms it with the links to change or cancel it', async () => {
    const { api, sent, clicker } = openPage(() => created({ booking: buildPublicBooking() }));
    // Each service with its length, "from" price (en-AU) and description.
    const gas = await screen.findByRole('button', { name: /^Gas service/ });
    expect(gas.textContent).toContain('1 hr 30 min');
    expect(gas.textContent).toContain('From $180.00');
    expect(gas.textContent).toContain('Annual check of a gas heater or hot water system.');
    expect(screen.getByRole('button', { name: /^Blocked drain/ }).textContent).not.toContain('From');

    await chooseGasServiceAt(clicker, 'Mon 30 Nov 2026', '1:00pm');
    expect(screen.getByText('Times are in Australia/Melbourne time.')).toBeTruthy();
    expect(api.calls.find((call) => call.path.endsWith('/slots'))?.url).toContain('service=11');
    expect(screen.getByText('Gas service, Mon 30 Nov 2026, 1:00pm')).toBeTruthy();
    await fillDetails(clicker);
    await clicker.click(screen.getByRole('button', { name: 'Book' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      service: 11,
      start: '2026-11-30 13:00',
      name: 'Jo Homeowner',
      email: 'jo@client.example',
      mobile: '0412 345 678',
      address: { address_line_1: '12 Smith Rd, Fitzroy VIC 3065' },
      note: 'Side gate is open.',
      photos: [],
      website: '',
    });
    expect(await screen.findByText(BOOKING_MESSAGES.booked)).toBeTruthy();
    expect(screen.getByText(/Mon 30 Nov 2026, 9:30am/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change time' }).getAttribute('href')).toBe(
      '/connect/book/bayside-plumbing/reschedule/tok-resched',
    );
    expect(screen.getByRole('link', { name: 'Cancel booking' }).getAttribute('href')).toBe(
      '/connect/book/bayside-plumbing/cancel/tok-cancel',
    );
  });

  it("fills the job address from the business's own address search, as the visitor types", async () => {
    const { api, sent, clicker } = openPage(() => created({ booking: buildPublicBooking() }));
    await chooseGasServiceAt(clicker, 'Mon 30 Nov 2026', '1:00pm');
    await fillDetails(clicker);
    const address = screen.getByRole('combobox', { name: 'Job address' });
    await clicker.clear(address);
    await clicker.type(address, '1 Swan');
    await clicker.click(
      await screen.findByRole('option', { name: '1 Swan Street, Richmond VIC 3121, Australia' }, { timeout: 3000 }),
    );
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/addresses/details'))).toBe(true));
    // The last search asked is the one whose option was picked (a slow run may also have asked with the
    // address typed in the details before the field was cleared).
    const asked = api.calls.filter((call) => call.path.endsWith('/addresses')).at(-1);
    expect(new URL(asked?.url ?? '', 'http://x').searchParams.get('q')).toBe('1 Swan');
    // The business's route picks the country; the page names none, and never asks the signed-in search.
    expect(asked?.url).not.toContain('country=');
    expect(api.calls.some((call) => call.path === '/v1/addresses/search')).toBe(false);
    expect(address).toHaveProperty('value', '1 Swan Street, Richmond VIC 3121, Australia');
    await clicker.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ address: RICHMOND });
  });

  it('asks for what is missing before sending anything', async () => {
    const { sent, clicker } = openPage(() => created({ booking: buildPublicBooking() }));
    await clicker.click(await screen.findByRole('button', { name: /^Gas service/ }));
    await clicker.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByText(BOOKING_MESSAGES.startRequired)).toBeTruthy();
    expect(screen.getByText(BOOKING_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(BOOKING_MESSAGES.mobileRequired)).toBeTruthy();
    expect(screen.getByText(BOOKING_MESSAGES.addressRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's 422 under each field in its wording, and no confirmation", async () => {
    const { sent, clicker } = openPage(() =>
      failure(422, 'The given data was invalid.', {
        mobile: [BOOKING_MESSAGES.mobileInvalid],
        'address.address_line_1': [BOOKING_MESSAGES.addressRequired],
        start: [BOOKING_MESSAGES.startUnavailable],
      }),
    );
    await chooseGasServiceAt(clicker, 'Tue 1 Dec 2026', '8:00am');
    await fillDetails(clicker);
    await clicker.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(await screen.findByText(BOOKING_MESSAGES.mobileInvalid)).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(BOOKING_MESSAGES.addressRequired)).toBeTruthy();
    expect(screen.getByText(BOOKING_MESSAGES.startUnavailable)).toBeTruthy();
    expect(screen.queryByText(BOOKING_MESSAGES.booked)).toBeNull();
  });

  it('a time just taken: says so, offers the next free times, and books one of them', async () => {
    const { sent, clicker } = openPage((request) =>
      (request.body as { start: string }).start === '2026-11-30 09:30'
        ? taken(['2026-11-30 10:00', '2026-11-30 15:00'])
        : created({ booking: buildPublicBooking({ start: '2026-11-30 10:00', end: '2026-11-30 11:30' }) }),
    );
    await chooseGasServiceAt(clicker, 'Mon 30 Nov 2026', '9:30am');
    await fillDetails(clicker);
    await clicker.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(BOOKING_MESSAGES.slotTaken)).toBeTruthy();
    const next = screen.getByRole('group', { name: 'Next free times' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mon 30 Nov 2026, 10:00am', 'Mon 30 Nov 2026, 3:00pm']);
    await clicker.click(within(next).getByRole('button', { name: 'Mon 30 Nov 2026, 10:00am' }));
    await clicker.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ start: '2026-11-30 10:00', name: 'Jo Homeowner' });
    expect(await screen.findByText(BOOKING_MESSAGES.booked)).toBeTruthy();
  });

  it('says when there are no free times in the days shown', async () => {
    const { clicker } = openPage(() => created({ booking: buildPublicBooking() }), week());
    await clicker.click(await screen.findByRole('button', { name: /^Gas service/ }));
    expect(await screen.findByText('No free times in the next 7 days.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later days' })).toHaveProperty('disabled', false);
  });

  it('an unknown or closed business says it takes no online bookings', async () => {
    mockApi({ ...startUpRoutes(), [PAGE]: failure(404, BOOKING_MESSAGES.businessNotFound) });
    renderApp('/connect/book/bayside-plumbing');
    expect(await screen.findByText(BOOKING_MESSAGES.businessNotFound)).toBeTruthy();
  });
});
