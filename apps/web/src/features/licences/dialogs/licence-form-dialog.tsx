import {
  LICENCE_DESCRIPTOR_MAX,
  LICENCE_MESSAGES,
  LICENCE_NUMBER_MAX,
  LICENCE_STATES,
} from '@fieldbook/domain/licences/licences.constants';
import { createLicenceBodySchema } from '@fieldbook/domain/licences/licences.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { FormAlerts } from '../../../components/form-alerts';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ApiError } from '../../../lib/http-client';
import { StaffPicker } from '../../staff/index';
import { useLicenceTypeOptions } from '../api/licence-catalogue-api';
import type { Licence } from '../api/licence-types';
import { useCreateLicence, useUpdateLicence } from '../api/licences-api';
import { type LicenceDocument, LicenceDocumentField } from './licence-document-field';

interface LicenceFormValues {
  user_id: number | null;
  licence_number: string;
  descriptor: string;
  licence_type_id: number | '';
  state_id: number | '';
  expiry_date: string | null;
  document: LicenceDocument | null;
}

const FIELDS = ['user_id', 'licence_number', 'descriptor', 'licence_type_id', 'state_id', 'expiry_date'] as const;
/** The server names the document image_location. */
const SERVER_FIELDS = { image_location: 'document' } as const;
const COUNTRIES = [...new Set(LICENCE_STATES.map((state) => state.country))];

export interface LicenceFormDialogProps {
  /** The licence to edit; absent: "Add Licence". */
  licence?: Licence;
  /** The staff member, preset (and fixed) when adding from their Licences tab. */
  userId?: number;
  onClose: () => void;
  onSaved?: (licence: Licence) => void;
}

/** "Add Licence" / "Edit Licence" (spec: licence screens and rules). */
export function LicenceFormDialog({ licence, userId, onClose, onSaved }: LicenceFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateLicence();
  const update = useUpdateLicence();
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm<LicenceFormValues>({
    // raw: the form keeps its own values (the document) and only borrows the schema's checks.
    resolver: zodResolver(createLicenceBodySchema, undefined, { raw: true }) as unknown as Resolver<LicenceFormValues>,
    defaultValues: {
      user_id: licence?.user_id ?? userId ?? null,
      licence_number: licence?.licence_number ?? '',
      descriptor: licence?.descriptor ?? '',
      licence_type_id: licence?.licence_type?.id ?? '',
      state_id: licence?.state_id ?? '',
      expiry_date: licence?.expiry_date ?? null,
      document: licence?.image ? { id: licence.image.id, title: licence.image.title } : null,
    },
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const types = useLicenceTypeOptions();
  // A licence keeps a type archived since it was given (the list shows live ones only).
  const typeOptions = [
    ...(types.data ?? []),
    ...(licence?.licence_type && !types.data?.some((type) => type.id === licence.licence_type?.id)
      ? [licence.licence_type]
      : []),
  ];
  const { errors } = formState;
  const [number, descriptor] = useWatch({ control, name: ['licence_number', 'descriptor'] });
  const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty, {
    title: 'Leave without saving?',
    message: LICENCE_MESSAGES.cancelQuestion,
  });
  const close = () => guard(onClose);

  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    const body = {
      user_id: values.user_id as number,
      licence_number: values.licence_number,
      descriptor: values.descriptor || null,
      licence_type_id: values.licence_type_id === '' ? null : values.licence_type_id,
      state_id: Number(values.state_id),
      expiry_date: values.expiry_date,
      image_location: values.document?.id ?? null,
    };
    try {
      const saved = licence
        ? await update.mutateAsync({ ...body, licence_id: licence.id, updated_at: licence.updated_at })
        : await create.mutateAsync(body);
      enqueueSnackbar(licence ? LICENCE_MESSAGES.saved : LICENCE_MESSAGES.created, { variant: 'success' });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale(error.message);
        return;
      }
      const documentError = error instanceof ApiError ? error.fieldError('image_location') : undefined;
      if (documentError) setError(SERVER_FIELDS.image_location, { type: 'server', message: documentError });
      else applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <>
      <FormDialog
        title={licence ? 'Edit Licence' : 'Add Licence'}
        width={600}
        onClose={close}
        onSubmit={onSubmit}
        submitLabel={licence ? 'Save' : 'Add Licence'}
        submitting={formState.isSubmitting}
      >
        <Stack spacing={2.5}>
          <FormAlerts stale={stale} serverError={errors.root?.server?.message} />
          <Controller
            control={control}
            name="user_id"
            render={({ field }) => (
              <StaffPicker
                label="Staff member"
                required
                value={field.value}
                onChange={field.onChange}
                disabled={userId !== undefined}
                error={errors.user_id?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="state_id"
            render={({ field }) => (
              <TextField
                select
                label="State"
                required
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                error={Boolean(errors.state_id)}
                helperText={errors.state_id?.message ?? 'Where the licence was issued.'}
              >
                {COUNTRIES.flatMap((country) => [
                  <ListSubheader key={country}>{country}</ListSubheader>,
                  ...LICENCE_STATES.filter((state) => state.country === country).map((state) => (
                    <MenuItem key={state.id} value={state.id}>
                      {state.name}
                    </MenuItem>
                  )),
                ])}
              </TextField>
            )}
          />
          <TextField
            label="Licence number"
            required
            {...textField(register('licence_number'), errors.licence_number)}
            helperText={errors.licence_number?.message ?? `${number.length}/${LICENCE_NUMBER_MAX}`}
          />
          <TextField
            label="Title"
            {...textField(register('descriptor'), errors.descriptor)}
            helperText={
              errors.descriptor?.message ??
              `A short title shown on client documents · ${descriptor.length}/${LICENCE_DESCRIPTOR_MAX}`
            }
          />
          <Controller
            control={control}
            name="licence_type_id"
            render={({ field }) => (
              <TextField
                select
                label="Licence type"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
                error={Boolean(errors.licence_type_id)}
                helperText={errors.licence_type_id?.message ?? 'Appointment types can require it.'}
              >
                <MenuItem value="">
                  <em>None</em>
                </MenuItem>
                {typeOptions.map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    {type.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="expiry_date"
            render={({ field }) => (
              <DateField
                label="Expiry date"
                value={field.value}
                onChange={field.onChange}
                error={errors.expiry_date?.message}
                helperText="A notice goes to them and the managers 30 days before and on the day."
              />
            )}
          />
          <Controller
            control={control}
            name="document"
            render={({ field }) => (
              <LicenceDocumentField value={field.value} onChange={field.onChange} error={errors.document?.message} />
            )}
          />
        </Stack>
      </FormDialog>
      {confirmDialog}
    </>
  );
}
