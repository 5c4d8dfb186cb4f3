import { minutesBetween, NEW_APPOINTMENT } from '@fieldbook/domain/appointments/appointment-form.rules';
import type { AppointmentStatus, RecurringStatus } from '@fieldbook/domain/appointments/appointments.constants';
import type { ReminderInput } from '@fieldbook/domain/appointments/appointments.schemas';
import { canAlterReminders } from '@fieldbook/domain/appointments/reminders.rules';
import type { Address } from '@fieldbook/domain/inputs/address.rules';
import type { Path } from 'react-hook-form';
import type { AppointmentType } from '../../appointment-types/index';
import type { Appointment } from '../api/appointment-types';

// The Create/Edit Appointment dialog's working copy and what its sections share.

export type TabKey = 'overview' | 'types' | 'clients' | 'staff' | 'color' | 'more';
/** Add mode steps through these with Next and a progress bar (spec: 4 steps). */
export const STEPS: TabKey[] = ['types', 'clients', 'staff', 'more'];
export const TAB_LABELS: Record<TabKey, string> = {
  overview: 'Overview',
  types: 'Appointment Types',
  clients: 'Clients & Reminders',
  staff: 'Staff & Reminders',
  color: 'Colour',
  more: 'More Options',
};

export interface Draft {
  reference_id: string;
  /**
   * Whether the user typed the reference. A new appointment's shown number is only the server's offer:
   * sent untyped, the server takes the next free one when saving (so no offer read earlier collides).
   */
  reference_changed: boolean;
  title: string;
  description: string;
  color: string | null;
  status: AppointmentStatus;
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean;
  location: string;
  /** The address behind `location` (its parts and coordinates) until the location is typed over. */
  place?: Address | null;
  note: string;
  recurring_status: RecurringStatus;
  types: number[];
  clients: { id: number; name: string }[];
  attendees: { id: number; name: string; color: string }[];
  reminders: ReminderInput[];
  /** The quotation a new appointment was booked from (create only). */
  quotation_id: number | null;
  /** RFC 5545 rule text, or null: a new rule makes the series (create only for now). */
  recursion_rule: string | null;
}

/** Just the address parts and coordinates of an address-like record (a client's, a quotation's). */
export function placeOf(address: Address | null | undefined): Address | null {
  if (!address) return null;
  return {
    address_line_1: address.address_line_1 ?? null,
    locality: address.locality ?? null,
    state: address.state ?? null,
    postal_code: address.postal_code ?? null,
    country: address.country ?? null,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

/** The address an appointment is saved with: the place with the location's line, or the typed line alone. */
export function addressBodyOf(draft: Pick<Draft, 'location' | 'place'>) {
  const line = draft.location.trim();
  if (!line) return null;
  return { ...draft.place, address_line_1: draft.place?.address_line_1 || line, full_address: line };
}

export const dateOf = (sql: string) => sql.slice(0, 10);
export const timeOf = (sql: string) => sql.slice(11, 16);
export const joinSql = (date: string, time: string) => `${date} ${time}:00`;
export const lengthText = (start: string, end: string) => {
  const minutes = Math.max(0, minutesBetween(start, end));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
};

/** A new appointment's starting values, in the company's zone, with what the caller prefills. */
export function blankDraft(timezone: string, initial: Partial<Draft> = {}): Draft {
  return {
    reference_id: '',
    reference_changed: false,
    title: '',
    description: '',
    color: null,
    status: NEW_APPOINTMENT.status,
    start_date: '',
    end_date: '',
    timezone,
    all_day: false,
    location: '',
    note: '',
    recurring_status: 'UNSCHEDULED',
    types: [],
    clients: [],
    attendees: [],
    reminders: [],
    quotation_id: null,
    recursion_rule: null,
    ...initial,
  };
}

/** What both create and update send of a draft. */
export function requestBodyOf(draft: Draft) {
  return {
    reference_id: draft.reference_id,
    title: draft.title,
    description: draft.description || null,
    color: draft.color,
    start_date: draft.start_date,
    end_date: draft.end_date,
    timezone: draft.timezone,
    all_day: draft.all_day,
    address: addressBodyOf(draft),
    attendees: draft.attendees.map((a) => a.id),
    clients: draft.clients.map((c) => c.id),
    types: draft.types,
    reminders: draft.reminders,
    recursion_rule: draft.recursion_rule,
    recurring_status: draft.recurring_status,
  };
}

export function draftOf(appointment: Appointment): Draft {
  return {
    reference_id: appointment.reference_id,
    reference_changed: false,
    title: appointment.title,
    description: appointment.description ?? '',
    color: appointment.color,
    status: appointment.status,
    start_date: appointment.start_date,
    end_date: appointment.end_date,
    timezone: appointment.timezone,
    all_day: appointment.all_day,
    location: appointment.address?.full_address ?? '',
    place: placeOf(appointment.address),
    note: '',
    recurring_status: appointment.recurring_status,
    types: appointment.types.map((t) => t.id),
    clients: appointment.clients.map((c) => ({ id: c.id, name: c.display_name })),
    attendees: appointment.attendees.map((a) => ({ id: a.id, name: a.name, color: a.color })),
    reminders: [
      ...appointment.client_reminders,
      ...appointment.staff_reminders,
      ...appointment.unscheduled_reminders,
    ].map(({ key, client_id, user_id, type, value, reminder_offset }) => ({
      key,
      client_id,
      user_id,
      type,
      value,
      reminder_offset,
    })),
    quotation_id: null,
    recursion_rule: appointment.recursion_rule?.value ?? null,
  };
}

export const asType = (type: AppointmentType) => ({
  id: type.id,
  color: type.color,
  title: type.title,
  description: type.description,
  time_allocation: type.time_allocation,
  recurring_status: type.recurring_status,
});

/** The tab showing a server field error: a reminder's list, the people, the types, or the overview. */
export function tabOfField(field: string, draft: Draft): TabKey {
  const reminder = /^reminders\.(\d+)\./.exec(field);
  if (reminder) return draft.reminders[Number(reminder[1])]?.key === 'clients' ? 'clients' : 'staff';
  if (field.startsWith('clients')) return 'clients';
  if (field.startsWith('attendees')) return 'staff';
  if (field.startsWith('types')) return 'types';
  return 'overview';
}

/** The fields whose server errors the sections show, named as the server names them (others go above the tabs). */
export const errorFieldsOf = (draft: Draft) =>
  [
    ...(['title', 'description', 'reference_id', 'note', 'status', 'start_date', 'end_date', 'timezone'] as const),
    ...(['address', 'clients', 'attendees', 'types', 'recursion_rule', 'reminders'] as const),
    ...draft.reminders.flatMap((_reminder, index) =>
      (['key', 'client_id', 'value', 'reminder_offset'] as const).map(
        (field) => `reminders.${index}.${field}` as const,
      ),
    ),
  ] as Path<Draft>[];

/** What every section of the dialog gets: the working copy, a patcher, and the server's field errors. */
export interface SectionProps {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  errors: Record<string, string>;
}

/** Why reminders cannot change now (spec section 4), or null. */
export const remindersLocked = (adding: boolean, draft: Pick<Draft, 'status'>) =>
  canAlterReminders(adding, draft.status)
    ? null
    : 'Reminders can only be changed while the appointment is unscheduled, unconfirmed or scheduled.';
