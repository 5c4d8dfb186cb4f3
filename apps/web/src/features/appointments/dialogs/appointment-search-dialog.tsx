import { APPOINTMENT_SEARCH } from '@fieldbook/domain/appointments/appointments.schemas';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageLinks } from '../../../components/table-pagination';
import { useMinWidth } from '../../../components/use-responsive';
import { useCan } from '../../../lib/session/load-user';
import type { Appointment } from '../api/appointment-types';
import { useAppointmentSearch } from '../api/appointments-api';
import { AppointmentSearchDrawer } from './appointment-search-drawer';
import {
  type AppointmentSearchFilters,
  clearedFilters,
  filterChips,
  NO_FILTERS,
  type RestrictedFilters,
  restricted,
  searchBodyOf,
  withoutFilter,
} from './appointment-search-filters';
import { AppointmentSearchResults } from './appointment-search-results';
import { NewAppointmentDialog } from './new-appointment-dialog';

/** Spec section 9: the dialog is 768 px plus a 300 px drawer; at 750 px or less the drawer covers the list. */
export const SEARCH_DIALOG_WIDTH = 768;
export const SEARCH_DRAWER_WIDTH = 300;
export const DRAWER_BREAKPOINT = 750;
/** Single-select closes this long after the click (the chosen row shows meanwhile). */
export const SINGLE_SELECT_CLOSE_MS = 250;

const TITLES = {
  search: 'Search Appointments',
  single: 'Select Appointment',
  multiple: 'Select Appointments',
} as const;

interface CommonProps {
  onClose: () => void;
  /** Filters the caller fixes (clients, attendees, types): applied, shown as locked chips. */
  restrict?: RestrictedFilters;
  /** Offers 'Create New Appointment' (selection modes only, and only with canAccessCalendar). */
  allowCreate?: boolean;
}

export type AppointmentSearchDialogProps = CommonProps &
  (
    | { mode?: 'search' | 'single'; onPick: (appointment: Appointment) => void }
    | { mode: 'multiple'; onSelect: (appointments: Appointment[]) => void }
  );

/**
 * "Search Appointments", "Select Appointment" or "Select Appointments": a search box with the result
 * count and the active filters as chips, 20 a page, and a filter drawer ("Toggle Filters", "Apply
 * Filters"). Single-select picks on a click; multi-select ticks rows across pages and confirms.
 */
