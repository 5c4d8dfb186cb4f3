import type { DateSelectInfo, DatesSetInfo, DropInfo, EventChangeInfo, EventInput } from '@fullcalendar/react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { useMinWidth } from '../../../components/use-responsive';
import { sqlOf } from '../../../lib/appointment-display';
import { useCompanySettings, usePermissions, useUserLoad } from '../../../lib/session/load-user';
import { textColourOn } from '../../../lib/theme';
import { addMinutes, minutesBetween } from '../../../lib/wall-clock';
import type { CalendarAppointment } from '../api/appointment-types';
import { updateBodyOf, useCalendarAppointments, useUnscheduledAppointments } from '../api/appointments-api';
import { colourKeyOf, colourKeysOf, statusKeysOf } from '../appointment-colours';
import { AppointmentEventContent, eventDetailsOf } from './appointment-event-content';
import { calendarSpanOf, markerOf, movedSpan, savedIn, wallOf } from './calendar-clock';
import { CalendarLegend } from './calendar-legend';
import { eventTimeText } from './event-time-text';
import { UNSCHEDULED_ID_ATTRIBUTE } from './unscheduled-list';
import { useDragsElsewhere } from './use-drags-elsewhere';
import { useMoveSave } from './use-move-save';

export const CALENDAR_MESSAGES = {
  locked: 'This appointment is locked: unlock it before moving it.',
  notEditable: 'You cannot move this appointment.',
} as const;

const NO_APPOINTMENTS: CalendarAppointment[] = [];
/**
 * The first cell in each scrolling part of a view (the day's hours, the month's weeks) made focusable,
 * so the keyboard can reach and scroll it even when it holds no appointment to tab to (axe:
 * scrollable-region-focusable). The scroller itself cannot take the focus: it sits between the grid's
 * ARIA table and its rows.
 */
function scrollableByKeyboard({ el }: { el: HTMLElement }) {
  for (const element of el.querySelectorAll<HTMLElement>('div')) {
    const { overflowY } = getComputedStyle(element);
    if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
    const cell = element.querySelector<HTMLElement>('[role="rowheader"], [role="cell"], [role="gridcell"]');
    if (cell && cell.tabIndex < 0) cell.tabIndex = 0;
  }
}

/** The week and day views' own options, made once: a new object each render would read as changed options. */
const VIEW_OPTIONS = { timeGrid: { eventTimeFormat: eventTimeText } };

export interface SchedulerCalendarProps {
  onOpen: (id: number) => void;
  /** A click or drag on empty slots: the span to create an appointment in (SQL date-times, company timezone). */
  onSelectSpan: (span: { start: string; end: string; allDay: boolean }) => void;
}

/**
 * The company calendar (spec: scheduler): day, week and month views with 30-minute slots, the week
 * starting on calendar_start_of_week, business hours shaded; appointments move and resize by drag
 * unless locked or not the user's to edit, with the reason shown; a drag in progress is whispered to
 * the other open calendars, which outline the appointment while it moves.
 */
