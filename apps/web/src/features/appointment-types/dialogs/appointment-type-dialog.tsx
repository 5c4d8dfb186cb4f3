import { saveAppointmentTypeBodySchema } from '@fieldbook/domain/appointments/appointment-types.schemas';
import {
  APPOINTMENT_TYPE_LIMITS,
  DEFAULT_APPOINTMENT_TYPE,
  RECURRING_STATUSES,
  shorthandOf,
  TIME_ALLOCATION_OPTIONS,
} from '@fieldbook/domain/appointments/appointments.constants';
import { ruleStartOf } from '@fieldbook/domain/appointments/recurrence-rule';
import { toSqlDateTime } from '@fieldbook/domain/dates/date-codec';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ColourPicker } from '../../../components/colour-picker';
import { FormAlerts } from '../../../components/form-alerts';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ApiError } from '../../../lib/http-client';
import { useUserLoad } from '../../../lib/session/load-user';
import type { LineItemDraft } from '../../inventory/index';
import { LineItemsSection } from '../../inventory/index';
import { type AppointmentType, useSaveAppointmentType } from '../api/appointment-types-api';
import { RecurringRuleField } from '../components/recurring-rule-field';
import { ReminderOffsetsField } from '../components/reminder-offsets-field';
import { RequiredLicencesField } from '../components/required-licences-field';

interface TypeFormValues {
  name: string;
  shorthand_name: string;
  color: string;
  must_be_staffed: boolean;
  title: string;
  description: string;
  client_title: string;
  client_description: string;
  time_allocation: number;
  recurring_status: (typeof RECURRING_STATUSES)[number];
  recursion_rule: string | null;
  client_reminder_offset: number[];
  staff_reminder_offset: number[];
  unscheduled_reminder_offset: number[];
  inventory: LineItemDraft[];
  required_licence_type_ids: number[];
}

const FIELDS = [
  'name',
  'shorthand_name',
  'color',
  'title',
  'description',
  'client_title',
  'client_description',
  'time_allocation',
  'recurring_status',
  'recursion_rule',
  'client_reminder_offset',
  'staff_reminder_offset',
  'unscheduled_reminder_offset',
  'required_licence_type_ids',
] as const;

const ALLOCATION_LABELS: Record<number, string> = {
  15: '15 minutes',
  30: '30 minutes',
  60: '1 hour',
  120: '2 hours',
  300: '5 hours',
  480: '8 hours',
};
const STATUS_LABELS = { SCHEDULED: 'Scheduled', UNSCHEDULED: 'Unscheduled', UNCONFIRMED: 'Unconfirmed' };
const OFFSET_LISTS = [
  ['client_reminder_offset', 'Client reminders', 'clients'],
  ['staff_reminder_offset', 'Staff reminders', 'staff'],
  ['unscheduled_reminder_offset', 'Unscheduled reminders', 'unscheduled'],
] as const;

export interface AppointmentTypeDialogProps {
  type?: AppointmentType;
  onClose: () => void;
  onSaved?: (type: AppointmentType) => void;
}

