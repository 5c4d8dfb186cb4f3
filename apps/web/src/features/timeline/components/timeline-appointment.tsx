import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatSpan, STATUS_LABELS } from '../../../lib/appointment-display';
import type { AppointmentEntry, FutureAppointmentEntry } from '../api/timeline-types';
import { useAppointmentOpener } from './appointment-opener';

/** Spec section 9: appointment type chips and references are truncated at these lengths. */
const TYPE_CHIP_MAX = 35;
const REFERENCE_MAX = 20;
const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/**
 * An appointment on a record's timeline: its title (opening it where the host allows), status, when in
 * its own timezone, types, clients, address and description; upcoming ones say so.
 */
export function TimelineAppointment({ entry }: { entry: AppointmentEntry | FutureAppointmentEntry }) {
  const open = useAppointmentOpener();
  const upcoming = entry.timeline_type === 'appointment_future';
  const place = [entry.clients.map((client) => client.display_name).join(', '), entry.address?.full_address]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="article"
      aria-label={`${upcoming ? 'Upcoming appointment' : 'Appointment'} ${entry.title}`}
      sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        {open ? (
          <Link component="button" type="button" variant="subtitle2" onClick={() => open(entry.id)}>
            {entry.title}
          </Link>
        ) : (
          <Typography variant="subtitle2">{entry.title}</Typography>
        )}
        <Chip size="small" variant="outlined" label={STATUS_LABELS[entry.status] ?? entry.status} />
        {upcoming && <Chip size="small" color="primary" label="Upcoming" />}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }} title={entry.reference_id}>
          {truncate(entry.reference_id, REFERENCE_MAX)}
        </Typography>
      </Box>
      <Typography variant="body2">
        {formatSpan(entry.start_date, entry.end_date, entry.timezone, entry.all_day)}
      </Typography>
      {entry.types.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {entry.types.map((type) => (
            <Chip key={type.id} size="small" label={truncate(type.name, TYPE_CHIP_MAX)} title={type.name} />
          ))}
        </Box>
      )}
      {place && (
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      )}
      {entry.description && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {entry.description}
        </Typography>
      )}
    </Box>
  );
}
