import { COMMUNICATION_METHODS } from '@fieldbook/domain/clients/clients.constants';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { TimezoneField } from '../../../components/timezone-field';
import { textField } from '../../../lib/form-fields';
import { FormSection } from './client-form-parts';
import { type ClientFormValues, COMMUNICATION_LABELS } from './client-form-values';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Communications: default method, reminders, and whether to address the contact name. */
export function ClientCommunicationsSection() {
  const { control } = useFormContext<ClientFormValues>();
  return (
    <FormSection title="Communications">
      <Controller
        control={control}
        name="default_communication_method"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Default communication method"
            value={field.value ?? 'EMAIL'}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            sx={{ maxWidth: 320 }}
          >
            {COMMUNICATION_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {COMMUNICATION_LABELS[method]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(
          [
            ['disable_reminders', 'Disable reminders'],
            ['prefer_contact_name', 'Prefer contact name'],
          ] as const
        ).map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label={label}
              />
            )}
          />
        ))}
      </Box>
    </FormSection>
  );
}

function LabelsField({ name, label }: { name: 'role_labels' | 'industry_labels'; label: string }) {
  const { control } = useFormContext<ClientFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={field.value ?? []}
          onChange={(_event, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
          renderValue={(values, getItemProps) =>
            values.map((value, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={value} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              placeholder="Type and press Enter"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** Other details: website, timezone, heard from and labels. */
export function ClientOtherDetailsSection() {
  const { control, register, formState } = useFormContext<ClientFormValues>();
  const errors = formState.errors;
  return (
    <FormSection title="Other Details">
      <Box sx={grid}>
        <TextField label="Website" type="url" {...textField(register('website'), errors.website)} />
        <TextField label="Heard from via" {...textField(register('heard_from_via'), errors.heard_from_via)} />
      </Box>
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <TimezoneField value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Box sx={grid}>
        <LabelsField name="role_labels" label="Role labels" />
        <LabelsField name="industry_labels" label="Land Classification" />
      </Box>
    </FormSection>
  );
}

/** Documents: what the client's invoices and quotations start from (due days, strata identifier, markup). */
export function ClientDocumentsSection() {
  const { control, register, formState } = useFormContext<ClientFormValues>();
  const errors = formState.errors;
  return (
    <FormSection title="Documents">
      <Box sx={grid}>
        <Controller
          control={control}
          name="invoicing_default_due_date"
          render={({ field, fieldState }) => (
            <TextField
              label="Invoicing default due date"
              type="number"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{
                htmlInput: { min: 0, max: 365, step: 1 },
                input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
              }}
            />
          )}
        />
        <TextField label="Strata identifier" {...textField(register('strata_identifier'), errors.strata_identifier)} />
        <Controller
          control={control}
          name="inventory_markup_percentage"
          render={({ field, fieldState }) => (
            <TextField
              label="Inventory markup"
              type="number"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{
                htmlInput: { min: 0, max: 100, step: 1 },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          )}
        />
      </Box>
    </FormSection>
  );
}
