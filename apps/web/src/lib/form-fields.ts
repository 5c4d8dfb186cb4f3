import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** Wires a react-hook-form registration into an MUI TextField: the ref goes to the <input>, errors under it. */
export function textField(registration: UseFormRegisterReturn, error?: FieldError | undefined) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message };
}
