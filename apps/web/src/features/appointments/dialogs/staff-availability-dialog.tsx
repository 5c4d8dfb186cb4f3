import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatSpan } from '../../../lib/appointment-display';
import {
  type AppointmentStaff,
  type AvailabilityStatus,
  useAppointmentStaff,
  useStaffAvailability,
} from '../api/appointments-api';

export const AVAILABILITY_LABELS: Record<
  AvailabilityStatus,
  { label: string; color: 'success' | 'error' | 'warning' }
> = {
  AVAILABLE: { label: 'Available', color: 'success' },
  BUSY: { label: 'Busy', color: 'error' },
  OUTSIDE_HOURS: { label: 'Outside business hours', color: 'warning' },
};

export const AVAILABILITY_MESSAGES = {
  busyWarning: 'Some of these staff members are busy at this time. Save anyway?',
  noSuggestions: 'No free times found within a week either side.',
  noStaff: 'No staff members to check.',
} as const;

export interface AppointmentSpan {
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean;
  /** The job's types: staff are checked for the licences they require. */
  types?: number[];
  /** The job's place: free times weigh travel from the staff's other jobs that day. */
  destination?: { latitude: number; longitude: number } | null;
}

export interface StaffAvailabilityDialogProps {
  title: string;
  span: AppointmentSpan;
  staff: { id: number; name: string }[];
  /** The appointment being edited, whose own time is not a conflict. */
  except: number | null;
  onClose: () => void;
  /** Picking a suggested free time moves the appointment there. */
  onPickSpan?: (span: { start: string; end: string }) => void;
  /** Find Available Staff: a free staff member can be added from here. */
  onAdd?: (userId: number) => void;
  /** Saving found a conflict: the dialog asks whether to save anyway. */
  onConfirm?: () => void;
}

/**
 * The Staff Availability dialog: this appointment's time, each staff member's status with what they
 * are busy with, the nearest free times for everyone, and (when saving) a confirm warning.
 */
export function StaffAvailabilityDialog({
  title,
  span,
  staff,
  except,
  onClose,
  onPickSpan,
  onAdd,
  onConfirm,
}: StaffAvailabilityDialogProps) {
  const titleId = useId();
  const availability = useStaffAvailability({
    user_ids: staff.map((s) => s.id),
    start_date: span.start_date,
    end_date: span.end_date,
    timezone: span.timezone,
    types: span.types ?? [],
    destination: span.destination ?? null,
    except,
  });
  const results = new Map((availability.data?.results ?? []).map((r) => [r.user_id, r]));
  // The server ranks qualified staff first; those it has not answered for keep their place after them.
  const rank = new Map((availability.data?.results ?? []).map((r, index) => [r.user_id, index]));
  const ranked = [...staff].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
  const suggestions = availability.data?.suggestions ?? [];
  const when = (start: string, end: string) => formatSpan(start, end, span.timezone, span.all_day);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {availability.isFetching && <LinearProgress aria-label="Checking availability" />}
      <DialogContent dividers>
        <Typography variant="subtitle2" component="h3">
          This appointment's time
        </Typography>
        <Typography sx={{ mb: 2 }}>{when(span.start_date, span.end_date)}</Typography>
        {onConfirm && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {AVAILABILITY_MESSAGES.busyWarning}
          </Alert>
        )}
        {availability.isError && <Alert severity="error">{availability.error.message}</Alert>}
        {staff.length === 0 ? (
          <Typography color="text.secondary">{AVAILABILITY_MESSAGES.noStaff}</Typography>
        ) : (
          <List dense aria-label="Staff availability">
            {ranked.map((user) => {
              const result = results.get(user.id);
              const shown = result ? AVAILABILITY_LABELS[result.status] : null;
              return (
                <ListItem
                  key={user.id}
                  divider
                  secondaryAction={
                    onAdd && result?.status !== 'BUSY' ? (
                      <Button size="small" disabled={!result} onClick={() => onAdd(user.id)}>
                        Add {user.name}
                      </Button>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                        {user.name}
                        {shown && <Chip size="small" label={shown.label} color={shown.color} variant="outlined" />}
                      </Box>
                    }
                    secondary={[
                      result?.reason,
                      ...(result?.conflicts ?? []).map((c) => `${c.title}: ${when(c.start_date, c.end_date)}`),
                    ]
                      .filter(Boolean)
                      .join('; ')}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {onPickSpan && availability.data && staff.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Free times for everyone
            </Typography>
            {suggestions.length === 0 ? (
              <Typography color="text.secondary">{AVAILABILITY_MESSAGES.noSuggestions}</Typography>
            ) : (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                {suggestions.map((s) => (
                  <Box key={s.start_date}>
                    <Button size="small" onClick={() => onPickSpan({ start: s.start_date, end: s.end_date })}>
                      {when(s.start_date, s.end_date)}
                    </Button>
                    {s.travel.length > 0 && (
                      <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {s.travel.join(' · ')}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {onConfirm ? 'Cancel' : 'Close'}
        </Button>
        {onConfirm && (
          <Button variant="contained" onClick={onConfirm}>
            Save anyway
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

export interface FindAvailableStaffDialogProps {
  span: AppointmentSpan;
  except: number | null;
  /** Staff already on the appointment, left out of the list. */
  added: number[];
  onAdd: (user: AppointmentStaff) => void;
  onClose: () => void;
}

/** Find Available Staff: every staff member one may add, with their availability at this time. */
export function FindAvailableStaffDialog({ span, except, added, onAdd, onClose }: FindAvailableStaffDialogProps) {
  const staff = useAppointmentStaff('');
  const candidates = (staff.data ?? []).filter((user) => !added.includes(user.id));
  if (!staff.data) return null;
  return (
    <StaffAvailabilityDialog
      title="Find Available Staff"
      span={span}
      staff={candidates}
      except={except}
      onClose={onClose}
      onAdd={(id) => {
        const user = candidates.find((c) => c.id === id);
        if (user) onAdd(user);
      }}
    />
  );
}
