import {
  onDate,
  outsideBusinessHours,
  withEnd,
  withStart,
} from '@fieldbook/domain/appointments/appointment-form.rules';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CREATE_STATUSES,
} from '@fieldbook/domain/appointments/appointments.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateField } from '../../../components/date-field';
import { LocationField } from '../../../components/location-field';
import { TimeField } from '../../../components/time-field';
import { TimezoneField } from '../../../components/timezone-field';
import { useUserLoad } from '../../../lib/session/load-user';
import { STATUS_LABELS } from '../appointment-display';
import { dateOf, joinSql, lengthText, type SectionProps, timeOf } from './appointment-draft';
import { RecurrenceField } from './recurrence-field';

/** Overview: General (title, description, reference, note on create) and Time & Location. */
export function OverviewSection({
  draft,
  change,
  errors,
  adding,
  onSpan,
  original,
}: SectionProps & {
  adding: boolean;
  onSpan: (span: { start: string; end: string }) => void;
  /** Edit mode: the appointment as it was, for "Update Recurring Appointments too". */
  original?: { start_date: string; recursion_rule: string | null } | undefined;
}) {
  const company = useUserLoad().data?.company;
  const outside = company ? outsideBusinessHours(draft.start_date, draft.end_date, company.business_hours) : false;
  // Hidden when the company hides timezone options and this is its own zone, unless it always shows them.
  const hideTimezone =
    company?.settings.appointments_always_show_timezone !== true &&
    company?.hide_timezone_options &&
    draft.timezone === company.timezone;
  const changeSpan = onSpan;
  return (
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
        required={!adding}
        value={draft.reference_id}
        onChange={(e) => change({ reference_id: e.target.value, reference_changed: true })}
        error={Boolean(errors.reference_id)}
        helperText={
          errors.reference_id ??
          (adding && !draft.reference_changed ? 'The next free number is given when saved, unless you type one.' : '')
        }
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
      {draft.status === 'UNSCHEDULED' ? (
        // An unscheduled appointment has only an estimate: its span moves whole to the chosen day.
        <DateField
          label="Estimated Date"
          value={dateOf(draft.start_date)}
          onChange={(date) => date && changeSpan(onDate({ start: draft.start_date, end: draft.end_date }, date))}
          error={errors.start_date}
          helperText="Unscheduled reminders are sent relative to this date."
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <DateField
              label="Start date"
              value={dateOf(draft.start_date)}
              onChange={(date) =>
                date &&
                changeSpan(
                  withStart({ start: draft.start_date, end: draft.end_date }, joinSql(date, timeOf(draft.start_date))),
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
                  withEnd({ start: draft.start_date, end: draft.end_date }, joinSql(date, timeOf(draft.end_date))),
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
                    withEnd({ start: draft.start_date, end: draft.end_date }, joinSql(dateOf(draft.end_date), time)),
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
        </>
      )}
      <RecurrenceField draft={draft} change={change} errors={errors} original={original} />
      {outside && !draft.all_day && draft.status !== 'UNSCHEDULED' && (
        <Alert severity="info">This appointment is outside your business hours.</Alert>
      )}
      <LocationField
        value={draft.location}
        onChange={(location, place) => change({ location, place })}
        error={errors.address}
      />
      {!hideTimezone && (
        <TimezoneField
          value={draft.timezone}
          onChange={(zone) => zone && change({ timezone: zone })}
          error={errors.timezone}
        />
      )}
    </>
  );
}
