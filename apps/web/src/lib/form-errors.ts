import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http-client';

/**
 * Puts the server's 422 field errors (first message per field) under the form's fields; errors for
 * fields the form does not show go to `root.server`. Returns true when the error was a field error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) {
    if (error instanceof ApiError && error.status === 422) {
      setError('root.server', { type: 'server', message: error.message });
      return true;
    }
    return false;
  }
  const known = new Set<string>(fields);
  const others: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if (known.has(field)) setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    else others.push(message);
  }
  if (others.length > 0) setError('root.server', { type: 'server', message: others.join(' ') });
  return true;
}
