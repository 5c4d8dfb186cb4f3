import { EMAIL_CHANGE_MESSAGES } from '@fieldbook/domain/auth/email-change.constants';
import { STAFF_MESSAGES } from '@fieldbook/domain/staff/staff.constants';
import { createStaffBodySchema, updateStaffBodySchema } from '@fieldbook/domain/staff/staff.schemas';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ColourPicker } from '../../../components/colour-picker';
import { FormAlerts } from '../../../components/form-alerts';
import { FormDialog } from '../../../components/form-dialog';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/notices';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ApiError } from '../../../lib/http-client';
import { useUserLoad } from '../../../lib/session/load-user';
import { useCreateStaff, useUpdateStaff } from '../api/staff-api';
import type { StaffUser } from '../api/staff-types';
import { PasswordVerificationDialog } from './password-verification-dialog';
import { RolesPermissionsSelector } from './roles-permissions-selector';
import { SignaturePadField } from './signature-pad-field';
import {
  newStaffValues,
  SERVER_FIELD_KEYS,
  STAFF_FORM_FIELDS,
  type StaffFormValues,
  staffToFormValues,
  toCreateBody,
  toUpdateBody,
} from './staff-form-values';
import { StaffPhotoField } from './staff-photo-field';

const DIALOG_WIDTH = 720;

export interface StaffFormDialogProps {
  /** The user to edit; absent: a new staff member. */
  user?: StaffUser;
  onClose: () => void;
  onSaved?: (user: StaffUser) => void;
}

/** Checks the body the form would send with the domain's schema, naming the form's own fields. */
function staffResolver(user: StaffUser | undefined): Resolver<StaffFormValues> {
  return async (values) => {
    const parsed = user
      ? updateStaffBodySchema.safeParse(toUpdateBody(user, values, null))
      : createStaffBodySchema.safeParse(toCreateBody(values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<StaffFormValues> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = SERVER_FIELD_KEYS[path] ?? (STAFF_FORM_FIELDS as readonly string[]).find((f) => f === path);
      if (field && !errors[field as keyof StaffFormValues]) {
        errors[field as keyof StaffFormValues] = { type: 'validation', message: issue.message };
      }
    }
    return { values: {}, errors };
  };
}

/**
 * The server's field errors under the form's names: image.id → image, roles → role, and a refused
 * or expired password verification under the email (the next save asks for the password again).
 */
function formErrorsOf(error: unknown) {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key === 'password_token' ? 'email' : (SERVER_FIELD_KEYS[key] ?? key);
    fields[field] = [...(fields[field] ?? []), ...messages];
  }
  return new ApiError(error.status, error.message, fields, error.debug, error.payload);
}

