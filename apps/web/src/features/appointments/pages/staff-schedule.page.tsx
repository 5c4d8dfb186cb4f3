import { parseSqlDateTime, toSqlDateTime } from '@fieldbook/domain/dates/date-codec';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useUserLoad } from '../../../lib/session/load-user';
import { textColourOn } from '../../../lib/theme';
import { useAppointmentStaff, useCalendarAppointments } from '../api/appointments-api';
import { SchedulerViewsNav } from '../components/scheduler-views-nav';
import { useAppointmentDialogs } from '../components/use-appointment-dialogs';
import { useCalendarChannel } from '../components/use-calendar-channel';

/** scheduler/staff: one row per staff member, a column per day of the week. */
export function StaffSchedulePage() {
  const company = useUserLoad().data?.company;
  const timezone = company?.timezone ?? 'Australia/Melbourne';
  const firstDay = company?.calendar_start_of_week ?? 0;
  const [anchor, setAnchor] = useState(() => DateTime.now().setZone(timezone));
  const { open: setViewing, dialogs } = useAppointmentDialogs();
  useCalendarChannel();
  // The week containing the anchor, starting on the company's first day (0 = Sunday).
  const start = anchor.minus({ days: ((anchor.weekday % 7) - firstDay + 7) % 7 }).startOf('day');
  const days = Array.from({ length: 7 }, (_, i) => start.plus({ days: i }));
  const staff = useAppointmentStaff('');
  const results = useCalendarAppointments({
    start: toSqlDateTime(start),
    end: toSqlDateTime(start.plus({ days: 7 })),
    rows: 500,
    sortBy: 'start_date',
  });
  useEffect(() => {
    document.title = 'Staff Schedule · Fieldbook';
  }, []);
  const appointments = results.data?.appointments ?? [];
  const cell = (userId: number, day: DateTime) =>
    appointments.filter(
      (a) =>
        a.attendees.some((u) => u.id === userId) &&
        parseSqlDateTime(a.start_date, a.timezone).setZone(timezone).hasSame(day, 'day'),
    );

  return (
    <>
      <PageHeader title="Staff Schedule" />
      <SchedulerViewsNav />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton aria-label="Previous week" onClick={() => setAnchor(anchor.minus({ weeks: 1 }))}>
          <ChevronLeft />
        </IconButton>
        <Button onClick={() => setAnchor(DateTime.now().setZone(timezone))}>Today</Button>
        <IconButton aria-label="Next week" onClick={() => setAnchor(anchor.plus({ weeks: 1 }))}>
          <ChevronRight />
        </IconButton>
        <Typography variant="h6" component="h2">
          {start.setLocale('en-AU').toFormat('d LLL')} –{' '}
          {start.plus({ days: 6 }).setLocale('en-AU').toFormat('d LLL yyyy')}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Box
          role="table"
          aria-label="Staff schedule"
          sx={{ display: 'grid', gridTemplateColumns: '160px repeat(7, minmax(120px, 1fr))', minWidth: 1000 }}
        >
          <Box role="row" sx={{ display: 'contents' }}>
            <Box role="columnheader" sx={{ p: 1, fontWeight: 600 }}>
              Staff
            </Box>
            {days.map((day) => (
              <Box
                role="columnheader"
                key={day.toISODate()}
                sx={{ p: 1, fontWeight: 600, borderLeft: 1, borderColor: 'divider' }}
              >
                {day.setLocale('en-AU').toFormat('ccc d')}
              </Box>
            ))}
          </Box>
          {(staff.data ?? []).map((user) => (
            <Box role="row" key={user.id} sx={{ display: 'contents' }}>
              <Box role="rowheader" sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
                {user.name}
              </Box>
              {days.map((day) => (
                <Box
                  role="cell"
                  key={day.toISODate()}
                  sx={{ p: 0.5, borderTop: 1, borderLeft: 1, borderColor: 'divider', minHeight: 56 }}
                >
                  {cell(user.id, day).map((a) => (
                    <ButtonBase
                      key={a.id}
                      onClick={() => setViewing(a.id)}
                      sx={{
                        display: 'block',
                        width: '100%',
                        textAlign: 'left',
                        p: 0.5,
                        mb: 0.5,
                        borderRadius: 1,
                        bgcolor: a.types[0]?.color ?? user.color,
                        color: textColourOn(a.types[0]?.color ?? user.color),
                        fontSize: 12,
                      }}
                    >
                      {a.all_day ? 'All day' : a.start_date.slice(11, 16)} {a.title}
                    </ButtonBase>
                  ))}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Paper>
      {dialogs}
    </>
  );
}
