import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session/session-store';
import { AppProviders } from '../../../test/app-providers';
import { buildUserLoad, startUpRoutes } from '../../../test/fixtures';
import type {
  AppointmentEntry,
  FutureAppointmentEntry,
  LogEntry,
  NoteEntry,
  TimelineOwner,
  TimelinePage,
} from '../api/timeline-types';
import { TimelinePanel, type TimelinePanelProps } from '../components/timeline-panel';

export const testOwner: TimelineOwner = { basePath: '/clients', id: 5, queryKey: ['clients', 'timeline', 5] };

export function buildNote(overrides: Partial<NoteEntry> = {}): NoteEntry {
  const id = overrides.id ?? 31;
  return {
    id,
    value: '<p>Gate code 1234</p>',
    name: 'Ada Lovelace',
    is_updated: false,
    is_hidden: false,
    is_pinned: false,
    created_at: '2026-03-05 10:00:00',
    updated_at: '2026-03-05 10:00:00',
    can_edit: true,
    key: `note-${id}`,
    timeline_type: 'note',
    timeline_date: '2026-03-05 10:00:00',
    timeline_pinned: false,
    ...overrides,
  };
}

export function buildLog(overrides: Partial<LogEntry> = {}): LogEntry {
  const id = overrides.id ?? 71;
  return {
    id,
    action: 'updated',
    description: 'Client updated',
    name: 'Ada Lovelace',
    created_at: '2026-03-04 09:00:00',
    key: `log-${id}`,
    timeline_type: 'log',
    timeline_date: '2026-03-04 09:00:00',
    timeline_pinned: false,
    ...overrides,
  };
}

export function timelinePage(overrides: Partial<TimelinePage> = {}): TimelinePage {
  return { timeline: [], page: 1, has_more: false, tiles: [], has_collated: false, ...overrides };
}

/** Signs in (with these tips dismissed) and returns the start-up routes. */
export function signedInRoutes(tips: string[] = ['timeline'], permissions: string[] = ['canAccessClients']) {
  session.start({ token: 'token', email: 'ada@example.com' });
  return startUpRoutes({ ...buildUserLoad({ permissions: ['canAccessPortalBusiness', ...permissions] }), tips });
}

/** Renders the panel alone (providers and a router for the file viewer's links). */
export function renderTimeline(props: Partial<TimelinePanelProps> = {}) {
  const router = createMemoryRouter([
    { path: '/', element: <TimelinePanel owner={testOwner} readOnly={props.readOnly ?? false} {...props} /> },
  ]);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The query string of a logged request. */
export const queryOf = (url: string) => new URL(url, 'http://test').searchParams;

export function buildAppointmentEntry(overrides: Partial<AppointmentEntry> = {}): AppointmentEntry {
  const id = overrides.id ?? 41;
  return {
    id,
    reference_id: 'APT-0041',
    title: 'Blocked kitchen drain',
    description: 'Bring the drain camera',
    status: 'SCHEDULED',
    all_day: false,
    start_date: '2026-03-10 10:00:00',
    end_date: '2026-03-10 12:00:00',
    timezone: 'Australia/Melbourne',
    color: null,
    address: { full_address: '1 Gate St, Carlton VIC 3053' },
    types: [{ id: 3, name: 'Plumbing maintenance', shorthand_name: 'PM' }],
    clients: [{ id: 5, display_name: 'Jane Citizen' }],
    key: `appointment-${id}`,
    timeline_type: 'appointment',
    timeline_date: '2026-03-10 10:00:00',
    timeline_pinned: false,
    ...overrides,
  };
}

export const asUpcoming = (entry: AppointmentEntry, overrides: Partial<FutureAppointmentEntry> = {}) =>
  ({ ...entry, key: `appointment_future-${entry.id}`, timeline_type: 'appointment_future', ...overrides }) as const;
