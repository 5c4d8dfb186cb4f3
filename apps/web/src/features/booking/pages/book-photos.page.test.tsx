import { BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpRoutes } from '../../../test/fixtures';
import { type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { fakeXhr, type SentUpload } from '../../files/testing/fake-xhr';
// Loaded with the file, not inside the first test's time: the route opens it lazily.
import './book.page';
import { buildBookingPage, buildPublicBooking } from '../testing/booking-fixtures';

const BASE = '/v1/connect/book/bayside-plumbing';
const week = {
  timezone: 'Australia/Melbourne',
  service_id: 11,
  duration_minutes: 90,
  days: [{ date: '2026-11-30', times: ['09:30'] }],
};

const photoOf = (name: string, type = 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });
const fileName = (sent: SentUpload) => (sent.body?.get('photo') as File | null)?.name ?? '';

/** The page with a service chosen at 9:30am and the details filled; photos are answered by `respond`. */
async function openPage(respond: (sent: SentUpload) => { status: number; body: unknown }) {
  const booked: MockRequest[] = [];
  mockApi({
    ...startUpRoutes(),
    [`GET ${BASE}`]: ok(buildBookingPage()),
    [`GET ${BASE}/slots`]: ok(week),
    [`GET ${BASE}/addresses`]: ok({ predictions: [], available: true }),
    [`POST ${BASE}`]: (request) => {
      booked.push(request);
      return { ...ok({ booking: buildPublicBooking() }), status: 201 };
    },
  });
  const uploads = fakeXhr(respond);
  renderApp('/connect/book/bayside-plumbing');
  const clicker = userEvent.setup();
  await clicker.click(await screen.findByRole('button', { name: /^Gas service/ }));
  const day = await screen.findByRole('group', { name: 'Mon 30 Nov 2026' });
  await clicker.click(within(day).getByRole('button', { name: '9:30am' }));
  for (const [name, text] of [
    ['Your name', 'Jo Homeowner'],
    ['Email', 'jo@client.example'],
    ['Mobile', '0412 345 678'],
  ] as const) {
    await clicker.click(screen.getByRole('textbox', { name }));
    await clicker.paste(text);
  }
  await clicker.click(screen.getByRole('combobox', { name: 'Job address' }));
  await clicker.paste('12 Smith Rd, Fitzroy VIC 3065');
  return { booked, uploads, clicker };
}

/** The photos' answers: a token per name, except the names refused with their message. */
const answers =
  (refused: Record<string, { status: number; message: string; errors?: Record<string, string[]> }> = {}) =>
  (sent: SentUpload) => {
    const name = fileName(sent);
    const no = refused[name];
    if (no)
      return {
        status: no.status,
        body: { status: 'error', payload: null, errors: no.errors ?? null, message: no.message },
      };
    const photo = { token: `tok-${name}`, name, width: 640, height: 480, expires_at: '2026-11-29T10:00:00.000Z' };
    return { status: 201, body: { status: 'success', payload: { photo }, errors: null, message: null } };
  };

beforeEach(() => {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${++n}`), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('photos on the booking page', () => {
  it('sends each photo as it is added, shows its thumbnail, and books with the ones the business kept', async () => {
    const { booked, uploads, clicker } = await openPage(
      answers({
        'notes.jpg': {
          status: 422,
          message: 'The given data was invalid.',
          errors: { photo: [BOOKING_MESSAGES.photoNotImage] },
        },
      }),
    );
    await clicker.upload(screen.getByLabelText('Photos of the job'), [
      photoOf('heater.jpg'),
      photoOf('notes.jpg'),
      photoOf('meter.png', 'image/png'),
    ]);
    const list = await screen.findByRole('list', { name: 'Photos' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['heater.jpg', 'blob:photo-1'],
      ['notes.jpg', 'blob:photo-2'],
      ['meter.png', 'blob:photo-3'],
    ]);
    expect(uploads.map((sent) => [sent.method, sent.url])).toEqual([
      ['POST', `${BASE}/photos`],
      ['POST', `${BASE}/photos`],
      ['POST', `${BASE}/photos`],
    ]);
    // The refused one says why, beside its thumbnail.
    expect(await within(list).findByText(BOOKING_MESSAGES.photoNotImage)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /^Sending/ })).toBeNull());

    await clicker.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(booked).toHaveLength(1));
    expect(booked[0]?.body).toMatchObject({ photos: ['tok-heater.jpg', 'tok-meter.png'] });
  });

  it('removes a photo from the keyboard, and takes no more than five', async () => {
    const { booked, clicker } = await openPage(answers());
    const input = screen.getByLabelText('Photos of the job');
    await clicker.upload(
      input,
      ['1.jpg', '2.jpg', '3.jpg', '4.jpg'].map((name) => photoOf(name)),
    );
    await clicker.upload(
      input,
      ['5.jpg', '6.jpg'].map((name) => photoOf(name)),
    );
    const list = await screen.findByRole('list', { name: 'Photos' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(screen.getByText(BOOKING_MESSAGES.tooManyPhotos)).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add photos' });
    expect(add).toHaveProperty('disabled', true);

    const remove = screen.getByRole('button', { name: 'Remove photo 2.jpg' });
    remove.focus();
    await clicker.keyboard('{Enter}');
    expect(within(list).queryByRole('img', { name: '2.jpg' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-2');
    expect(add).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(add);

    await clicker.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(booked).toHaveLength(1));
    expect(booked[0]?.body).toMatchObject({ photos: ['tok-1.jpg', 'tok-3.jpg', 'tok-4.jpg', 'tok-5.jpg'] });
  });

  it("shows the booking's refusal of a photo under the photos", async () => {
    const { clicker } = await openPage(answers());
    mockApi({
      ...startUpRoutes(),
      [`GET ${BASE}/slots`]: ok(week),
      [`GET ${BASE}/addresses`]: ok({ predictions: [], available: true }),
      [`POST ${BASE}`]: {
        status: 422,
        body: {
          status: 'error',
          payload: null,
          errors: { photos: [BOOKING_MESSAGES.photoNotFound] },
          message: 'The given data was invalid.',
        },
      },
    });
    await clicker.upload(screen.getByLabelText('Photos of the job'), [photoOf('old.jpg')]);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /^Sending/ })).toBeNull());
    await clicker.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(BOOKING_MESSAGES.photoNotFound)).toBeTruthy();
  });
});
