import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { resetViewportWidth, setViewportWidth } from '../../../test/viewport';
import type { Appointment } from '../api/appointment-types';
import { buildAppointment } from '../testing/appointment-fixtures';

const mia = { id: 2, name: 'Mia Walsh', initials: 'MW', color: '#ef6c00', created_company: false };
const jack = { id: 3, name: 'Jack Nguyen', initials: 'JN', color: '#00695c', created_company: false };
const drain = { id: 4, name: 'Blocked drain', shorthand_name: 'BD', must_be_staffed: true, color: '#1e88e5' };
const hotWater = { id: 5, name: 'Hot water service', shorthand_name: 'HWS', must_be_staffed: true, color: '#e53935' };

const morning = buildAppointment({
  id: 1,
  title: 'Kitchen sink',
  status: 'SCHEDULED',
  attendees: [mia],
  clients: [{ id: 7, display_name: 'Jane Citizen', disable_reminders: false, default_communication_method: 'EMAIL' }],
  types: [drain],
  start_date: '2026-12-01 08:00:00',
  end_date: '2026-12-01 10:00:00',
});
const noon = buildAppointment({
  id: 2,
  title: 'Hot water unit',
  status: 'IN_PROGRESS',
  attendees: [jack, mia],
  clients: [
    { id: 8, display_name: 'Harbourside Real Estate', disable_reminders: false, default_communication_method: 'EMAIL' },
  ],
  types: [hotWater],
  start_date: '2026-12-02 12:00:00',
  end_date: '2026-12-02 14:00:00',
});

/** The scheduler on the week of Tue 1 Dec 2026, with these company settings and appointments. */
function openScheduler(settings: Record<string, unknown>, appointments: Appointment[] = [morning, noon]) {
  session.start({ token: 'token', email: 'ada@example.com' });
  const user = buildUserLoad({ permissions: ['canAccessPortalBusiness', 'canAccessCalendar', 'canEditAppointments'] });
  user.company.settings = settings;
  mockApi({
    ...startUpRoutes(user),
    // The unscheduled list beside it searches; the calendar's range is its own route.
    'POST /v1/appointments/search': ok({ appointments: [], total: 0 }),
    'POST /v1/appointments/calendar': ok({ appointments, total: appointments.length }),
  });
  renderApp('/business/scheduler');
}

/**
 * An appointment on the calendar: a button named by what it shows. Unless `placed`, found by its
 * text: jsdom lays nothing out, and FullCalendar keeps a month's rows hidden (so nameless) until it has
 * measured them; the journeys see them in a browser.
 */
async function eventOf(shown: string, placed = true): Promise<HTMLElement> {
  const calendar = within(await screen.findByRole('region', { name: 'Calendar' }));
  if (placed) return calendar.findByRole('button', { name: new RegExp(shown) });
  const event = (await calendar.findByText(shown)).closest<HTMLElement>('[role="button"]');
  if (!event) throw new Error(`${shown} is not on an event`);
  return event;
}

const colours = (event: HTMLElement) => ({
  colour: event.style.getPropertyValue('--fc-event-color'),
  text: event.style.getPropertyValue('--fc-event-contrast-color'),
});

