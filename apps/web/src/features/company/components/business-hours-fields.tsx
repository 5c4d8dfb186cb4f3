import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { textField } from '../../../lib/form-fields';
import type { CompanyFormValues } from './company-form-values';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface BusinessHoursFieldsProps {
  control: Control<CompanyFormValues>;
  register: UseFormRegister<CompanyFormValues>;
  errors: FieldErrors<CompanyFormValues>;
  /** 0 = Sunday; the rows start at the company's first day of the week. */
  startOfWeek: number;
  openDays: readonly boolean[];
}

/** One row per weekday: open checkbox, opening and closing time. business_hours[i].day === i. */
export function BusinessHoursFields({ control, register, errors, startOfWeek, openDays }: BusinessHoursFieldsProps) {
  const order = Array.from({ length: 7 }, (_, offset) => (startOfWeek + offset) % 7);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Business hours
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {order.map((day) => {
          const name = WEEKDAYS[day] ?? '';
          const rowErrors = errors.business_hours?.[day];
          const open = openDays[day] ?? false;
          return (
            <Box
              key={day}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 1fr 1fr' },
              }}
            >
              <Controller
                control={control}
                name={`business_hours.${day}.open`}
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { 'aria-label': `Open on ${name}` } }}
                      />
                    }
                    label={name}
                  />
                )}
              />
              <TextField
                label="Opens"
                type="time"
                size="small"
                disabled={!open}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': `${name} opening time`, step: 300 },
                }}
                {...textField(register(`business_hours.${day}.start`), rowErrors?.start)}
              />
              <TextField
                label="Closes"
                type="time"
                size="small"
                disabled={!open}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': `${name} closing time`, step: 300 },
                }}
                {...textField(register(`business_hours.${day}.end`), rowErrors?.end)}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
