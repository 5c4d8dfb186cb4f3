import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { buildFile } from '../../files/testing/file-fixtures';
import {
  asUpcoming,
  buildAppointmentEntry,
  buildNote,
  queryOf,
  renderTimeline,
  signedInRoutes,
  timelinePage,
} from '../testing/timeline-fixtures';
import { AppointmentOpenerProvider } from './appointment-opener';
import { TimelineAppointment } from './timeline-appointment';
import { groupEntries } from './timeline-grouping';

const past = buildAppointmentEntry();
const upcoming = asUpcoming(
  buildAppointmentEntry({
    id: 42,
    title: 'Roof inspection',
    status: 'UNCONFIRMED',
    all_day: true,
    start_date: '2026-12-03 00:00:00',
    end_date: '2026-12-03 23:59:59',
    description: null,
    address: null,
    types: [{ id: 4, name: 'A very long appointment type name that goes on and on', shorthand_name: null }],
    timeline_date: '2026-12-03 00:00:00',
  }),
);

describe('appointment entries', () => {
  it('show title, status, when in their own timezone, types, clients, address, description and reference', () => {
    render(<TimelineAppointment entry={past} />);
    const tile = screen.getByRole('article', { name: 'Appointment Blocked kitchen drain' });
    expect(within(tile).getByText('Blocked kitchen drain')).toBeTruthy();
    expect(within(tile).getByText('Scheduled')).toBeTruthy();
    expect(within(tile).getByText('Tue 10 Mar 2026, 10:00am – 12:00pm')).toBeTruthy();
    expect(within(tile).getByText('Plumbing maintenance')).toBeTruthy();
    expect(within(tile).getByText('Jane Citizen · 1 Gate St, Carlton VIC 3053')).toBeTruthy();
    expect(within(tile).getByText('Bring the drain camera')).toBeTruthy();
    expect(within(tile).getByText('APT-0041')).toBeTruthy();
    expect(within(tile).queryByText('Upcoming')).toBeNull();
  });

  it('mark upcoming ones, show all-day spans and truncate long type names at 35 characters', () => {
    render(<TimelineAppointment entry={upcoming} />);
    const tile = screen.getByRole('article', { name: 'Upcoming appointment Roof inspection' });
    expect(within(tile).getByText('Upcoming')).toBeTruthy();
    expect(within(tile).getByText('Unconfirmed')).toBeTruthy();
    expect(within(tile).getByText('Thu 3 Dec 2026, all day')).toBeTruthy();
    expect(within(tile).getByText('A very long appointment type name t...')).toBeTruthy();
  });

  it('open the appointment when the host can, and are plain text where it cannot', async () => {
    const open = vi.fn();
    const { unmount } = render(
      <AppointmentOpenerProvider open={open}>
        <TimelineAppointment entry={past} />
      </AppointmentOpenerProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Blocked kitchen drain' }));
    expect(open).toHaveBeenCalledWith(41);
    unmount();
    render(<TimelineAppointment entry={past} />);
    expect(screen.queryByRole('button', { name: 'Blocked kitchen drain' })).toBeNull();
  });

  it('appear in the panel among the other entries, with their tiles', async () => {
    const note = buildNote({ id: 7, value: '<p>Called ahead</p>', timeline_date: '2026-03-10 09:00:00' });
    mockApi({
      ...signedInRoutes(['timeline'], ['canAccessClients', 'canAccessCalendar']),
      'GET /v1/clients/timeline': ok(
        timelinePage({
          timeline: [upcoming, past, note],
          tiles: [
            { type: 'note', count: 1 },
            { type: 'appointment', count: 1 },
            { type: 'appointment_future', count: 1 },
          ],
        }),
      ),
    });
    renderTimeline();
    const day = await screen.findByRole('region', { name: '10-03-2026' });
    expect(
      within(day)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Appointment Blocked kitchen drain', 'Note by Ada Lovelace']);
    expect(screen.getByRole('region', { name: '03-12-2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Appointments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Upcoming Appointments' })).toBeTruthy();
  });
});

describe('collated entries', () => {
  it("name the appointment they came from and are read-only, even where the record's own are not", async () => {
    const morph = { name: 'Leak', type: 'appointment', url: null, reference: 'APT-0041' };
    const note = buildNote({ id: 8, value: '<p>Found the leak</p>', timeline_morph: morph });
    const file = {
      id: 12,
      title: 'Leak photo',
      file_name: 'leak.jpg',
      file: buildFile({ id: 12, title: 'Leak photo' }),
      key: 'attachments',
      timeline_type: 'attachment',
      timeline_date: '2026-03-05 11:00:00',
      timeline_pinned: false,
      timeline_morph: morph,
    } as const;
    const own = { ...file, timeline_morph: undefined, timeline_date: '2026-03-05 09:00:00' };
    mockApi({
      ...signedInRoutes(['timeline'], ['canAccessClients', 'canAccessCalendar']),
      'GET /v1/clients/timeline': ok(timelinePage({ timeline: [file, note, own], has_collated: true })),
    });
    renderTimeline();
    const noteTile = await screen.findByRole('article', { name: 'Note by Ada Lovelace' });
    expect(within(noteTile).getByText(/from Leak/)).toBeTruthy();
    expect(within(noteTile).queryByRole('button', { name: 'Pin note' })).toBeNull();
    // The same file attached to the client and to its appointment: two entries, only the own one editable.
    const [collatedFile, ownFile] = screen.getAllByRole('article', { name: 'File Leak photo' });
    expect(within(collatedFile as HTMLElement).getByText(/from Leak/)).toBeTruthy();
    expect(within(collatedFile as HTMLElement).queryByRole('button', { name: 'Pin' })).toBeNull();
    expect(within(ownFile as HTMLElement).getByRole('button', { name: 'Pin' })).toBeTruthy();
    // Its note offers Preview only.
    await userEvent.setup().click(within(noteTile).getByRole('button', { name: 'Note actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Preview...']);
  });
});

describe('grouping upcoming appointments', () => {
  it('shows the groups soonest first once only the Upcoming Appointments tile is selected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const later = asUpcoming(
      buildAppointmentEntry({ id: 50, title: 'Later visit', timeline_date: '2026-12-09 09:00:00' }),
    );
    const sooner = asUpcoming(
      buildAppointmentEntry({ id: 51, title: 'Sooner visit', timeline_date: '2026-12-04 09:00:00' }),
    );
    const tiles = [
      { type: 'appointment', count: 1 },
      { type: 'appointment_future', count: 2 },
    ];
    mockApi({
      ...signedInRoutes(['timeline'], ['canAccessClients', 'canAccessCalendar']),
      // The server answers newest first either way.
      'GET /v1/clients/timeline': ({ url }) =>
        ok(timelinePage({ timeline: queryOf(url).has('types[]') ? [later, sooner] : [later, sooner, past], tiles })),
    });
    renderTimeline();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const order = () =>
      screen
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
        .filter((text) => /^\d/.test(text ?? ''));
    await screen.findByRole('region', { name: '10-03-2026' });
    expect(order()).toEqual(['09-12-2026', '04-12-2026', '10-03-2026']);
    await user.click(screen.getByRole('button', { name: '1 Appointments' }));
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(screen.queryByRole('region', { name: '10-03-2026' })).toBeNull());
    expect(order()).toEqual(['04-12-2026', '09-12-2026']);
    vi.useRealTimers();
  });

  it('sorts groups soonest first when only upcoming appointments are shown', () => {
    const later = asUpcoming(buildAppointmentEntry({ id: 50, timeline_date: '2026-12-09 09:00:00' }));
    const sooner = asUpcoming(buildAppointmentEntry({ id: 51, timeline_date: '2026-12-04 09:00:00' }));
    const groups = (ascending: boolean) => groupEntries([later, sooner], ascending).map((g) => g.group);
    expect(groups(false)).toEqual(['09-12-2026', '04-12-2026']);
    expect(groups(true)).toEqual(['04-12-2026', '09-12-2026']);
  });
});
