import { formatAbn } from '@fieldbook/domain/company/abn.rules';
import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_TIMEZONE,
  type UpdateCompanyBody,
  updateCompanyBodySchema,
} from '@fieldbook/domain/company/company.schemas';
import { formatPhoneLocally } from '@fieldbook/domain/inputs/phone.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AddressFields } from '../../../components/address-fields';
import { FormAlerts } from '../../../components/form-alerts';
import { useSnackbar } from '../../../components/notices';
import { TimezoneField } from '../../../components/timezone-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ApiError } from '../../../lib/http-client';
import type { Company } from '../../../lib/session/load-user';
import { useUpdateCompany } from '../api/update-company';
import { BusinessHoursFields, WEEKDAYS } from './business-hours-fields';
import type { CompanyFormValues } from './company-form-values';

const FIELDS = [
  'company_name',
  'legal_name',
  'abn',
  'email',
  'phone',
  'timezone',
  'hide_timezone_options',
  'calendar_start_of_week',
  'business_hours',
] as const;

/** business_hours as seven rows indexed by weekday (0 = Sunday). */
function normaliseHours(hours: Company['business_hours'] | null | undefined): UpdateCompanyBody['business_hours'] {
  return DEFAULT_BUSINESS_HOURS.map((fallback) => {
    const day = hours?.find((entry) => entry.day === fallback.day);
    return day ? { ...fallback, ...day, start: day.start.slice(0, 5), end: day.end.slice(0, 5) } : { ...fallback };
  });
}

function toFormValues(company: Company): CompanyFormValues {
  return {
    company_name: company.company_name,
    legal_name: company.legal_name ?? '',
    abn: company.abn ? formatAbn(company.abn) : '',
    email: company.email ?? '',
    phone: company.phone ? formatPhoneLocally(company.phone) : '',
    address: company.address ?? {},
    timezone: company.timezone || DEFAULT_TIMEZONE,
    hide_timezone_options: company.hide_timezone_options,
    business_hours: normaliseHours(company.business_hours),
    calendar_start_of_week: company.calendar_start_of_week ?? 0,
    updated_at: company.updated_at,
  };
}

interface CompanyFormProps {
  company: Company;
  /** Reloads the company after a 409 (someone else changed it). */
  onReload: () => void;
}

export function CompanyForm({ company, onReload }: CompanyFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const updateCompany = useUpdateCompany();
  const [stale, setStale] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(updateCompanyBodySchema), defaultValues: toFormValues(company) });
  const startOfWeek = useWatch({ control, name: 'calendar_start_of_week' });
  const hours = useWatch({ control, name: 'business_hours' });

  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    try {
      await updateCompany.mutateAsync({ ...values, updated_at: company.updated_at });
      enqueueSnackbar('Your business details have been saved.', { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale(error.message);
        return;
      }
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const addressErrors = errors.address;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Business details">
      <Stack spacing={3}>
        <FormAlerts stale={stale} onReload={onReload} serverError={errors.root?.server?.message} />
        <TextField
          label="Company name"
          required
          autoComplete="organization"
          {...textField(register('company_name'), errors.company_name)}
        />
        <Box component="section" aria-labelledby="company-tax-identity">
          <Typography id="company-tax-identity" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            On your invoices
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            A tax invoice must show who you are: your legal name (when it is not the company name) and ABN.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Legal name" {...textField(register('legal_name'), errors.legal_name)} />
            <TextField
              label="ABN"
              placeholder="51 824 753 556"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...textField(register('abn'), errors.abn)}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              {...textField(register('email'), errors.email)}
            />
            <TextField label="Phone" type="tel" autoComplete="tel" {...textField(register('phone'), errors.phone)} />
          </Box>
        </Box>
        <Box component="section" aria-labelledby="company-address">
          <Typography id="company-address" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Address
          </Typography>
          <Controller
            control={control}
            name="address"
            render={({ field }) => (
              <AddressFields
                value={field.value}
                onChange={field.onChange}
                errors={{
                  address_line_1: addressErrors?.address_line_1?.message,
                  locality: addressErrors?.locality?.message,
                  postal_code: addressErrors?.postal_code?.message,
                  state: addressErrors?.state?.message,
                  country: addressErrors?.country?.message,
                }}
              />
            )}
          />
        </Box>
        <Divider />
        <Controller
          control={control}
          name="timezone"
          render={({ field, fieldState }) => (
            <TimezoneField
              value={field.value}
              onChange={(zone) => field.onChange(zone ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              required
            />
          )}
        />
        <Controller
          control={control}
          name="hide_timezone_options"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label="Hide timezone options"
            />
          )}
        />
        <Controller
          control={control}
          name="calendar_start_of_week"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Calendar start of week"
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              sx={{ maxWidth: 320 }}
            >
              {WEEKDAYS.map((day, index) => (
                <MenuItem key={day} value={index}>
                  {day}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Divider />
        <BusinessHoursFields
          control={control}
          register={register}
          errors={errors}
          startOfWeek={startOfWeek}
          openDays={hours.map((day) => day.open)}
        />
        {errors.business_hours?.message && <Alert severity="error">{errors.business_hours.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
            Save Business Details
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