/** "Add Staff" / "Edit Account": account details, signature, and the role and permissions. */
export function StaffFormDialog({ user, onClose, onSaved }: StaffFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const createStaff = useCreateStaff();
  const updateStaff = useUpdateStaff();
  const [stale, setStale] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const form = useForm<StaffFormValues>({
    resolver: staffResolver(user),
    defaultValues: user ? staffToFormValues(user) : newStaffValues(),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const [password, firstName, lastName, color, permissions] = useWatch({
    control,
    name: ['password', 'first_name', 'last_name', 'color', 'permissions'],
  });
  // Only the business owner changes the owner's email (the server refuses anyone else).
  const viewerId = useUserLoad().data?.details.id;
  const ownerEmailLocked = Boolean(user?.created_company) && user?.id !== viewerId;
  const { guard, confirmDialog } = useConfirmDiscard(formState.isDirty);
  const close = () => guard(onClose);

  const save = async (values: StaffFormValues, passwordToken: string | null) => {
    setStale(null);
    try {
      if (user) {
        const result = await updateStaff.mutateAsync(toUpdateBody(user, values, passwordToken) as never);
        enqueueSnackbar(STAFF_MESSAGES.updated, { variant: 'success' });
        if (result.requested_new_email) {
          enqueueSnackbar(EMAIL_CHANGE_MESSAGES.requested(result.requested_new_email), { variant: 'info' });
        }
        onClose();
        onSaved?.(result.user);
      } else {
        const created = await createStaff.mutateAsync(toCreateBody(values) as never);
        enqueueSnackbar(STAFF_MESSAGES.created, { variant: 'success' });
        onClose();
        onSaved?.(created);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale(error.message);
        return;
      }
      applyServerErrors(formErrorsOf(error), setError, STAFF_FORM_FIELDS);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const emailChanged = user && values.email.trim().toLowerCase() !== user.email.toLowerCase();
    if (emailChanged) setVerifying(true);
    else await save(values, null);
  });

  const person = {
    name: `${firstName} ${lastName}`.trim(),
    initials: `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase(),
    color,
  };

  return (
    <>
      <FormDialog
        title={user ? 'Edit Account' : 'Add Staff'}
        width={DIALOG_WIDTH}
        fullScreenBelow={700}
        onClose={close}
        onSubmit={onSubmit}
        submitLabel={user ? 'Save' : 'Add Staff'}
        submitting={formState.isSubmitting}
      >
        <Stack spacing={3}>
          <FormAlerts stale={stale} serverError={errors.root?.server?.message} />
          <Typography variant="subtitle1" component="h3">
            Account details
          </Typography>
          <Controller
            control={control}
            name="image"
            render={({ field }) => (
              <StaffPhotoField
                value={field.value}
                onChange={field.onChange}
                person={person}
                error={errors.image?.message}
              />
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="First name"
              required
              autoFocus
              {...textField(register('first_name'), errors.first_name)}
            />
            <TextField label="Last name" required {...textField(register('last_name'), errors.last_name)} />
          </Box>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...textField(register('email'), errors.email)}
            slotProps={{ htmlInput: { readOnly: ownerEmailLocked } }}
            helperText={
              errors.email?.message ??
              (ownerEmailLocked
                ? STAFF_MESSAGES.ownerEmailOwnerOnly
                : user?.unverified_email
                  ? `Pending change to ${user.unverified_email.email}; a newer change replaces it.`
                  : user
                    ? 'Changing it asks for your password and sends a link to the new address.'
                    : undefined)
            }
          />
          <TextField
            label="Contact number"
            type="tel"
            autoComplete="off"
            {...textField(register('phone'), errors.phone)}
            helperText={errors.phone?.message ?? 'A mobile, e.g. 0412 345 678 or +61 412 345 678.'}
          />
          {!user && (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Leave the password empty to email them a link to set their own.
              </Typography>
              <Stack spacing={2}>
                <NewPasswordFields
                  password={password}
                  field={register('password')}
                  error={errors.password}
                  confirmation={{ field: register('password_confirmation'), error: errors.password_confirmation }}
                  required={false}
                />
              </Stack>
            </Box>
          )}
          <Controller
            control={control}
            name="color"
            render={({ field }) => (
              <ColourPicker
                label="Profile colour"
                value={field.value}
                onChange={(colour) => field.onChange(colour ?? '#027be3')}
                error={errors.color?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="signature"
            render={({ field }) => (
              <SignaturePadField value={field.value} onChange={field.onChange} error={errors.signature?.message} />
            )}
          />
          <Divider />
          <Typography variant="subtitle1" component="h3">
            Roles and permissions
          </Typography>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RolesPermissionsSelector
                owner={Boolean(user?.created_company)}
                role={field.value}
                permissions={permissions}
                held={user?.permissions}
                onChange={(next) => {
                  field.onChange(next.role);
                  form.setValue('permissions', next.permissions, { shouldDirty: true });
                }}
                roleError={errors.role?.message}
                permissionsError={errors.permissions?.message}
              />
            )}
          />
        </Stack>
      </FormDialog>
      <PasswordVerificationDialog
        open={verifying}
        onCancel={() => setVerifying(false)}
        onVerified={(token) => {
          setVerifying(false);
          void handleSubmit((values) => save(values, token))();
        }}
      />
      {confirmDialog}
    </>
  );
}
