import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { STATUS_LABELS } from '../../lib/appointment-display';
import type { CalendarAppointment } from './api/appointment-types';

/** One entry of the calendar's colour key: what a colour stands for. */
export interface ColourKey {
  colour: string;
  label: string;
}

/** The settings that colour the calendar (spec: company settings that affect appointments). */
export interface CalendarColourSettings {
  appointments_color_allocation: string;
  appointments_default_color: string;
  appointment_status_colors?: Partial<Record<AppointmentStatus, string>>;
}

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The colour an appointment shows and why: its first staff member's (allocation STAFF) or first
 * type's (TYPES), else the default; a colour of its own that differs from that one wins, as "Own colour".
 */
export function colourKeyOf(appointment: CalendarAppointment, settings: CalendarColourSettings): ColourKey {
  const allocation = settings.appointments_color_allocation;
  const source =
    allocation === 'STAFF' ? appointment.attendees[0] : allocation === 'TYPES' ? appointment.types[0] : undefined;
  const allocated: ColourKey = source
    ? { colour: source.color, label: source.name }
    : { colour: settings.appointments_default_color, label: 'Default colour' };
  if (appointment.color && !sameColour(appointment.color, allocated.colour))
    return { colour: appointment.color, label: 'Own colour' };
  return allocated;
}

/** The colours the shown appointments use, each once, in the order they first appear. */
export function colourKeysOf(
  appointments: readonly CalendarAppointment[],
  settings: CalendarColourSettings,
): ColourKey[] {
  const keys = new Map<string, ColourKey>();
  for (const appointment of appointments) {
    const key = colourKeyOf(appointment, settings);
    const id = `${key.label}|${key.colour.toLowerCase()}`;
    if (!keys.has(id)) keys.set(id, key);
  }
  return [...keys.values()];
}

/** The status colours the company has set, in the statuses' order. */
export function statusKeysOf(settings: CalendarColourSettings): ColourKey[] {
  return APPOINTMENT_STATUSES.flatMap((status) => {
    const colour = settings.appointment_status_colors?.[status];
    return colour ? [{ colour, label: STATUS_LABELS[status] }] : [];
  });
}
