import type { EventDisplayInfo } from '@fullcalendar/react';
import Box from '@mui/material/Box';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import type { Appointment } from '../api/appointment-types';

/** What an event carries beyond its title: the lines it shows (FullCalendar's extendedProps). */
export interface AppointmentEventDetails {
  clients: string;
  staff: string;
  status: string;
  /** The company's colour for the status, if it set one. */
  statusColour: string | null;
}

export function eventDetailsOf(appointment: Appointment, statusColour: string | undefined): AppointmentEventDetails {
  return {
    clients: appointment.clients.map((client) => client.display_name).join(', '),
    staff: appointment.attendees.map((attendee) => attendee.name).join(', ') || 'No staff',
    status: STATUS_LABELS[appointment.status],
    statusColour: statusColour ?? null,
  };
}

const line = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * An appointment on the calendar, in every view: time and title, then its clients, staff and status
 * (marked with the status's colour). Text, not colour alone, tells them apart (WCAG 1.4.1).
 */
export function AppointmentEventContent({ event, timeText, timeClass, titleClass, isShort }: EventDisplayInfo) {
  const details = event.extendedProps as AppointmentEventDetails;
  return (
    <Box sx={{ minWidth: 0, height: '100%', overflow: 'hidden', fontSize: '0.75rem', lineHeight: 1.25 }}>
      {/* A short one (half an hour) has two lines: time and title, then the rest. */}
      <Box sx={isShort ? { ...line, display: 'flex', gap: 0.5 } : undefined}>
        {timeText && <div className={timeClass}>{timeText}</div>}
        <Box className={titleClass} sx={{ ...line, fontWeight: 700 }}>
          {event.title}
        </Box>
      </Box>
      {/* One line each; a short one runs them together on its second line. */}
      <Box sx={isShort ? line : { '& > span': { ...line, display: 'block' } }}>
        {details.clients && <span data-testid="appointment-event-clients">{details.clients}</span>}
        {details.clients && isShort && ' · '}
        <span data-testid="appointment-event-staff">{details.staff}</span>
        {isShort && ' · '}
        <span data-testid="appointment-event-status">
          {details.statusColour && (
            <Box
              component="span"
              aria-hidden
              data-testid="appointment-status-mark"
              style={{ backgroundColor: details.statusColour }}
              sx={{
                display: 'inline-block',
                verticalAlign: 'middle',
                width: 10,
                height: 10,
                mr: 0.5,
                borderRadius: '2px',
                border: '1px solid currentColor',
              }}
            />
          )}
          {details.status}
        </span>
      </Box>
    </Box>
  );
}
