import type { AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { RUNSHEET_STATUSES } from '@fieldbook/domain/appointments/runsheets.schemas';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { PageHeader } from '../../../components/page-header';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import { useUserLoad } from '../../../lib/session/load-user';
import type { Appointment } from '../api/appointment-types';
import { useRunsheets } from '../api/appointments-api';
import { AppointmentStatusButton } from '../components/appointment-status-popover';
import { SchedulerViewsNav } from '../components/scheduler-views-nav';
import { useCalendarChannel } from '../components/use-calendar-channel';

const ALL: AppointmentStatus[] = [
  'UNCONFIRMED',
  'SCHEDULED',
  'DEPARTED',
  'IN_PROGRESS',
  'COMPLETE',
  'DEPARTED_INCOMPLETE',
  'CANCELLED',
];

/** Each staff member's appointments of one day, in order: what they take on the road. */
export function groupByStaff(appointments: Appointment[]) {
  const groups = new Map<number, { name: string; appointments: Appointment[] }>();
  for (const appointment of appointments) {
    for (const staff of appointment.attendees) {
      const group = groups.get(staff.id) ?? { name: staff.name, appointments: [] };
      group.appointments.push(appointment);
      groups.set(staff.id, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** scheduler/runsheets: per staff member for a day, printable. */
export function RunsheetsPage() {
  const timezone = useUserLoad().data?.company.timezone ?? 'Australia/Melbourne';
  const [date, setDate] = useState(() => todayIn(timezone));
  const [statuses, setStatuses] = useState<AppointmentStatus[]>([...RUNSHEET_STATUSES]);
  useCalendarChannel();
  const results = useRunsheets({ date, status: statuses });
  useEffect(() => {
    document.title = 'Runsheets · Fieldbook';
  }, []);
  const groups = groupByStaff(results.data?.appointments ?? []);
  const toggle = (status: AppointmentStatus) =>
    setStatuses((current) => (current.includes(status) ? current.filter((s) => s !== status) : [...current, status]));

  return (
    <>
      <PageHeader
        title="Runsheets"
        actions={
          <Button startIcon={<Print />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
            Print
          </Button>
        }
      />
      <SchedulerViewsNav />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2, displayPrint: 'none' }}>
        <DateField label="Day" value={date} onChange={(next) => next && setDate(next)} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Statuses">
          {ALL.map((status) => (
            <Chip
              key={status}
              label={STATUS_LABELS[status]}
              color={statuses.includes(status) ? 'primary' : 'default'}
              variant={statuses.includes(status) ? 'filled' : 'outlined'}
              onClick={() => toggle(status)}
              aria-pressed={statuses.includes(status)}
            />
          ))}
        </Box>
      </Box>
      {groups.length === 0 ? (
        <Typography color="text.secondary">No results to display</Typography>
      ) : (
        groups.map((group) => (
          <Paper key={group.name} variant="outlined" sx={{ mb: 2, breakInside: 'avoid' }}>
            <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
              {group.name}
            </Typography>
            <Table size="small" aria-label={`Runsheet of ${group.name}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell>Appointment</TableCell>
                  <TableCell>Clients</TableCell>
                  <TableCell>Address</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.appointments.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      {a.all_day ? 'All day' : `${a.start_date.slice(11, 16)} – ${a.end_date.slice(11, 16)}`}
                    </TableCell>
                    <TableCell>
                      {a.title} · #{a.reference_id}
                    </TableCell>
                    <TableCell>{a.clients.map((c) => c.display_name).join(', ')}</TableCell>
                    <TableCell>{a.address?.full_address ?? ''}</TableCell>
                    <TableCell>
                      <AppointmentStatusButton appointment={a} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        ))
      )}
    </>
  );
}
