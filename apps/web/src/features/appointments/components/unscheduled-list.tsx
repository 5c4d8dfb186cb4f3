import { Draggable } from '@fullcalendar/react/interaction';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { formatSpan } from '../../../lib/appointment-display';
import { minutesBetween } from '../../../lib/wall-clock';
import { useUnscheduledAppointments } from '../api/appointments-api';

/** The data attribute the calendar reads from an unscheduled appointment dropped on it. */
export const UNSCHEDULED_ID_ATTRIBUTE = 'data-unscheduled-id';

/**
 * The unscheduled appointments beside the calendar, sorted by their estimated start; each can be
 * dragged onto the calendar to schedule it there.
 */
export function UnscheduledList({ onOpen }: { onOpen: (id: number) => void }) {
  const search = useUnscheduledAppointments();
  const appointments = search.data?.appointments ?? [];
  const listRef = useRef<HTMLUListElement | null>(null);
  const hasItems = appointments.length > 0;

  useEffect(() => {
    const element = listRef.current;
    if (!element || !hasItems) return;
    // create: false — the calendar's drop handler schedules the appointment; no event is added here.
    const draggable = new Draggable(element, {
      itemSelector: `[${UNSCHEDULED_ID_ATTRIBUTE}]`,
      eventData: (item) => ({
        title: item.dataset.title ?? '',
        duration: { minutes: Number(item.dataset.minutes) || 120 },
        create: false,
      }),
    });
    return () => draggable.destroy();
  }, [hasItems]);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 1 }}>
        Unscheduled
      </Typography>
      {hasItems ? (
        <>
          <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
            Drag one onto the calendar to schedule it.
          </Typography>
          <List dense aria-label="Unscheduled appointments" ref={listRef}>
            {appointments.map((a) => (
              <ListItem key={a.id} disablePadding>
                <ListItemButton
                  divider
                  onClick={() => onOpen(a.id)}
                  {...{ [UNSCHEDULED_ID_ATTRIBUTE]: a.id }}
                  data-title={a.title}
                  data-minutes={Math.max(15, minutesBetween(a.start_date, a.end_date))}
                  sx={{ cursor: 'grab' }}
                >
                  <ListItemText
                    primary={a.title}
                    secondary={formatSpan(a.start_date, a.end_date, a.timezone, a.all_day)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          No results to display
        </Typography>
      )}
    </Paper>
  );
}
