import { APPOINTMENT_STATUSES } from '@fieldbook/domain/appointments/appointments.constants';
import { COLOUR_ALLOCATIONS, type CompanyDefaultsBody } from '@fieldbook/domain/company/company.schemas';
import { DOCUMENT_LIMITS } from '@fieldbook/domain/documents/documents.constants';
import { LICENCE_CHECK_MODES, type LicenceCheckMode } from '@fieldbook/domain/licences/licences.constants';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { ColourPicker } from '../../../components/colour-picker';
import { SelectField } from '../../../components/select-field';
import { STATUS_LABELS } from '../../../lib/appointment-display';

type Flag =
  | 'invoices_prefill_description'
  | 'quotations_prefill_description'
  | 'reports_send_before_invoice_payment'
  | 'appointments_send_client_unscheduled_reminders'
  | 'appointments_always_show_timezone';

const LICENCE_CHECK_LABELS: Record<LicenceCheckMode, string> = {
  WARN: 'Warn, and save',
  REFUSE: 'Refuse to save',
};

const ALLOCATION_LABELS: Record<(typeof COLOUR_ALLOCATIONS)[number], string> = {
  STAFF: 'By the first staff member',
  TYPES: 'By the first appointment type',
  DEFAULT: 'Always the default colour',
};

function FlagSwitch({
  control,
  name,
  label,
  helper,
}: {
  control: Control<CompanyDefaultsBody>;
  name: Flag;
  label: string;
  helper: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <FormControlLabel
            control={<Switch checked={Boolean(field.value)} onChange={(_event, on) => field.onChange(on)} />}
            label={label}
          />
          <Typography variant="body2" color={fieldState.error ? 'error' : 'text.secondary'} sx={{ ml: 6, mt: -0.5 }}>
            {fieldState.error?.message ?? helper}
          </Typography>
        </Box>
      )}
    />
  );
}

const sectionTitle = (title: string) => (
  <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
    {title}
  </Typography>
);

/** The invoicing defaults of settings/defaults: the due date term, description prefills and report sending. */
export function InvoicingDefaults({ control }: { control: Control<CompanyDefaultsBody> }) {
  return (
    <>
      {sectionTitle('Quotations and invoices')}
      <Controller
        control={control}
        name="invoicing_due_date"
        render={({ field, fieldState }) => (
          <TextField
            label="Invoice due date"
            type="number"
            value={Number.isNaN(field.value) ? '' : (field.value ?? '')}
            onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              'Days after its date that a new invoice is due, unless the client has its own term.'
            }
            slotProps={{
              htmlInput: { min: 0, max: DOCUMENT_LIMITS.termDaysMax, step: 1 },
              input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
            }}
          />
        )}
      />
      <FlagSwitch
        control={control}
        name="quotations_prefill_description"
        label="Prefill quotation descriptions"
        helper="A quotation made from an appointment starts with the appointment's description."
      />
      <FlagSwitch
        control={control}
        name="invoices_prefill_description"
        label="Prefill invoice descriptions"
        helper="An invoice made from an appointment starts with the appointment's description."
      />
      <FlagSwitch
        control={control}
        name="reports_send_before_invoice_payment"
        label="Send reports before the invoice is paid"
        helper="Off: a report emailed to the client waits until the appointment's invoice is paid."
      />
    </>
  );
}

/** The appointment defaults of settings/defaults: how the calendar colours appointments, and two flags. */
export function AppointmentDefaults({
  control,
  errors,
}: {
  control: Control<CompanyDefaultsBody>;
  errors: FieldErrors<CompanyDefaultsBody>;
}) {
  const statusErrors = errors.appointment_status_colors as Record<string, { message?: string }> | undefined;
  return (
    <>
      {sectionTitle('Appointments')}
      <SelectField<CompanyDefaultsBody>
        control={control}
        name="appointments_color_allocation"
        label="Appointment colour"
        helperText="How an appointment without a colour of its own is coloured on the calendar."
        options={COLOUR_ALLOCATIONS.map((value) => ({ value, label: ALLOCATION_LABELS[value] }))}
      />
      <Controller
        control={control}
        name="appointments_default_color"
        render={({ field, fieldState }) => (
          <ColourPicker
            label="Default appointment colour"
            value={field.value}
            onChange={(colour) => field.onChange(colour ?? undefined)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Box>
        <Typography variant="subtitle1" component="h3">
          Status colours
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Optional: the calendar marks an appointment with its status's colour. Clear one to leave that status unmarked.
        </Typography>
        <Controller
          control={control}
          name="appointment_status_colors"
          render={({ field }) => {
            const colours = (field.value ?? {}) as Record<string, string>;
            return (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
                {APPOINTMENT_STATUSES.map((status) => (
                  <ColourPicker
                    key={status}
                    clearable
                    label={STATUS_LABELS[status]}
                    value={colours[status] ?? null}
                    error={statusErrors?.[status]?.message}
                    onChange={(colour) => {
                      const { [status]: _old, ...rest } = colours;
                      field.onChange(colour ? { ...rest, [status]: colour } : rest);
                    }}
                  />
                ))}
              </Box>
            );
          }}
        />
      </Box>
      <SelectField<CompanyDefaultsBody>
        control={control}
        name="licence_check"
        label="Staff without a required licence"
        helperText="When staff assigned to a job lack a licence its appointment types require, valid on its date."
        options={LICENCE_CHECK_MODES.map((value) => ({ value, label: LICENCE_CHECK_LABELS[value] }))}
      />
      <Stack spacing={1}>
        <FlagSwitch
          control={control}
          name="appointments_send_client_unscheduled_reminders"
          label="Send clients unscheduled reminders"
          helper="Clients get the unscheduled reminders of their unscheduled appointments, not only staff."
        />
        <FlagSwitch
          control={control}
          name="appointments_always_show_timezone"
          label="Always show the timezone"
          helper="Appointment times show their timezone even when it is the business's own."
        />
      </Stack>
    </>
  );
}
