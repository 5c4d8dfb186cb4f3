import { APPOINTMENT_STATUSES } from '@fieldbook/domain/appointments/appointments.constants';
import { APPOINTMENT_SEARCH } from '@fieldbook/domain/appointments/appointments.schemas';
import { expandHex } from '@fieldbook/domain/inputs/colour.rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ColourPicker } from '../../../components/colour-picker';
import { DateField } from '../../../components/date-field';
import { TimezoneField } from '../../../components/timezone-field';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import { useCan } from '../../../lib/session/load-user';
import { AppointmentTypePicker, useAppointmentTypes } from '../../appointment-types/index';
import { ClientPicker } from '../../clients/index';
import { AppointmentStaffPicker } from '../components/appointment-staff-picker';
import {
  type AppointmentSearchFilters,
  type AppointmentSort,
  type Named,
  type RestrictedFilters,
  rangeError,
  SORT_LABELS,
  statusesOf,
  withStatuses,
} from './appointment-search-filters';

const ALL_DAY = { any: null, yes: true, no: false } as const;
const ALL_DAY_LABELS = { any: 'Any', yes: 'All day only', no: 'Timed only' } as const;
type AllDayChoice = keyof typeof ALL_DAY;
const allDayChoice = (value: boolean | null): AllDayChoice => (value === null ? 'any' : value ? 'yes' : 'no');

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** The chosen clients, staff or creator as chips; a locked list (the caller's) has no remove buttons. */
function NamedChips({ label, items, onRemove }: { label: string; items: Named[]; onRemove?: (id: number) => void }) {
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
          <Chip size="small" label={item.name} onDelete={onRemove ? () => onRemove(item.id) : undefined} />
        </Box>
      ))}
    </Box>
  );
}

const adding = (list: Named[], item: Named) => (list.some((n) => n.id === item.id) ? list : [...list, item]);

export interface AppointmentSearchDrawerProps {
  value: AppointmentSearchFilters;
  onChange: (filters: AppointmentSearchFilters) => void;
  onApply: () => void;
  restrict: RestrictedFilters;
}

/**
 * The filter drawer: Sort By, Order, Appointment Status, clients, attendees, appointment types, the
 * date range and the advanced ones (all-day, colour, timezone, creator); 'Apply Filters' applies them.
 * Attendee and creator need canEditAppointments; filters the caller restricts are locked.
 */
export function AppointmentSearchDrawer({ value, onChange, onApply, restrict }: AppointmentSearchDrawerProps) {
  const canFilterStaff = useCan('canEditAppointments');
  const types = useAppointmentTypes(true);
  const set = (patch: Partial<AppointmentSearchFilters>) => onChange({ ...value, ...patch });
  const statuses = statusesOf(value);
  const invalidRange = rangeError(value);
  const chosenTypes = (types.data ?? []).filter((type) => value.types.some((t) => t.id === type.id));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Sort By"
        value={value.sortBy}
        onChange={(event) => set({ sortBy: event.target.value as AppointmentSort })}
      >
        {APPOINTMENT_SEARCH.sorts.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </MenuItem>
        ))}
      </TextField>
      {value.sortBy !== 'closest' && (
        <TextField
          select
          size="small"
          label="Order"
          value={value.sortDirection}
          onChange={(event) => set({ sortDirection: event.target.value as 'asc' | 'desc' })}
        >
          <MenuItem value="asc">Ascending</MenuItem>
          <MenuItem value="desc">Descending</MenuItem>
        </TextField>
      )}

      <Heading>Appointment Status</Heading>
      <FormGroup>
        {APPOINTMENT_STATUSES.map((status) => (
          <FormControlLabel
            key={status}
            control={
              <Checkbox
                size="small"
                checked={statuses.includes(status)}
                onChange={(_event, on) =>
                  onChange(
                    withStatuses(value, on ? [...statuses, status] : statuses.filter((other) => other !== status)),
                  )
                }
              />
            }
            label={STATUS_LABELS[status]}
          />
        ))}
      </FormGroup>

      <Heading>Clients</Heading>
      {!restrict.clients && (
        <ClientPicker
          // A fresh picker after each pick: its box empties, ready for the next client.
          key={value.clients.length}
          value={null}
          label="Filter by client"
          onChange={(client) =>
            client && set({ clients: adding(value.clients, { id: client.id, name: client.display_name }) })
          }
        />
      )}
      <NamedChips
        label="Client filters"
        items={value.clients}
        onRemove={restrict.clients ? undefined : (id) => set({ clients: value.clients.filter((c) => c.id !== id) })}
      />

      {(canFilterStaff || restrict.attendees) && (
        <>
          <Heading>Attendees</Heading>
          {!restrict.attendees && (
            <AppointmentStaffPicker
              label="Filter by staff member"
              excluded={value.attendees.map((a) => a.id)}
              onPick={(user) => set({ attendees: adding(value.attendees, { id: user.id, name: user.name }) })}
            />
          )}
          <NamedChips
            label="Staff filters"
            items={value.attendees}
            onRemove={
              restrict.attendees ? undefined : (id) => set({ attendees: value.attendees.filter((a) => a.id !== id) })
            }
          />
        </>
      )}

      <Heading>Appointment Types</Heading>
      {restrict.types ? (
        <NamedChips label="Type filters" items={value.types} />
      ) : (
        <AppointmentTypePicker
          label="Filter by type"
          options={types.data ?? []}
          value={chosenTypes}
          onChange={(next) => set({ types: next.map((type) => ({ id: type.id, name: type.name })) })}
        />
      )}

      <Heading>Dates</Heading>
      <DateField label="Start date" value={value.from} onChange={(from) => set({ from })} />
      <DateField label="End date" value={value.to} onChange={(to) => set({ to })} error={invalidRange ?? undefined} />

      <Heading>Advanced</Heading>
      <TextField
        select
        size="small"
        label="All day"
        value={allDayChoice(value.allDay)}
        onChange={(event) => set({ allDay: ALL_DAY[event.target.value as AllDayChoice] })}
      >
        {(Object.keys(ALL_DAY) as AllDayChoice[]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {ALL_DAY_LABELS[choice]}
          </MenuItem>
        ))}
      </TextField>
      <ColourPicker
        label="Colour"
        clearable
        value={value.color}
        onChange={(colour) => set({ color: colour ? expandHex(colour) : null })}
      />
      <TimezoneField value={value.timezone} onChange={(timezone) => set({ timezone })} />
      {canFilterStaff && (
        <>
          <AppointmentStaffPicker
            label="Created by"
            excluded={value.creator ? [value.creator.id] : []}
            onPick={(user) => set({ creator: { id: user.id, name: user.name } })}
          />
          <NamedChips
            label="Creator filter"
            items={value.creator ? [value.creator] : []}
            onRemove={() => set({ creator: null })}
          />
        </>
      )}

      <Button variant="contained" fullWidth onClick={onApply} disabled={Boolean(invalidRange)} sx={{ mt: 1 }}>
        Apply Filters
      </Button>
    </Box>
  );
}
