import { DEFAULT_COMPANY_SETTINGS } from '@fieldbook/domain/company/company.constants';
import {
  type ColourAllocation,
  type CompanyDefaultsBody,
  companyDefaultsBodySchema,
} from '@fieldbook/domain/company/company.schemas';
import { PREFILL_COLUMNS } from '@fieldbook/domain/inventory/inventory.constants';
import { ROUNDING_METHODS, TAX_TYPES } from '@fieldbook/domain/money/money.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlerts } from '../../../components/form-alerts';
import { useSnackbar } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import type { Company } from '../../../lib/session/load-user';
import { PREFILL_COLUMN_LABELS, TAX_TYPE_LABELS } from '../../inventory/index';
import { useUpdateCompanyDefaults } from '../api/update-company';
import { AppointmentDefaults, InvoicingDefaults } from './invoicing-appointment-defaults';

const ROUNDING_LABELS = { HALF_EVEN: 'To the nearest cent (half to even)', UP: 'Always up', DOWN: 'Always down' };
const FIELDS = [
  'gst_registered',
  'default_gst',
  'inventory_tax_type',
  'rounding_method',
  'inventory_prefill_column',
  'setup_prefill_inventory',
  'invoices_default_payment_reminders',
  'invoicing_due_date',
  'invoices_prefill_description',
  'quotations_prefill_description',
  'appointments_color_allocation',
  'appointments_default_color',
  'appointment_status_colors',
  'reports_send_before_invoice_payment',
  'appointments_send_client_unscheduled_reminders',
  'appointments_always_show_timezone',
  'licence_check',
] as const;

type Choice = {
  name: (typeof FIELDS)[number];
  label: string;
  helper: string;
  options: readonly string[];
  labels: Record<string, string>;
};

const CHOICES: Choice[] = [
  {
    name: 'default_gst',
    label: 'GST on new lines',
    helper: 'How a line item without an inventory item is taxed; No GST hides the GST choice on untaxed lines.',
    options: TAX_TYPES,
    labels: TAX_TYPE_LABELS,
  },
  {
    name: 'inventory_tax_type',
    label: 'Tax type of new inventory items',
    helper: 'Whether new items are priced with GST included, excluded or without GST.',
    options: TAX_TYPES,
    labels: TAX_TYPE_LABELS,
  },
  {
    name: 'rounding_method',
    label: 'Rounding',
    helper: 'How amounts are rounded to the cent on quotations and invoices.',
    options: ROUNDING_METHODS,
    labels: ROUNDING_LABELS,
  },
  {
    name: 'inventory_prefill_column',
    label: 'Line description from',
    helper: "What a line item shows when an inventory item is chosen: the item's name or its description.",
    options: PREFILL_COLUMNS,
    labels: PREFILL_COLUMN_LABELS,
  },
];

/** The first message among a list's items (the server and zod key them invoices_default_payment_reminders.N). */
function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  return errors.find((item) => item?.message)?.message;
}

/** Payment reminders as "3, 7, 14": whole days after the due date. */
function DaysListField({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (days: number[]) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      label="Payment reminders (days after the due date)"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const parts = event.target.value.split(/[,\s]+/).filter(Boolean);
        onChange(parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)));
      }}
      error={Boolean(error)}
      helperText={
        error ??
        'An unpaid invoice emails the client a reminder this many days after it is due, e.g. 3, 14, 30. Leave empty for none.'
      }
    />
  );
}

/** settings/defaults: GST, rounding, inventory, invoicing and appointment defaults (canModifyCompanyDetails). */
export function SystemDefaultsForm({ company, onReload }: { company: Company; onReload: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateCompanyDefaults();
  const [stale, setStale] = useState<string | null>(null);
  const settings = { ...DEFAULT_COMPANY_SETTINGS, ...company.settings } as typeof DEFAULT_COMPANY_SETTINGS;
  const { control, handleSubmit, setError, formState } = useForm<CompanyDefaultsBody>({
    resolver: zodResolver(companyDefaultsBodySchema),
    defaultValues: {
      gst_registered: settings.gst_registered,
      default_gst: settings.default_gst,
      inventory_tax_type: settings.inventory_tax_type,
      rounding_method: settings.rounding_method,
      inventory_prefill_column: settings.inventory_prefill_column,
      setup_prefill_inventory: settings.setup_prefill_inventory,
      invoices_default_payment_reminders: settings.invoices_default_payment_reminders ?? [],
      invoicing_due_date: settings.invoicing_due_date,
      invoices_prefill_description: settings.invoices_prefill_description,
      quotations_prefill_description: settings.quotations_prefill_description,
      appointments_color_allocation: settings.appointments_color_allocation as ColourAllocation,
      appointments_default_color: settings.appointments_default_color,
      appointment_status_colors: settings.appointment_status_colors,
      reports_send_before_invoice_payment: settings.reports_send_before_invoice_payment,
      appointments_send_client_unscheduled_reminders: settings.appointments_send_client_unscheduled_reminders,
      appointments_always_show_timezone: settings.appointments_always_show_timezone,
      licence_check: settings.licence_check,
      updated_at: company.updated_at,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    try {
      await save.mutateAsync(values);
      enqueueSnackbar('System defaults saved', { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else applyServerErrors(error, setError, FIELDS);
    }
  });

  const switchOf = (name: 'gst_registered' | 'setup_prefill_inventory', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(_event, on) => field.onChange(on)} />}
          label={label}
        />
      )}
    />
  );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        <FormAlerts stale={stale} onReload={onReload} serverError={formState.errors.root?.server?.message} />
        {switchOf('gst_registered', 'Registered for GST')}
        {CHOICES.map((choice) => (
          <SelectField<CompanyDefaultsBody>
            key={choice.name}
            control={control}
            name={choice.name}
            label={choice.label}
            helperText={choice.helper}
            options={choice.options.map((option) => ({ value: option, label: choice.labels[option] ?? option }))}
          />
        ))}
        {switchOf('setup_prefill_inventory', 'Use inventory categories')}
        <Controller
          control={control}
          name="invoices_default_payment_reminders"
          render={({ field, fieldState }) => (
            <DaysListField
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? firstItemError(formState.errors.invoices_default_payment_reminders)}
            />
          )}
        />
        <InvoicingDefaults control={control} />
        <AppointmentDefaults control={control} errors={formState.errors} />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