export function SchedulerCalendar({ onOpen, onSelectSpan }: SchedulerCalendarProps) {
  const { enqueueSnackbar } = useSnackbar();
  const company = useUserLoad().data?.company;
  const settings = useCompanySettings();
  const timezone = company?.timezone ?? 'Australia/Melbourne';
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const search = useCalendarAppointments(
    { start: range?.start, end: range?.end, rows: 500, sortBy: 'start_date' },
    range !== null,
  );
  const save = useMoveSave();
  const drags = useDragsElsewhere(usePermissions().has('canAccessCalendar'));
  const unscheduled = useUnscheduledAppointments();
  // A phone opens on the day: a week's seven columns leave no room for an appointment's details.
  const phone = !useMinWidth(600);
  const appointments = search.data?.appointments ?? NO_APPOINTMENTS;
  const byId = useMemo(() => new Map(appointments.map((a) => [String(a.id), a])), [appointments]);
  // A week holds up to 500: mapped again only when they, the settings or the drags elsewhere change,
  // so FullCalendar is handed the same array (and keeps its parsed events) on every other render.
  const events: EventInput[] = useMemo(() => {
    const statusColours = (settings.appointment_status_colors ?? {}) as Partial<Record<string, string>>;
    return appointments.map((a) => {
      const { colour } = colourKeyOf(a, settings);
      return {
        id: String(a.id),
        title: a.title,
        ...calendarSpanOf(a, timezone),
        allDay: a.all_day,
        // FullCalendar 7 reads these two (backgroundColor, textColor and borderColor are gone).
        color: colour,
        contrastColor: textColourOn(colour),
        extendedProps: eventDetailsOf(a, statusColours[a.status]),
        className: [
          'appointment-event',
          a.is_locked && 'appointment-locked',
          drags.moving.has(a.id) && 'appointment-moving-elsewhere',
        ]
          .filter(Boolean)
          .join(' '),
      };
    });
  }, [appointments, settings, drags.moving, timezone]);

  const move = (info: EventChangeInfo) => {
    const appointment = byId.get(info.event.id);
    const { start, end } = info.event;
    if (!appointment || !start || !end) return info.revert();
    if (appointment.is_locked || !appointment.can_edit) {
      info.revert();
      enqueueSnackbar(appointment.is_locked ? CALENDAR_MESSAGES.locked : CALENDAR_MESSAGES.notEditable, {
        variant: 'warning',
      });
      return;
    }
    save(
      appointment,
      updateBodyOf(
        appointment,
        movedSpan(appointment, { start, end, allDay: info.event.allDay, before: info.oldEvent }, timezone),
      ),
      info.revert,
    );
  };

  /** An unscheduled appointment dropped on a slot is scheduled there, keeping its length. */
  const schedule = (info: DropInfo) => {
    const id = info.draggedEl.getAttribute(UNSCHEDULED_ID_ATTRIBUTE);
    const appointment = unscheduled.data?.appointments.find((a) => String(a.id) === id);
    if (!appointment) return;
    if (!appointment.can_edit) {
      enqueueSnackbar(CALENDAR_MESSAGES.notEditable, { variant: 'warning' });
      return;
    }
    const start = savedIn(info.date, timezone, appointment.timezone, info.allDay);
    const length = Math.max(15, minutesBetween(appointment.start_date, appointment.end_date));
    save(
      appointment,
      updateBodyOf(appointment, {
        status: 'SCHEDULED',
        start_date: start,
        end_date: addMinutes(start, info.allDay ? Math.max(length, 24 * 60) : length),
        all_day: info.allDay,
      }),
    );
  };

  const hours = (company?.business_hours ?? [])
    .filter((day) => day.open)
    .map((day) => ({ daysOfWeek: [day.day], startTime: day.start.slice(0, 5), endTime: day.end.slice(0, 5) }));

  return (
    <Box
      role="region"
      aria-label="Calendar"
      sx={{
        // Another staff member is dragging it right now.
        '& .appointment-moving-elsewhere': { outline: '2px dashed', outlineOffset: 1, opacity: 0.6 },
        '& .appointment-locked': {
          opacity: 0.85,
          backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 6px, rgba(255,255,255,.25) 6px 12px)',
        },
      }}
    >
      <FullCalendar
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth' }}
        // The button shows "Today": its name starts with that (WCAG 2.5.3) rather than the locale's "This Week".
        todayHint="Today, this $0"
        // Remade for another zone: its clock (now, today) is read in the zone it was made in.
        key={timezone}
        timeZone="UTC"
        now={() => markerOf(sqlOf(new Date(), timezone))}
        locale="en-AU"
        firstDay={company?.calendar_start_of_week ?? 0}
        slotDuration="00:30:00"
        // Taller half hours than the theme's: an hour shows time, title, client, staff and status.
        slotMinHeight={42}
        // Half an hour (42 px) is short: two lines, not five.
        eventShortHeight={50}
        scrollTime="07:00:00"
        businessHours={hours.length > 0 ? hours : false}
        nowIndicator
        editable
        // A drag between the all-day row and the day's hours gives the default length (a day, an hour):
        // without this FullCalendar hands back no end, which would save the appointment a moment long.
        forceEventDuration
        droppable
        drop={schedule}
        selectable
        selectMirror
        // The day scrolls inside the calendar (from 7 am), so its toolbar and the unscheduled list stay in view.
        height="max(480px, calc(100vh - 280px))"
        events={events}
        datesSet={(info: DatesSetInfo) => setRange({ start: wallOf(info.start), end: wallOf(info.end) })}
        // Blocks in the month view too (not dots), so each shows its colour and details.
        eventDisplay="block"
        eventContent={AppointmentEventContent}
        viewDidMount={scrollableByKeyboard}
        views={VIEW_OPTIONS}
        eventClick={(info) => onOpen(Number(info.event.id))}
        eventDragStart={(info) => drags.tell(Number(info.event.id), true)}
        eventDragStop={(info) => drags.tell(Number(info.event.id), false)}
        eventDrop={move}
        eventResize={move}
        select={(info: DateSelectInfo) =>
          onSelectSpan({ start: wallOf(info.start), end: wallOf(info.end), allDay: info.allDay })
        }
      />
      <CalendarLegend colours={colourKeysOf(appointments, settings)} statuses={statusKeysOf(settings)} />
    </Box>
  );
}
