import type { EventDisplayInfo } from '@fullcalendar/react';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import type { CalendarAppointment } from '../api/appointment-types';
import './appointment-event-content.css';

/** What an event carries beyond its title: the lines it shows (FullCalendar's extendedProps). */
export interface AppointmentEventDetails {
  clients: string;
  staff: string;
  status: string;
  /** The company's colour for the status, if it set one. */
  statusColour: string | null;
}

export function eventDetailsOf(
  appointment: CalendarAppointment,
  statusColour: string | undefined,
): AppointmentEventDetails {
  return {
    clients: appointment.clients.map((client) => client.display_name).join(', '),
    staff: appointment.attendees.map((attendee) => attendee.name).join(', ') || 'No staff',
    status: STATUS_LABELS[appointment.status],
    statusColour: statusColour ?? null,
  };
}

/**
 * An appointment on the calendar, in every view: time and title, then its clients, staff and status
 * (marked with the status's colour). Text, not colour alone, tells them apart (WCAG 1.4.1). Plain
 * elements styled by appointment-event-content.css: a week draws up to 500 of these, and MUI's `sx`
 * cost a style computation for each of their four boxes on every draw.
 */
export function AppointmentEventContent({ event, timeText, timeClass, titleClass, isShort }: EventDisplayInfo) {
  const details = event.extendedProps as AppointmentEventDetails;
  return (
    <div className="appointment-event-body">
      {/* A short one (half an hour) has two lines: time and title, then the rest. */}
      <div className={isShort ? 'appointment-event-line appointment-event-heading-short' : undefined}>
        {timeText && <div className={timeClass}>{timeText}</div>}
        <div className={`${titleClass} appointment-event-line appointment-event-title`}>{event.title}</div>
      </div>
      {/* One line each; a short one runs them together on its second line. */}
      <div className={isShort ? 'appointment-event-line' : 'appointment-event-lines'}>
        {details.clients && <span data-testid="appointment-event-clients">{details.clients}</span>}
        {details.clients && isShort && ' · '}
        <span data-testid="appointment-event-staff">{details.staff}</span>
        {isShort && ' · '}
        <span data-testid="appointment-event-status">
          {details.statusColour && (
            <span
              aria-hidden
              className="appointment-status-mark"
              data-testid="appointment-status-mark"
              style={{ backgroundColor: details.statusColour }}
            />
          )}
          {details.status}
        </span>
      </div>
    </div>
  );
}
