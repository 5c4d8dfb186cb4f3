import {
  addType,
  minutesBetween,
  NEW_APPOINTMENT,
  outsideBusinessHours,
  removeType,
  withEnd,
  withStart,
} from '@fieldbook/domain/appointments/appointment-form.rules';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CREATE_STATUSES,
  RECURRING_STATUSES,
  type RecurringStatus,
} from '@fieldbook/domain/appointments/appointments.constants';
import { APPOINTMENT_MESSAGES, type ReminderInput } from '@fieldbook/domain/appointments/appointments.schemas';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { ColourPicker } from '../../../components/colour-picker';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { TimeField } from '../../../components/time-field';
import { TimezoneField } from '../../../components/timezone-field';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useMinWidth } from '../../../components/use-responsive';
import { ApiError, http } from '../../../lib/http-client';
import { useCompanySettings, useUserLoad } from '../../../lib/session/load-user';
import { type AppointmentType, useAppointmentTypes } from '../../appointment-types/api/appointment-types-api';
import { ClientPicker } from '../../clients/components/client-picker';
import type { Appointment } from '../api/appointment-types';
import { updateBodyOf, useCreateAppointment, useUpdateAppointment } from '../api/appointments-api';
import { STATUS_LABELS } from '../appointment-display';
import { AppointmentStaffPicker } from '../components/appointment-staff-picker';

type TabKey = 'overview' | 'types' | 'clients' | 'staff' | 'color' | 'more';
/** Add mode steps through these with Next and a progress bar (spec: 4 steps). */
const STEPS: TabKey[] = ['types', 'clients', 'staff', 'more'];
const TAB_LABELS: Record<TabKey, string> = {
  overview: 'Overview',
  types: 'Appointment Types',
  clients: 'Clients & Reminders',
  staff: 'Staff & Reminders',
  color: 'Colour',
  more: 'More Options',
};

interface Draft {
  reference_id: string;
  title: string;
  description: string;
  color: string | null;
  status: AppointmentStatus;
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean;
  location: string;
  note: string;
  recurring_status: RecurringStatus;
  types: number[];
  clients: { id: number; name: string }[];
  attendees: { id: number; name: string; color: string }[];
  reminders: ReminderInput[];
}

const dateOf = (sql: string) => sql.slice(0, 10);
const timeOf = (sql: string) => sql.slice(11, 16);
const joinSql = (date: string, time: string) => `${date} ${time}:00`;
const lengthText = (start: string, end: string) => {
  const minutes = Math.max(0, minutesBetween(start, end));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
};

export interface AppointmentFormDialogProps {
  appointment?: Appointment;
  /** A new appointment's starting values (reference, span, a client from a quick create). */
  initial?: Partial<Draft>;
  onClose: () => void;
  onSaved?: (appointment: Appointment) => void;
}

function draftOf(appointment: Appointment): Draft {
  return {
    reference_id: appointment.reference_id,
    title: appointment.title,
    description: appointment.description ?? '',
    color: appointment.color,
    status: appointment.status,
    start_date: appointment.start_date,
    end_date: appointment.end_date,
    timezone: appointment.timezone,
    all_day: appointment.all_day,
    location: appointment.address?.full_address ?? '',
    note: '',
    recurring_status: appointment.recurring_status,
    types: appointment.types.map((t) => t.id),
    clients: appointment.clients.map((c) => ({ id: c.id, name: c.display_name })),
    attendees: appointment.attendees.map((a) => ({ id: a.id, name: a.name, color: a.color })),
    reminders: [
      ...appointment.client_reminders,
      ...appointment.staff_reminders,
      ...appointment.unscheduled_reminders,
    ].map(({ key, client_id, user_id, type, value, reminder_offset }) => ({
      key,
      client_id,
      user_id,
      type,
      value,
      reminder_offset,
    })),
  };
}

const asType = (type: AppointmentType) => ({
  id: type.id,
  color: type.color,
  title: type.title,
  description: type.description,
  time_allocation: type.time_allocation,
  recurring_status: type.recurring_status,
});

