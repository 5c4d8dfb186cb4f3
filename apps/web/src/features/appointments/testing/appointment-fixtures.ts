import { ok } from '../../../test/mock-api';
import type { Appointment } from '../api/appointment-types';

export function buildAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 41,
    reference_id: '5001',
    title: 'Blocked kitchen drain',
    description: 'Gate code 4321',
    color: null,
    status: 'SCHEDULED',
    start_date: '2026-12-01 10:00:00',
    end_date: '2026-12-01 12:00:00',
    timezone: 'Australia/Melbourne',
    timezone_details: { zone: 'Australia/Melbourne', abbr: 'AEDT', diff_from_gmt: '+11:00' },
    all_day: false,
    address: null,
    attendees: [{ id: 2, name: 'Mia Walsh', initials: 'MW', color: '#ef6c00', created_company: false }],
    clients: [{ id: 3, display_name: 'Jane Citizen', disable_reminders: false, default_communication_method: 'EMAIL' }],
    types: [{ id: 4, name: 'Blocked drain', shorthand_name: 'BD', must_be_staffed: true, color: '#1e88e5' }],
    is_locked: false,
    is_recurring: false,
    recursion_rule: null,
    recurring_status: 'UNSCHEDULED',
    client_reminders: [],
    staff_reminders: [],
    unscheduled_reminders: [],
    quotation_id: null,
    archived: false,
    can_edit: true,
    is_attendee: false,
    created_at: '2026-11-20 09:00:00',
    creator: { name: 'Ada Lovelace' },
    updated_at: '2026-11-20 09:00:00',
    ...overrides,
  };
}

/** What the scheduler page loads, with these appointments on the calendar. */
export const schedulerRoutes = (appointments: Appointment[]) => ({
  'POST /v1/appointments/search': ok({ appointments, total: appointments.length }),
  'POST /v1/appointments/calendar': ok({ appointments, total: appointments.length }),
  'GET /v1/appointments/types/available': ok({ types: [] }),
});