/** Add or Edit Appointment Type (spec: appointment type rules). */
export function AppointmentTypeDialog({ type, onClose, onSaved }: AppointmentTypeDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAppointmentType();
  const [stale, setStale] = useState<string | null>(null);
  // In add mode the shorthand follows the name's initials until the user edits it.
  const [shorthandEdited, setShorthandEdited] = useState(Boolean(type));
  const form = useForm<TypeFormValues>({
    resolver: zodResolver(saveAppointmentTypeBodySchema, undefined, {
      raw: true,
    }) as unknown as Resolver<TypeFormValues>,
    defaultValues: {
      name: type?.name ?? '',
      shorthand_name: type?.shorthand_name ?? '',
      color: type?.color ?? DEFAULT_APPOINTMENT_TYPE.color,
      must_be_staffed: type?.must_be_staffed ?? DEFAULT_APPOINTMENT_TYPE.must_be_staffed,
      title: type?.title ?? '',
      description: type?.description ?? '',
      client_title: type?.client_title ?? '',
      client_description: type?.client_description ?? '',
      time_allocation: type?.time_allocation ?? DEFAULT_APPOINTMENT_TYPE.time_allocation,
      recurring_status: type?.recurring_status ?? DEFAULT_APPOINTMENT_TYPE.recurring_status,
      recursion_rule: type?.recursion_rule?.value ?? null,
      client_reminder_offset: type?.client_reminder_offset ?? DEFAULT_APPOINTMENT_TYPE.client_reminder_offset,
      staff_reminder_offset: type?.staff_reminder_offset ?? DEFAULT_APPOINTMENT_TYPE.staff_reminder_offset,
      unscheduled_reminder_offset:
        type?.unscheduled_reminder_offset ?? DEFAULT_APPOINTMENT_TYPE.unscheduled_reminder_offset,
      inventory: type?.inventory ?? [],
      required_licence_type_ids: type?.required_licences.map((licence) => licence.id) ?? [],
    },
  });
  const { control, register, handleSubmit, setError, setValue, formState } = form;
  const { errors } = formState;
  const shorthand = useWatch({ control, name: 'shorthand_name' });
  const timezone = useUserLoad().data?.company.timezone ?? 'Australia/Melbourne';
  // A type has no date: a new rule is built from today, 9 am, and moves to each appointment's start.
  const ruleStart = (rule: string | null) =>
    (rule && ruleStartOf(rule)) ??
    toSqlDateTime(DateTime.now().setZone(timezone).set({ hour: 9, minute: 0, second: 0 }));
  const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty, {
    title: 'Leave without saving?',
    message: 'You have unsaved changes to this appointment type. Discard them?',
  });
  const close = () => guard(onClose);
  const nameField = register('name', {
    onChange: (event) => {
      if (!shorthandEdited) setValue('shorthand_name', shorthandOf(event.target.value), { shouldDirty: true });
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    try {
      const saved = await save.mutateAsync({
        ...values,
        inventory: values.inventory.map(({ inventory_item: _item, ...line }) => line),
        ...(type ? { id: type.id, updated_at: type.updated_at } : {}),
      });
      enqueueSnackbar('Appointment Type successfully saved', { variant: 'success' });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <>
      <FormProvider {...form}>
        <FormDialog
          title={type ? 'Edit Appointment Type' : 'Add Appointment Type'}
          width={720}
          onClose={close}
          onSubmit={onSubmit}
          submitLabel="Save"
          submitting={formState.isSubmitting}
        >
          <Stack spacing={2.5}>
            <FormAlerts stale={stale} serverError={errors.root?.server?.message} />
            <TextField label="Name" required {...textField(nameField, errors.name)} />
            <TextField
              label="Shorthand"
              {...textField(
                register('shorthand_name', { onChange: () => setShorthandEdited(true) }),
                errors.shorthand_name,
              )}
              helperText={
                errors.shorthand_name?.message ?? `${shorthand.length}/${APPOINTMENT_TYPE_LIMITS.shorthandMax}`
              }
            />
            <Controller
              control={control}
              name="color"
              render={({ field }) => (
                <ColourPicker
                  label="Colour"
                  value={field.value}
                  onChange={(colour) => field.onChange(colour ?? DEFAULT_APPOINTMENT_TYPE.color)}
                  error={errors.color?.message}
                />
              )}
            />
            <SelectField<TypeFormValues>
              name="time_allocation"
              label="Time allocation"
              options={TIME_ALLOCATION_OPTIONS.map((minutes) => ({
                value: minutes,
                label: ALLOCATION_LABELS[minutes] ?? `${minutes} minutes`,
              }))}
            />
            <Controller
              control={control}
              name="must_be_staffed"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(_event, on) => field.onChange(on)} />}
                  label="Must be staffed"
                />
              )}
            />
            <Controller
              control={control}
              name="required_licence_type_ids"
              render={({ field, fieldState }) => (
                <RequiredLicencesField
                  value={field.value}
                  onChange={field.onChange}
                  known={type?.required_licences ?? []}
                  error={fieldState.error?.message}
                />
              )}
            />
            <SelectField<TypeFormValues>
              name="recurring_status"
              label="Recurring appointments start as"
              options={RECURRING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            />
            <Controller
              control={control}
              name="recursion_rule"
              render={({ field, fieldState }) => (
                <RecurringRuleField
                  value={field.value}
                  start={ruleStart(field.value)}
                  timezone={timezone}
                  onSave={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Divider />
            <Typography variant="subtitle1" component="h3">
              Appointment details
            </Typography>
            <TextField label="Title" {...textField(register('title'), errors.title)} />
            <TextField
              label="Description"
              multiline
              minRows={2}
              {...textField(register('description'), errors.description)}
            />
            <TextField
              label="Client title"
              {...textField(register('client_title'), errors.client_title)}
              helperText={errors.client_title?.message ?? 'What clients see in their reminders.'}
            />
            <TextField
              label="Client description"
              multiline
              minRows={2}
              {...textField(register('client_description'), errors.client_description)}
            />
            <Divider />
            <Typography variant="subtitle1" component="h3">
              Reminders
            </Typography>
            {OFFSET_LISTS.map(([name, label, listKey]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <ReminderOffsetsField
                    label={label}
                    listKey={listKey}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
            <Divider />
            <Controller
              control={control}
              name="inventory"
              render={({ field }) => (
                <LineItemsSection label="Line items" value={field.value} onChange={field.onChange} />
              )}
            />
          </Stack>
        </FormDialog>
      </FormProvider>
      {confirmDialog}
    </>
  );
}
