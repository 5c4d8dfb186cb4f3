import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppointmentSearch } from '../api/appointments-api';
import { formatSpan } from '../appointment-display';

/** The unscheduled appointments beside the calendar, sorted by their estimated start. */
export function UnscheduledList({ onOpen }: { onOpen: (id: number) => void }) {
  const search = useAppointmentSearch({
    status: ['UNSCHEDULED'],
    sortBy: 'start_date',
    sortDirection: 'asc',
    rows: 50,
  });
  const appointments = search.data?.appointments ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 1 }}>
        Unscheduled
      </Typography>
      {appointments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          No results to display
        </Typography>
      ) : (
        <List dense aria-label="Unscheduled appointments">
          {appointments.map((a) => (
            <ListItemButton key={a.id} divider onClick={() => onOpen(a.id)}>
              <ListItemText primary={a.title} secondary={formatSpan(a.start_date, a.end_date, a.timezone, a.all_day)} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
