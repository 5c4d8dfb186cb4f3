import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatSpan, STATUS_LABELS } from '../../../lib/appointment-display';
import type { Appointment } from '../api/appointment-types';

export interface AppointmentSearchResultsProps {
  appointments: Appointment[] | undefined;
  /** Multi-select: each row is a checkbox. */
  multiple: boolean;
  isChosen: (appointment: Appointment) => boolean;
  onClick: (appointment: Appointment) => void;
}

/** One page of found appointments: title and reference, span and status; chosen rows are marked. */
export function AppointmentSearchResults({ appointments, multiple, isChosen, onClick }: AppointmentSearchResultsProps) {
  if (appointments && appointments.length === 0) {
    return (
      <Typography sx={{ py: 3 }} color="text.secondary">
        No results to display
      </Typography>
    );
  }
  return (
    <List aria-label="Appointments">
      {(appointments ?? []).map((appointment) => {
        const chosen = isChosen(appointment);
        return (
          <ListItem key={appointment.id} disablePadding>
            <ListItemButton
              divider
              selected={chosen}
              onClick={() => onClick(appointment)}
              {...(multiple ? { role: 'checkbox', 'aria-checked': chosen } : {})}
            >
              {multiple && (
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {chosen ? <CheckBox color="primary" /> : <CheckBoxOutlineBlank />}
                </ListItemIcon>
              )}
              <ListItemText
                primary={`${appointment.title} · #${appointment.reference_id}`}
                secondary={`${formatSpan(appointment.start_date, appointment.end_date, appointment.timezone, appointment.all_day)} · ${STATUS_LABELS[appointment.status]}`}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