export function AppointmentSearchDialog(props: AppointmentSearchDialogProps) {
  const { onClose, restrict = {}, allowCreate = true } = props;
  const mode = props.mode ?? 'search';
  const titleId = useId();
  const fits = useMinWidth(SEARCH_DIALOG_WIDTH + SEARCH_DRAWER_WIDTH);
  const narrow = !useMinWidth(DRAWER_BREAKPOINT + 1);
  const canCreate = useCan('canAccessCalendar') && allowCreate && mode !== 'search';
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(false);
  const [pending, setPending] = useState<AppointmentSearchFilters>(() => restricted(NO_FILTERS, restrict));
  const [applied, setApplied] = useState<AppointmentSearchFilters>(pending);
  const [chosen, setChosen] = useState<Appointment[]>([]);
  const [creating, setCreating] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current);
    },
    [],
  );

  const results = useAppointmentSearch({
    filter,
    page,
    rows: APPOINTMENT_SEARCH.pageSize,
    ...searchBodyOf(restricted(applied, restrict)),
  });
  const total = results.data?.total ?? 0;

  const apply = (next: AppointmentSearchFilters) => {
    const kept = restricted(next, restrict);
    setPending(kept);
    setApplied(kept);
    setPage(1);
  };
  const isChosen = (appointment: Appointment) => chosen.some((a) => a.id === appointment.id);
  const pickOne = (appointment: Appointment) => {
    if (props.mode === 'multiple') return;
    props.onPick(appointment);
    onClose();
  };
  const click = (appointment: Appointment) => {
    if (props.mode === 'multiple') {
      setChosen((list) =>
        list.some((a) => a.id === appointment.id)
          ? list.filter((a) => a.id !== appointment.id)
          : [...list, appointment],
      );
    } else if (props.mode === 'single') {
      setChosen([appointment]);
      if (closing.current) clearTimeout(closing.current);
      closing.current = setTimeout(() => pickOne(appointment), SINGLE_SELECT_CLOSE_MS);
    } else {
      props.onPick(appointment);
    }
  };
  const created = (appointment: Appointment) => {
    if (props.mode === 'multiple') setChosen((list) => [...list, appointment]);
    else pickOne(appointment);
  };

  const toggleFilters = () => setShowFilters((on) => !on);
  const drawerCoversList = showFilters && narrow;
  return (
    <Dialog open onClose={onClose} fullScreen={!fits} maxWidth={false} aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 2 }}>
        <DialogTitle id={titleId} sx={{ flex: 1 }}>
          {TITLES[mode]}
        </DialogTitle>
        {narrow ? (
          <IconButton aria-label="Toggle Filters" aria-pressed={showFilters} onClick={toggleFilters}>
            <FilterList />
          </IconButton>
        ) : (
          <Button startIcon={<FilterList />} onClick={toggleFilters} aria-pressed={showFilters}>
            Toggle Filters
          </Button>
        )}
        <IconButton aria-label="Close" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <DialogContent
        dividers
        sx={{
          display: 'flex',
          p: 0,
          width: fits ? SEARCH_DIALOG_WIDTH + (showFilters ? SEARCH_DRAWER_WIDTH : 0) : undefined,
        }}
      >
        {!drawerCoversList && (
          <Box sx={{ flex: 1, px: 2, pb: 2, minWidth: 0 }}>
            <ListToolbar
              search={filter}
              onSearchChange={(text) => {
                setFilter(text);
                setPage(1);
              }}
              searchLabel="Search appointments"
              searchPlaceholder="Search appointments..."
              searchAutoFocus
              filters={filterChips(applied, restrict)}
              onRemoveFilter={(key) => apply(withoutFilter(applied, key))}
              onClearFilters={() => apply(clearedFilters(applied))}
              actions={
                canCreate && (
                  <Button startIcon={<Add />} onClick={() => setCreating(true)}>
                    Create New Appointment
                  </Button>
                )
              }
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {total === 1 ? '1 result' : `${total} results`}
            </Typography>
            <AppointmentSearchResults
              appointments={results.data?.appointments}
              multiple={mode === 'multiple'}
              isChosen={isChosen}
              onClick={click}
            />
            <PageLinks page={page} total={total} rowsPerPage={APPOINTMENT_SEARCH.pageSize} onPageChange={setPage} />
          </Box>
        )}
        {showFilters && (
          <Box
            component="aside"
            aria-label="Filters"
            sx={{
              width: narrow ? '100%' : SEARCH_DRAWER_WIDTH,
              flexShrink: 0,
              p: 2,
              borderLeft: narrow ? 0 : 1,
              borderColor: 'divider',
              overflowY: 'auto',
            }}
          >
            <AppointmentSearchDrawer
              value={pending}
              onChange={setPending}
              restrict={restrict}
              onApply={() => {
                apply(pending);
                if (narrow) setShowFilters(false);
              }}
            />
          </Box>
        )}
      </DialogContent>
      {props.mode === 'multiple' && (
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={chosen.length === 0}
            onClick={() => {
              props.onSelect(chosen);
              onClose();
            }}
          >
            {chosen.length === 1 ? 'Select 1 Appointment' : `Select ${chosen.length} Appointments`}
          </Button>
        </DialogActions>
      )}
      {creating && (
        <NewAppointmentDialog
          // Searching one client's appointments: the new one is booked for them.
          clientId={restrict.clients?.length === 1 ? (restrict.clients[0]?.id ?? null) : null}
          onClose={() => setCreating(false)}
          onSaved={created}
        />
      )}
    </Dialog>
  );
}
