import {
  INVENTORY_LIMITS,
  INVENTORY_MESSAGES,
  INVENTORY_TYPES,
  type InventoryType,
  PREFILL_COLUMNS,
  type PrefillColumn,
} from '@fieldbook/domain/inventory/inventory.constants';
import { type MetadataEntry, saveInventoryBodySchema } from '@fieldbook/domain/inventory/inventory.schemas';
import { resetPrice } from '@fieldbook/domain/inventory/line-item.rules';
import { TAX_TYPES, type TaxType } from '@fieldbook/domain/money/money.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, FormProvider, type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { FormAlerts } from '../../../components/form-alerts';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { ResettingNumberField } from '../../../components/resetting-number-field';
import { SelectField } from '../../../components/select-field';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ApiError } from '../../../lib/http-client';
import { useCompanySettings } from '../../../lib/session/load-user';
import { useInventoryDefaults, useSaveInventoryItem } from '../api/inventory-api';
import type { InventoryItem } from '../api/inventory-types';
import { MetadataEditor } from '../components/metadata-editor';
import { INVENTORY_TYPE_LABELS, PREFILL_COLUMN_LABELS, TAX_TYPE_LABELS } from '../inventory-labels';

interface InventoryFormValues {
  type: InventoryType;
  code: string;
  name: string;
  singular_name: string;
  description: string;
  system_type_id: number | '';
  metadata: MetadataEntry[];
  is_buying: boolean;
  is_selling: boolean;
  selling_unit_price: number;
  selling_tax_type: TaxType;
  is_tracked: boolean;
  prefill_column: PrefillColumn;
  markup_percentage: number;
}

const FIELDS = [
  'type',
  'code',
  'name',
  'singular_name',
  'description',
  'system_type_id',
  'selling_unit_price',
  'selling_tax_type',
  'prefill_column',
  'markup_percentage',
] as const;

const DISCARD_QUESTION = 'You have unsaved changes to this inventory item. Discard them?';

export interface InventoryFormDialogProps {
  item?: InventoryItem;
  /** Fields to start a new item from (saving a line item as an inventory item). */
  initial?: Partial<InventoryFormValues>;
  onClose: () => void;
  onSaved?: (item: InventoryItem) => void;
  /** "Search & Add Prefills" (create only). */
  onSearchPrefills?: () => void;
}