describe('scheduler calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T09:00:00+11:00'));
    setViewportWidth(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    resetViewportWidth();
  });

  it('colours each appointment by its first staff member (STAFF), with its time, client, staff and status, and keys the colours', async () => {
    openScheduler({ appointments_color_allocation: 'STAFF', appointment_status_colors: { IN_PROGRESS: '#6a1b9a' } });
    const first = await eventOf('Kitchen sink');
    // FullCalendar 7 reads color / contrastColor: black text on Mia's orange, white on Jack's dark teal (4.5:1).
    expect(colours(first)).toEqual({ colour: '#ef6c00', text: '#000' });
    expect(first.textContent).toMatch(/^8:00\s–\s10:00/);
    for (const shown of ['Jane Citizen', 'Mia Walsh', 'Scheduled']) expect(first.textContent).toContain(shown);

    const second = await eventOf('Hot water unit');
    expect(colours(second)).toEqual({ colour: '#00695c', text: '#fff' });
    // Noon to 2 pm: 12-hour times, the am/pm left to the time axis.
    expect(second.textContent).toMatch(/^12:00 – 2:00/);
    for (const shown of ['Harbourside Real Estate', 'Jack Nguyen, Mia Walsh', 'In progress'])
      expect(second.textContent).toContain(shown);
    // The status's own colour marks it.
    expect(within(second).getByTestId('appointment-status-mark').style.backgroundColor).toBe('rgb(106, 27, 154)');
    expect(within(first).queryByTestId('appointment-status-mark')).toBeNull();

    // The key: whose colour is whose (the shown appointments'), and the status colours set.
    const keys = within(screen.getByRole('list', { name: 'Calendar colours' })).getAllByRole('listitem');
    expect(keys.map((key) => key.textContent)).toEqual(['Mia Walsh', 'Jack Nguyen']);
    expect(within(keys[0] as HTMLElement).getByTestId('colour-swatch').style.backgroundColor).toBe('rgb(239, 108, 0)');
    const statuses = within(screen.getByRole('list', { name: 'Status colours' })).getAllByRole('listitem');
    expect(statuses.map((key) => key.textContent)).toEqual(['In progress']);
    expect(within(statuses[0] as HTMLElement).getByTestId('colour-swatch').style.backgroundColor).toBe(
      'rgb(106, 27, 154)',
    );
  });

  it("places an appointment kept in another timezone at the company's time", async () => {
    // 8 am in Perth (UTC+8) is 11 am in Melbourne (UTC+11 in December).
    const perth = buildAppointment({
      id: 3,
      title: 'Mine site inspection',
      timezone: 'Australia/Perth',
      start_date: '2026-12-01 08:00:00',
      end_date: '2026-12-01 10:30:00',
    });
    openScheduler({ appointments_color_allocation: 'STAFF' }, [morning, perth]);
    expect((await eventOf('Mine site inspection')).textContent).toMatch(/^11:00 – 1:30/);
    expect((await eventOf('Kitchen sink')).textContent).toMatch(/^8:00 – 10:00/);
  });

  it('colours by the first appointment type (TYPES); an appointment with a colour of its own keeps it', async () => {
    openScheduler({ appointments_color_allocation: 'TYPES' }, [morning, { ...noon, color: '#5d4037' }]);
    expect(colours(await eventOf('Kitchen sink')).colour).toBe('#1e88e5');
    expect(colours(await eventOf('Hot water unit')).colour).toBe('#5d4037');
    const legend = screen.getByRole('list', { name: 'Calendar colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((key) => key.textContent),
    ).toEqual(['Blocked drain', 'Own colour']);
    expect(screen.queryByRole('list', { name: 'Status colours' })).toBeNull();
  });

  it('keeps the colours and the details in the day and month views', async () => {
    openScheduler({ appointments_color_allocation: 'STAFF' });
    await eventOf('Kitchen sink');
    const user = userEvent.setup();
    for (const view of ['Month view', 'Day view']) {
      await user.click(screen.getByRole('tab', { name: view }));
      const event = await eventOf('Jane Citizen', false);
      expect(colours(event).colour).toBe('#ef6c00');
      for (const shown of ['Kitchen sink', 'Mia Walsh', 'Scheduled']) expect(event.textContent).toContain(shown);
    }
  });

  it('opens on the day on a phone (390 px), with the same colours, details and key', async () => {
    setViewportWidth(390);
    openScheduler({ appointments_color_allocation: 'STAFF' });
    const event = await eventOf('Kitchen sink');
    expect(screen.getByRole('tab', { name: 'Day view' }).getAttribute('aria-selected')).toBe('true');
    expect(colours(event).colour).toBe('#ef6c00');
    for (const shown of ['Jane Citizen', 'Mia Walsh', 'Scheduled']) expect(event.textContent).toContain(shown);
    // Tuesday's only: Wednesday's appointment is a tap on Next away.
    expect(screen.queryByText('Hot water unit')).toBeNull();
    expect(screen.getByRole('list', { name: 'Calendar colours' })).toBeTruthy();
  });
});
