import Box from '@mui/material/Box';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { textField } from '../lib/form-fields';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

interface Registered {
  field: UseFormRegisterReturn;
  error?: FieldError | undefined;
}

interface NewPasswordFieldsProps extends Registered {
  /** The password as typed (watched), for the live checklist. */
  password: string;
  /** The "confirm" field, where the form asks for the password twice. */
  confirmation?: Registered;
  /** Replacing an existing password: "New password" labels and the previous-password rule. */
  changing?: boolean;
  required?: boolean;
  autoFocus?: boolean;
}

/** Choosing a password: the field, its requirements checklist (platform section 5) and the confirmation. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, field, error, confirmation, changing = false, required = true, autoFocus } = props;
  const checklistId = useId();
  return (
    <>
      <Box>
        <PasswordField
          label={changing ? 'New password' : 'Password'}
          autoComplete="new-password"
          required={required}
          autoFocus={autoFocus}
          {...textField(field, error)}
          slotProps={{ htmlInput: { 'aria-describedby': checklistId } }}
        />
        <PasswordChecklist password={password} changing={changing} id={checklistId} />
      </Box>
      {confirmation && (
        <PasswordField
          label={changing ? 'Confirm new password' : 'Confirm password'}
          autoComplete="new-password"
          required={required}
          {...textField(confirmation.field, confirmation.error)}
        />
      )}
    </>
  );
}
