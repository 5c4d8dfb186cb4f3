import { outsideBusinessHours } from '@fieldbook/domain/appointments/appointment-form.rules';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CREATE_STATUSES,
} from '@fieldbook/domain/appointments/appointments.constants';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocationField } from '../../../components/location-field';
import { TimezoneField } from '../../../components/timezone-field';
import { STATUS_LABELS } from '../../../lib/appointment-display';
import { useUserLoad } from '../../../lib/session/load-user';
import type { SectionProps } from './appointment-draft';
import { SpanFields } from './appointment-span-fields';
import { RecurrenceField } from './recurrence-field';

/** Overview's Time & Location part: status, the span (or an unscheduled estimate), the rule, where and the timezone. */
export function WhenWhereSection({
  draft,
  change,
  errors,
  adding,
  onSpan: changeSpan,
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
  return (
    <>
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
      <SpanFields draft={draft} change={change} errors={errors} onSpan={changeSpan} />
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