/** Create/Edit Appointment (1150 px): overview, types, clients, staff, colour and more options. */
export function AppointmentFormDialog({ appointment, initial, onClose, onSaved }: AppointmentFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const settings = useCompanySettings();
  const company = useUserLoad().data?.company;
  const wide = useMinWidth(1150);
  const titleId = useId();
  const adding = !appointment;
  const types = useAppointmentTypes();
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const [start] = useState<Draft>(() =>
    appointment
      ? draftOf(appointment)
      : {
          reference_id: '',
          title: '',
          description: '',
          color: null,
          status: NEW_APPOINTMENT.status,
          start_date: '',
          end_date: '',
          timezone: company?.timezone ?? 'Australia/Melbourne',
          all_day: false,
          location: '',
          note: '',
          recurring_status: 'UNSCHEDULED',
          types: [],
          clients: [],
          attendees: [],
          reminders: [],
          ...initial,
        },
  );
  const [draft, setDraft] = useState<Draft>(start);
  const [tab, setTab] = useState<TabKey>(adding ? 'types' : 'overview');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<string[] | null>(null);
  const [availabilitySeen, setAvailabilitySeen] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);
  const { guard, confirmDialog } = useConfirmDiscard(dirty, {
    title: 'Leave without saving?',
    message: 'You have unsaved changes to this appointment. Discard them?',
  });
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const available = types.data ?? [];
  const chosenTypes = available.filter((t) => draft.types.includes(t.id));
  const mustBeStaffed = chosenTypes.some((t) => t.must_be_staffed) && draft.attendees.length === 0;
  const outside = company ? outsideBusinessHours(draft.start_date, draft.end_date, company.business_hours) : false;
  const hideTimezone = company?.hide_timezone_options && draft.timezone === company.timezone;
  const step = STEPS.indexOf(tab);

  // Changing the times or the number of staff asks for a fresh availability check.
  const changeSpan = (span: { start: string; end: string }) => {
    setAvailabilitySeen(false);
    change({ start_date: span.start, end_date: span.end });
  };

  const addStaff = (user: { id: number; name: string; color: string }) => {
    if (draft.attendees.some((a) => a.id === user.id)) return;
    setAvailabilitySeen(false);
    const first = draft.attendees.length === 0;
    change({
      attendees: [...draft.attendees, user],
      color: first && settings.appointments_color_allocation === 'STAFF' ? user.color : draft.color,
      reminders:
        first && draft.status !== 'UNSCHEDULED'
          ? [...draft.reminders, { key: 'staff', type: 'NONE', reminder_offset: NEW_APPOINTMENT.staffReminderOffset }]
          : draft.reminders,
    });
  };
  const removeStaff = (id: number) => {
    setAvailabilitySeen(false);
    const attendees = draft.attendees.filter((a) => a.id !== id);
    change({
      attendees,
      ...(attendees.length === 0 ? { reminders: draft.reminders.filter((r) => r.key !== 'staff'), color: null } : {}),
    });
  };

  const body = () => ({
    reference_id: draft.reference_id,
    title: draft.title,
    description: draft.description || null,
    color: draft.color,
    start_date: draft.start_date,
    end_date: draft.end_date,
    timezone: draft.timezone,
    all_day: draft.all_day,
    address: draft.location ? { full_address: draft.location, address_line_1: draft.location } : null,
    attendees: draft.attendees.map((a) => a.id),
    clients: draft.clients.map((c) => c.id),
    types: draft.types,
    reminders: draft.reminders,
    recursion_rule: null,
    recurring_status: draft.recurring_status,
  });

  const save = async () => {
    setErrors({});
    setStale(null);
    try {
      const saved = appointment
        ? await update.mutateAsync(updateBodyOf(appointment, { ...body(), status: draft.status }))
        : await create.mutateAsync({
            ...body(),
            status: draft.status as (typeof CREATE_STATUSES)[number],
            note: draft.note || null,
          });
      enqueueSnackbar(appointment ? APPOINTMENT_MESSAGES.updated : APPOINTMENT_MESSAGES.created, {
        variant: 'success',
      });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else if (error instanceof ApiError) {
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ''])),
        );
        if (Object.keys(error.fieldErrors).length > 0) setTab('overview');
      }
    }
  };

  /** Saving with staff checks their availability first, unless this span and staff were already checked. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (draft.attendees.length > 0 && !availabilitySeen && draft.status !== 'UNSCHEDULED') {
      const result = await http.post<{
        results: { user_id: number; status: string; conflicts: { title: string }[] }[];
      }>('/appointments/staff/availability', {
        user_ids: draft.attendees.map((a) => a.id),
        start_date: draft.start_date,
        end_date: draft.end_date,
        timezone: draft.timezone,
        except: appointment?.id ?? null,
        suggestions: false,
      });
      setAvailabilitySeen(true);
      const busy = result.results.filter((r) => r.status === 'BUSY');
      if (busy.length > 0) {
        setConflicts(
          busy.map((r) => {
            const name = draft.attendees.find((a) => a.id === r.user_id)?.name ?? 'A staff member';
            return `${name} is busy: ${r.conflicts.map((c) => c.title).join(', ')}`;
          }),
        );
        return;
      }
    }
    await save();
  };

  const reminderList = (key: ReminderInput['key'], clientId?: number) =>
    draft.reminders
      .map((reminder, index) => ({ reminder, index }))
      .filter(({ reminder }) => reminder.key === key && (clientId === undefined || reminder.client_id === clientId));

  const tabs: TabKey[] = ['overview', 'types', 'clients', 'staff', 'color', 'more'];

  return (
    <>
      <Dialog
        open
        onClose={() => guard(onClose)}
        fullScreen={!wide}
        maxWidth={false}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: wide ? { width: '100%', maxWidth: 1150 } : undefined } }}
      >
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
        >
          <DialogTitle id={titleId}>{adding ? 'Create Appointment' : 'Edit Appointment'}</DialogTitle>
          {adding && (
            <LinearProgress
              variant="determinate"
              value={((Math.max(step, 0) + 1) / STEPS.length) * 100}
              aria-label={`Step ${Math.max(step, 0) + 1} of ${STEPS.length}`}
            />
          )}
          <Tabs
            value={tab}
            onChange={(_event, next: TabKey) => setTab(next)}
            variant="scrollable"
            aria-label="Appointment sections"
          >
            {tabs.map((key) => (
              <Tab key={key} value={key} label={TAB_LABELS[key]} />
            ))}
          </Tabs>
          <DialogContent dividers sx={{ minHeight: 420 }}>
            <Stack spacing={2.5}>
              {stale && <Alert severity="warning">{stale}</Alert>}
              {mustBeStaffed && <Alert severity="warning">{APPOINTMENT_MESSAGES.mustBeStaffed}</Alert>}
              {tab === 'overview' && (
                <>
                  <Typography variant="subtitle1" component="h3">
                    General
                  </Typography>
                  <TextField
                    label="Title"
                    required
                    value={draft.title}
                    onChange={(e) => change({ title: e.target.value })}
                    error={Boolean(errors.title)}
                    helperText={errors.title}
                  />
                  <TextField
                    label="Description"
                    multiline
                    minRows={2}
                    value={draft.description}
                    onChange={(e) => change({ description: e.target.value })}
                    error={Boolean(errors.description)}
                    helperText={errors.description}
                  />
                  <TextField
                    label="Reference Number"
                    required
                    value={draft.reference_id}
                    onChange={(e) => change({ reference_id: e.target.value })}
                    error={Boolean(errors.reference_id)}
                    helperText={errors.reference_id}
                  />
                  {adding && (
                    <TextField
                      label="Note"
                      multiline
                      minRows={2}
                      value={draft.note}
                      onChange={(e) => change({ note: e.target.value })}
                      error={Boolean(errors.note)}
                      helperText={errors.note}
                    />
                  )}
                  <Typography variant="subtitle1" component="h3">
                    Time & Location
                  </Typography>
                  <TextField
                    select
                    label="Status"
                    value={draft.status}
                    onChange={(e) => {
                      const status = e.target.value as AppointmentStatus;
                      change({
                        status,
                        ...(status === 'UNSCHEDULED'
                          ? {
                              recurring_status: 'UNSCHEDULED',
                              reminders: draft.reminders.filter((r) => r.key !== 'staff'),
                            }
                          : {}),
                      });
                    }}
                    error={Boolean(errors.status)}
                    helperText={errors.status}
                  >
                    {(adding ? CREATE_STATUSES : APPOINTMENT_STATUSES).map((status) => (
                      <MenuItem key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                    <DateField
                      label="Start date"
                      value={dateOf(draft.start_date)}
                      onChange={(date) =>
                        date &&
                        changeSpan(
                          withStart(
                            { start: draft.start_date, end: draft.end_date },
                            joinSql(date, timeOf(draft.start_date)),
                          ),
                        )
                      }
                      error={errors.start_date}
                    />
                    {!draft.all_day && (
                      <TimeField
                        label="Start time"
                        value={timeOf(draft.start_date)}
                        onChange={(time) =>
                          time &&
                          changeSpan(
                            withStart(
                              { start: draft.start_date, end: draft.end_date },
                              joinSql(dateOf(draft.start_date), time),
                            ),
                          )
                        }
                      />
                    )}
                    <FormControlLabel
                      control={<Checkbox checked={draft.all_day} onChange={(_e, on) => change({ all_day: on })} />}
                      label="All Day"
                    />
                  </Box>
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                    <DateField
                      label="End date"
                      value={dateOf(draft.end_date)}
                      onChange={(date) =>
                        date &&
                        changeSpan(
                          withEnd(
                            { start: draft.start_date, end: draft.end_date },
                            joinSql(date, timeOf(draft.end_date)),
                          ),
                        )
                      }
                      error={errors.end_date}
                    />
                    {!draft.all_day && (
                      <TimeField
                        label="End time"
                        value={timeOf(draft.end_date)}
                        onChange={(time) =>
                          time &&
                          changeSpan(
                            withEnd(
                              { start: draft.start_date, end: draft.end_date },
                              joinSql(dateOf(draft.end_date), time),
                            ),
                          )
                        }
                      />
                    )}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ alignSelf: 'center' }}
                      data-testid="appointment-length"
                    >
                      {lengthText(draft.start_date, draft.end_date)}
                    </Typography>
                  </Box>
                  {outside && !draft.all_day && (
                    <Alert severity="info">This appointment is outside your business hours.</Alert>
                  )}
                  <TextField
                    label="Location"
                    value={draft.location}
                    onChange={(e) => change({ location: e.target.value })}
                    error={Boolean(errors.address)}
                    helperText={errors.address}
                  />
                  {!hideTimezone && (
                    <TimezoneField
                      value={draft.timezone}
                      onChange={(zone) => zone && change({ timezone: zone })}
                      error={errors.timezone}
                    />
                  )}
                </>
              )}
              {tab === 'types' && (
                <>
                  <Autocomplete
                    multiple
                    options={available}
                    value={chosenTypes}
                    getOptionLabel={(type) => type.name}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    onChange={(_event, next) => {
                      const added = next.filter((t) => !draft.types.includes(t.id));
                      const removed = chosenTypes.filter((t) => !next.some((n) => n.id === t.id));
                      let updated: Draft = draft;
                      for (const type of removed) updated = removeType(updated, asType(type));
                      for (const type of added) {
                        updated = addType(updated, asType(type), available.map(asType), {
                          allocation: settings.appointments_color_allocation,
                          prefill: true,
                        });
                      }
                      setDraft(updated);
                    }}
                    renderValue={(value, getItemProps) =>
                      value.map((type, index) => {
                        const { key, ...props } = getItemProps({ index });
                        return (
                          <Chip key={key} {...props} label={type.name} sx={{ bgcolor: type.color, color: '#fff' }} />
                        );
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Appointment Types"
                        placeholder="Search types..."
                        error={Boolean(errors.types)}
                        helperText={errors.types}
                      />
                    )}
                    noOptionsText="No results to display"
                  />
                  <Typography variant="body2" color="text.secondary">
                    Types bring their title, description, colour and length.
                  </Typography>
                </>
              )}
              {tab === 'clients' && (
                <>
                  <ClientPicker
                    value={null}
                    label="Find Clients..."
                    onChange={(client) =>
                      client &&
                      !draft.clients.some((c) => c.id === client.id) &&
                      change({ clients: [...draft.clients, { id: client.id, name: client.display_name }] })
                    }
                    error={errors.clients}
                  />
                  <List aria-label="Clients">
                    {draft.clients.map((client) => (
                      <ListItem
                        key={client.id}
                        divider
                        secondaryAction={
                          <Button
                            size="small"
                            onClick={() =>
                              change({
                                clients: draft.clients.filter((c) => c.id !== client.id),
                                reminders: draft.reminders.filter((r) => r.client_id !== client.id),
                              })
                            }
                          >
                            Remove
                          </Button>
                        }
                      >
                        <ListItemText
                          primary={client.name}
                          secondary={`${reminderList('clients', client.id).length} reminder(s)`}
                        />
                      </ListItem>
                    ))}
                  </List>
                  {draft.clients.length === 0 && (
                    <Typography variant="body2" color="text.secondary">
                      No clients yet.
                    </Typography>
                  )}
                </>
              )}
              {tab === 'staff' && (
                <>
                  <AppointmentStaffPicker
                    excluded={draft.attendees.map((a) => a.id)}
                    onPick={(user) => addStaff(user)}
                    error={errors.attendees}
                  />
                  <List aria-label="Staff Members">
                    {draft.attendees.map((user) => (
                      <ListItem
                        key={user.id}
                        divider
                        secondaryAction={
                          <Button size="small" onClick={() => removeStaff(user.id)}>
                            Remove
                          </Button>
                        }
                      >
                        <ListItemText primary={user.name} />
                      </ListItem>
                    ))}
                  </List>
                  <Typography variant="body2" color="text.secondary">
                    {reminderList('staff').length} staff reminder(s)
                  </Typography>
                </>
              )}
              {tab === 'color' && (
                <>
                  <ColourPicker label="Colour" value={draft.color} clearable onChange={(color) => change({ color })} />
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {chosenTypes.map((type) => (
                      <Chip
                        key={type.id}
                        label={type.name}
                        onClick={() => change({ color: type.color })}
                        sx={{ bgcolor: type.color, color: '#fff' }}
                      />
                    ))}
                    {draft.attendees.map((user) => (
                      <Chip
                        key={user.id}
                        label={user.name}
                        onClick={() => change({ color: user.color })}
                        sx={{ bgcolor: user.color, color: '#fff' }}
                      />
                    ))}
                  </Box>
                </>
              )}
              {tab === 'more' && (
                <TextField
                  select
                  label="Recurring appointments start as"
                  value={draft.recurring_status}
                  disabled={draft.status === 'UNSCHEDULED'}
                  onChange={(e) => change({ recurring_status: e.target.value as RecurringStatus })}
                >
                  {RECURRING_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => guard(onClose)}>Cancel</Button>
            {adding && step >= 0 && step < STEPS.length - 1 && (
              <Button onClick={() => setTab(STEPS[step + 1] ?? 'overview')}>Next</Button>
            )}
            <Button type="submit" variant="contained" disabled={create.isPending || update.isPending}>
              Save
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <ConfirmDialog
        open={conflicts !== null}
        title="Staff are busy"
        message={
          <>
            {conflicts?.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
            Save anyway?
          </>
        }
        confirmLabel="Save anyway"
        onConfirm={() => {
          setConflicts(null);
          void save();
        }}
        onCancel={() => setConflicts(null)}
      />
      {confirmDialog}
    </>
  );
}
