import type { AppointmentStatus, RecurringStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { Address } from '@fieldbook/domain/inputs/address.rules';

export const appointmentsQueryKey = ['appointments'] as const;

export interface AppointmentReminder {
  id: number;
  key: 'staff' | 'unscheduled' | 'clients';
  client_id: number | null;
  user_id: number | null;
  type: 'EMAIL' | 'SMS' | 'NONE';
  value: string | null;
  reminder_offset: number;
  has_sent: boolean;
}

/** An appointment as the server presents it (spec: Appointment); dates in its own timezone. */
export interface Appointment {
  id: number;
  reference_id: string;
  title: string;
  description: string | null;
  color: string | null;
  status: AppointmentStatus;
  start_date: string;
  end_date: string;
  timezone: string;
  timezone_details: { zone: string; abbr: string; diff_from_gmt: string };
  all_day: boolean;
  address: (Address & { full_address?: string | null }) | null;
  attendees: { id: number; name: string; initials: string; color: string; created_company: boolean }[];
  clients: { id: number; display_name: string; disable_reminders: boolean }[];
  types: { id: number; name: string; shorthand_name: string | null; must_be_staffed: boolean; color: string }[];
  is_locked: boolean;
  is_recurring: boolean;
  recursion_rule: { value: string } | null;
  /** find only: the whole series by start, this one included. */
  recurring_appointments?: { id: number; start_date: string; status: AppointmentStatus }[];
  recurring_status: RecurringStatus;
  client_reminders: AppointmentReminder[];
  staff_reminders: AppointmentReminder[];
  unscheduled_reminders: AppointmentReminder[];
  archived: boolean;
  can_edit: boolean;
  is_attendee: boolean;
  created_at: string;
  creator: { name: string } | null;
  updated_at: string;
}
