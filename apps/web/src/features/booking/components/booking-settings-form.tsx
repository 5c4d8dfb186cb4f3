import { BOOKING_LIMITS, BOOKING_MESSAGES } from '@fieldbook/domain/booking/booking.constants';
import {
  type BookingSettingsBody,
  type BookingSettingsPayload,
  bookingSettingsBodySchema,
} from '@fieldbook/domain/booking/booking-settings.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Path, useForm } from 'react-hook-form';
import { FormAlerts } from '../../../components/form-alerts';
import { useSnackbar } from '../../../components/notices';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { useSaveBookingSettings } from '../api/booking-settings';
import { ServiceSettingsFields, type StaffOption } from './service-settings-fields';
import { WholeNumberField } from './whole-number-field';

const SERVICE_FIELDS = [
  'bookable',
  'duration_minutes',
  'from_price_cents',
  'description',
  'min_notice_hours',
  'days_ahead',
  'buffer_minutes',
  'staff_ids',
] as const;

/** Every field the server may name in a 422, so its message shows under that field. */
function fieldPaths(serviceCount: number): Path<BookingSettingsBody>[] {
  const services = Array.from({ length: serviceCount }, (_, index) =>
    SERVICE_FIELDS.map((name) => `services.${index}.${name}` as Path<BookingSettingsBody>),
  );
  return ['enabled', 'handle', 'requires_approval', 'pending_cap', ...services.flat()];
}

const valuesOf = (settings: BookingSettingsPayload): BookingSettingsBody => ({
  enabled: settings.enabled,
  handle: settings.handle,
  requires_approval: settings.requires_approval,
  pending_cap: settings.pending_cap,
  services: settings.services.map(({ name: _name, color: _color, ...service }) => service),
});

/** settings/booking: turning online booking on, how requests are taken, and each appointment type as a service. */
export function BookingSettingsForm({
  settings,
  staff,
}: {
  settings: BookingSettingsPayload;
  staff: readonly StaffOption[];
}) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveBookingSettings();
  const { control, register, handleSubmit, setError, formState } = useForm<BookingSettingsBody>({
    resolver: zodResolver(bookingSettingsBodySchema, undefined, { raw: true }),
    defaultValues: valuesOf(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      enqueueSnackbar(BOOKING_MESSAGES.saved, { variant: 'success' });
    } catch (error) {
      applyServerErrors(error, setError, fieldPaths(settings.services.length));
    }
  });

  return (
    <Box component="form" aria-label="Online booking settings" onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        <FormAlerts stale={null} serverError={formState.errors.root?.server?.message} />
        <Controller
          control={control}
          name="enabled"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_event, on) => field.onChange(on)} />}
                label="Take bookings online"
              />
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <TextField
          label="Booking address"
          {...textField(register('handle'), formState.errors.handle)}
          helperText={
            formState.errors.handle?.message ??
            'The end of your booking page’s address: lower-case letters, digits and hyphens.'
          }
        />
        <Controller
          control={control}
          name="requires_approval"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="booking-approval">When a visitor books</FormLabel>
              <RadioGroup
                aria-labelledby="booking-approval"
                value={field.value ? 'approve' : 'confirm'}
                onChange={(_event, value) => field.onChange(value === 'approve')}
              >
                <FormControlLabel value="confirm" control={<Radio />} label="Confirm the booking at once" />
                <FormControlLabel value="approve" control={<Radio />} label="I approve each request first" />
              </RadioGroup>
            </FormControl>
          )}
        />
        <WholeNumberField
          control={control}
          name="pending_cap"
          label="Most requests waiting for approval"
          unit="requests"
          min={BOOKING_LIMITS.pendingCapMin}
          max={BOOKING_LIMITS.pendingCapMax}
          helperText={`Past this, the page asks visitors to call instead. Waiting now: ${settings.pending_count}.`}
        />
        <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
          Services
        </Typography>
        {settings.services.length === 0 ? (
          <Typography color="text.secondary">
            Add appointment types first: each one can be offered as a service.
          </Typography>
        ) : (
          settings.services.map((service, index) => (
            <ServiceSettingsFields
              key={service.appointment_type_id}
              control={control}
              index={index}
              service={service}
              staff={staff}
            />
          ))
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
