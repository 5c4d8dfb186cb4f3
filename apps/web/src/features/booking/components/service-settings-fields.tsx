import { BOOKING_LIMITS } from '@fieldbook/domain/booking/booking.constants';
import type { BookingSettingsBody, BookingSettingsPayload } from '@fieldbook/domain/booking/booking-settings.schemas';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../components/money-field';
import { WholeNumberField } from './whole-number-field';

export interface StaffOption {
  id: number;
  name: string;
}

type Service = BookingSettingsPayload['services'][number];

/** One appointment type as an online service: bookable, and when it is, how it is offered and who may take it. */
export function ServiceSettingsFields({
  control,
  index,
  service,
  staff,
}: {
  control: Control<BookingSettingsBody>;
  index: number;
  service: Service;
  staff: readonly StaffOption[];
}) {
  const prefix = `services.${index}` as const;
  const bookable = useWatch({ control, name: `${prefix}.bookable` });
  const headingId = `booking-service-${service.appointment_type_id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {service.color && (
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: service.color }} />
          )}
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {service.name}
          </Typography>
          <Controller
            control={control}
            name={`${prefix}.bookable`}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_event, on) => field.onChange(on)} />}
                label="Bookable online"
              />
            )}
          />
        </Stack>
        {bookable && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <WholeNumberField
              control={control}
              name={`${prefix}.duration_minutes`}
              label="Duration"
              unit="min"
              min={BOOKING_LIMITS.durationMin}
              max={BOOKING_LIMITS.durationMax}
            />
            <Controller
              control={control}
              name={`${prefix}.from_price_cents`}
              render={({ field, fieldState }) => (
                <MoneyField
                  label="From price"
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  helperText="Optional: shown as “from $…”"
                />
              )}
            />
            <WholeNumberField
              control={control}
              name={`${prefix}.min_notice_hours`}
              label="Minimum notice"
              unit="hours"
              max={BOOKING_LIMITS.noticeHoursMax}
            />
            <WholeNumberField
              control={control}
              name={`${prefix}.days_ahead`}
              label="How far ahead"
              unit="days"
              min={BOOKING_LIMITS.daysAheadMin}
              max={BOOKING_LIMITS.daysAheadMax}
            />
            <WholeNumberField
              control={control}
              name={`${prefix}.buffer_minutes`}
              label="Buffer between jobs"
              unit="min"
              max={BOOKING_LIMITS.bufferMinutesMax}
            />
            <Controller
              control={control}
              name={`${prefix}.staff_ids`}
              render={({ field, fieldState }) => (
                <Autocomplete<StaffOption, true>
                  multiple
                  options={staff}
                  value={staff.filter((member) => field.value.includes(member.id))}
                  onChange={(_event, chosen) => field.onChange(chosen.map((member) => member.id))}
                  getOptionLabel={(member) => member.name}
                  isOptionEqualToValue={(option, current) => option.id === current.id}
                  noOptionsText="No staff"
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Staff who may take it"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={control}
              name={`${prefix}.description`}
              render={({ field, fieldState }) => (
                <TextField
                  label="Description"
                  multiline
                  minRows={2}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'What the visitor reads under the service’s name'}
                  sx={{ gridColumn: { sm: '1 / -1' } }}
                />
              )}
            />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