/** Create/Edit Inventory: overview, invoice/quotation details when selling, and details (spec: Inventory dialogs). */
export function InventoryFormDialog({ item, initial, onClose, onSaved, onSearchPrefills }: InventoryFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const settings = useCompanySettings();
  const defaults = useInventoryDefaults();
  const save = useSaveInventoryItem();
  const [stale, setStale] = useState<string | null>(null);
  const [serverPaths, setServerPaths] = useState<Record<string, string>>({});
  const nameMax = defaults.data?.inventory_name_length ?? INVENTORY_LIMITS.nameMax;
  const form = useForm<InventoryFormValues>({
    resolver: zodResolver(saveInventoryBodySchema, undefined, {
      raw: true,
    }) as unknown as Resolver<InventoryFormValues>,
    defaultValues: {
      type: item?.type ?? 'SERVICE',
      code: item?.code ?? '',
      name: item?.name ?? '',
      singular_name: item?.singular_name ?? '',
      description: item?.description ?? '',
      system_type_id: item?.system_type_id ?? '',
      metadata: item?.metadata ?? [],
      is_buying: item?.is_buying ?? false,
      is_selling: item?.is_selling ?? true,
      selling_unit_price: item?.selling_unit_price ?? 0,
      selling_tax_type: item?.selling_tax_type ?? settings.inventory_tax_type,
      is_tracked: item?.is_tracked ?? false,
      prefill_column: item?.prefill_column ?? settings.inventory_prefill_column,
      markup_percentage: item?.markup_percentage ?? 0,
      ...initial,
    },
  });
  const { control, register, handleSubmit, setError, setValue, formState } = form;
  const { errors } = formState;
  const [type, code, name, isSelling, systemTypeId] = useWatch({
    control,
    name: ['type', 'code', 'name', 'is_selling', 'system_type_id'],
  });
  const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty, {
    title: 'Leave without saving?',
    message: DISCARD_QUESTION,
  });
  const close = () => guard(onClose);
  // Category applies to products, and shows only with prefill categories on or one already set.
  const showCategory = type === 'PRODUCT' && (settings.setup_prefill_inventory || Boolean(item?.system_type_id));
  const categoryName = defaults.data?.types.find((t) => t.id === systemTypeId)?.name;
  const definitions = (defaults.data?.defaults ?? []).filter(
    (definition) => !definition.system_type || definition.system_type.name === categoryName,
  );

  const chooseType = (next: InventoryType) => {
    setValue('type', next, { shouldDirty: true });
    if (next === 'SERVICE') {
      setValue('system_type_id', '', { shouldDirty: true });
      setValue('is_tracked', false, { shouldDirty: true });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    setServerPaths({});
    const body = {
      ...values,
      system_type_id: values.system_type_id === '' ? null : values.system_type_id,
      ...(item ? { id: item.id, updated_at: item.updated_at } : {}),
    };
    try {
      const saved = await save.mutateAsync(body as Parameters<typeof save.mutateAsync>[0]);
      enqueueSnackbar(item ? INVENTORY_MESSAGES.saved : INVENTORY_MESSAGES.created, { variant: 'success' });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale(error.message);
        return;
      }
      if (error instanceof ApiError) {
        const metadata = Object.entries(error.fieldErrors).filter(([path]) => path.startsWith('metadata.'));
        setServerPaths(Object.fromEntries(metadata.map(([path, messages]) => [path, messages[0] ?? ''])));
        if (metadata.length > 0 && metadata.length === Object.keys(error.fieldErrors).length) return;
      }
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <>
      <FormProvider {...form}>
        <FormDialog
          title={item ? 'Edit Inventory' : 'Create Inventory'}
          width={720}
          onClose={close}
          onSubmit={onSubmit}
          submitLabel={item ? 'Save' : 'Create'}
          submitting={formState.isSubmitting}
        >
          <Stack spacing={2.5}>
            <FormAlerts stale={stale} serverError={errors.root?.server?.message} />
            {!item && onSearchPrefills && (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" startIcon={<Search />} onClick={onSearchPrefills}>
                    Search & Add Prefills
                  </Button>
                }
              >
                Add common trade services and products from the catalogue in a few clicks.
              </Alert>
            )}
            <Typography variant="subtitle1" component="h3">
              Overview
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={type}
              onChange={(_event, next: InventoryType | null) => next && chooseType(next)}
              aria-label="Type"
            >
              {INVENTORY_TYPES.map((option) => (
                <ToggleButton key={option} value={option}>
                  {INVENTORY_TYPE_LABELS[option]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              label="Code"
              required
              {...textField(register('code'), errors.code)}
              helperText={errors.code?.message ?? `${code.length}/${INVENTORY_LIMITS.codeMax}`}
            />
            <TextField
              label="Name"
              {...textField(register('name'), errors.name)}
              helperText={errors.name?.message ?? `${name.length}/${nameMax}`}
              error={Boolean(errors.name) || name.length > nameMax}
            />
            <TextField label="Singular name" {...textField(register('singular_name'), errors.singular_name)} />
            <TextField
              label="Description"
              multiline
              minRows={2}
              {...textField(register('description'), errors.description)}
            />
            {showCategory && (
              <SelectField<InventoryFormValues>
                name="system_type_id"
                label="Category"
                emptyLabel="None"
                options={(defaults.data?.types ?? []).map((option) => ({ value: option.id, label: option.name }))}
              />
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {type === 'PRODUCT' && <SwitchField name="is_tracked" label="Track stock" />}
              <SwitchField name="is_buying" label="I buy this" />
              <SwitchField name="is_selling" label="I sell this" />
            </Stack>

            {isSelling && (
              <>
                <Divider />
                <Typography variant="subtitle1" component="h3">
                  Invoice and quotation details
                </Typography>
                <Controller
                  control={control}
                  name="selling_unit_price"
                  render={({ field }) => (
                    <ResettingNumberField
                      label="Selling unit price"
                      value={field.value}
                      onChange={field.onChange}
                      reset={resetPrice}
                      min={0}
                      max={INVENTORY_LIMITS.priceMax}
                      step={0.01}
                      prefix="$"
                      error={Boolean(errors.selling_unit_price)}
                      helperText={errors.selling_unit_price?.message}
                    />
                  )}
                />
                <SelectField<InventoryFormValues>
                  name="selling_tax_type"
                  label="Selling tax type"
                  required
                  options={TAX_TYPES.map((option) => ({ value: option, label: TAX_TYPE_LABELS[option] }))}
                />
                <TextField
                  label="Markup"
                  type="number"
                  {...textField(register('markup_percentage', { valueAsNumber: true }), errors.markup_percentage)}
                  slotProps={{ htmlInput: { min: 0, max: INVENTORY_LIMITS.markupMax, step: 1 } }}
                />
                <SelectField<InventoryFormValues>
                  name="prefill_column"
                  label="Line description from"
                  required
                  helperText="What a line item shows when this item is chosen."
                  options={PREFILL_COLUMNS.map((option) => ({ value: option, label: PREFILL_COLUMN_LABELS[option] }))}
                />
              </>
            )}

            <Divider />
            <Typography variant="subtitle1" component="h3">
              Details
            </Typography>
            <Controller
              control={control}
              name="metadata"
              render={({ field }) => (
                <MetadataEditor
                  value={field.value}
                  onChange={field.onChange}
                  definitions={definitions}
                  errorOf={(path) => serverPaths[path]}
                />
              )}
            />
          </Stack>
        </FormDialog>
      </FormProvider>
      {confirmDialog}
    </>
  );
}

/** A yes/no field of the form as a switch. */
function SwitchField({ name, label }: { name: 'is_tracked' | 'is_buying' | 'is_selling'; label: string }) {
  const { field } = useController<InventoryFormValues, typeof name>({ name });
  return (
    <FormControlLabel
      control={<Switch checked={field.value} onChange={(_event, on) => field.onChange(on)} />}
      label={label}
    />
  );
}
