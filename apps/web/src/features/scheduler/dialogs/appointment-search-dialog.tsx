import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@fieldbook/domain/appointments/appointments.constants';
import { APPOINTMENT_SEARCH } from '@fieldbook/domain/appointments/appointments.schemas';
import Close from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { PageLinks } from '../../../components/table-pagination';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useMinWidth } from '../../../components/use-responsive';
import type { Appointment } from '../api/appointment-types';
import { type AppointmentSearch, useAppointmentSearch } from '../api/appointments-api';
import { formatSpan, STATUS_LABELS } from '../appointment-display';

const SORT_LABELS = { closest: 'Closest', start_date: 'Start date', created_at: 'Created' } as const;
/** The default status filter: every status but UNSCHEDULED (spec section 4). */
const DEFAULT_STATUSES = APPOINTMENT_STATUSES.filter((status) => status !== 'UNSCHEDULED');

interface Filters {
  statuses: AppointmentStatus[];
  from: string | null;
  to: string | null;
}

export interface AppointmentSearchDialogProps {
  onClose: () => void;
  onPick: (appointment: Appointment) => void;
  title?: 'Search Appointments' | 'Select Appointment';
}

/**
 * "Search Appointments": a search box with the result count, sorting (closest, start date,
 * created), 20 a page, and a filter drawer ("Toggle Filters", "Apply Filters") of statuses and dates.
 */
export function AppointmentSearchDialog({
  onClose,
  onPick,
  title = 'Search Appointments',
}: AppointmentSearchDialogProps) {
  const titleId = useId();
  const wide = useMinWidth(768 + 300);
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const debounced = useDebouncedCallback((value: string) => {
    setFilter(value);
    setPage(1);
  }, 750);
  const [page, setPage] = useState(1);
  const [sortBy, setSortBy] = useState<keyof typeof SORT_LABELS>('closest');
  const [sortDirection, setSortDirection] = useState<'asc' | 'desc'>('asc');
  const [showFilters, setShowFilters] = useState(false);
  const [pending, setPending] = useState<Filters>({ statuses: DEFAULT_STATUSES, from: null, to: null });
  const [applied, setApplied] = useState<Filters>(pending);
  const search: AppointmentSearch = {
    filter,
    page,
    rows: APPOINTMENT_SEARCH.pageSize,
    sortBy,
    sortDirection,
    status: applied.statuses,
    start: applied.from ? `${applied.from} 00:00:00` : null,
    end: applied.to ? `${applied.to} 23:59:59` : null,
  };
  const results = useAppointmentSearch(search);
  const total = results.data?.total ?? 0;

  const toggleStatus = (status: AppointmentStatus) =>
    setPending((current) => ({
      ...current,
      statuses: current.statuses.includes(status)
        ? current.statuses.filter((s) => s !== status)
        : [...current.statuses, status],
    }));

  return (
    <Dialog open onClose={onClose} fullScreen={!wide} maxWidth={false} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>{title}</Box>
        <Button startIcon={<FilterList />} onClick={() => setShowFilters((on) => !on)} aria-pressed={showFilters}>
          Toggle Filters
        </Button>
        <IconButton aria-label="Close" onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'flex', gap: 2, p: 0, width: wide ? 768 + (showFilters ? 300 : 0) : undefined }}
      >
        <Box sx={{ flex: 1, p: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              type="search"
              label="Search appointments"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                debounced.run(event.target.value);
              }}
              sx={{ flex: 1, minWidth: 200 }}
              autoFocus
            />
            <TextField
              select
              label="Sort by"
              value={sortBy}
              onChange={(event) => setSortBy(event.target.value as keyof typeof SORT_LABELS)}
              sx={{ minWidth: 140 }}
            >
              {APPOINTMENT_SEARCH.sorts.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </MenuItem>
              ))}
            </TextField>
            {sortBy !== 'closest' && (
              <TextField
                select
                label="Order"
                value={sortDirection}
                onChange={(event) => setSortDirection(event.target.value as 'asc' | 'desc')}
                sx={{ minWidth: 120 }}
              >
                <MenuItem value="asc">Ascending</MenuItem>
                <MenuItem value="desc">Descending</MenuItem>
              </TextField>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
            {total === 1 ? '1 result' : `${total} results`}
          </Typography>
          {results.data && results.data.appointments.length === 0 ? (
            <Typography sx={{ py: 3 }} color="text.secondary">
              No results to display
            </Typography>
          ) : (
            <List aria-label="Appointments">
              {(results.data?.appointments ?? []).map((appointment) => (
                <ListItem key={appointment.id} disablePadding>
                  <ListItemButton divider onClick={() => onPick(appointment)}>
                    <ListItemText
                      primary={`${appointment.title} · #${appointment.reference_id}`}
                      secondary={`${formatSpan(appointment.start_date, appointment.end_date, appointment.timezone, appointment.all_day)} · ${STATUS_LABELS[appointment.status]}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          <PageLinks page={page} total={total} rowsPerPage={APPOINTMENT_SEARCH.pageSize} onPageChange={setPage} />
        </Box>
        {showFilters && (
          <Box
            component="aside"
            aria-label="Filters"
            sx={{ width: wide ? 300 : '100%', p: 2, borderLeft: 1, borderColor: 'divider' }}
          >
            <Typography variant="subtitle2" component="h3">
              Status
            </Typography>
            <FormGroup>
              {APPOINTMENT_STATUSES.map((status) => (
                <FormControlLabel
                  key={status}
                  control={
                    <Checkbox
                      size="small"
                      checked={pending.statuses.includes(status)}
                      onChange={() => toggleStatus(status)}
                    />
                  }
                  label={STATUS_LABELS[status]}
                />
              ))}
            </FormGroup>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, my: 2 }}>
              <DateField label="From" value={pending.from} onChange={(from) => setPending({ ...pending, from })} />
              <DateField label="To" value={pending.to} onChange={(to) => setPending({ ...pending, to })} />
            </Box>
            <Button
              variant="contained"
              fullWidth
              onClick={() => {
                setApplied(pending);
                setPage(1);
                if (!wide) setShowFilters(false);
              }}
            >
              Apply Filters
            </Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
