import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/**
 * A form's errors as one message per dotted path (`reminders.2.value`), for sections that look their
 * fields' messages up by the names the server's errors use.
 */
export function errorMessagesOf(errors: FieldErrors, prefix = ''): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || node === null || typeof node !== 'object') continue;
    const path = `${prefix}${key}`;
    if (typeof node.message === 'string' && 'type' in node) messages[path] = node.message;
    else Object.assign(messages, errorMessagesOf(node as FieldErrors, `${path}.`));
  }
  return messages;
}

/** The value at a dotted path (`line_items.2.quantity`), as an error's key names it. */
const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );
const fingerprint = (value: unknown) => JSON.stringify(value) ?? 'undefined';

/**
 * Field errors for a form kept in component state (react-hook-form's forms get this from the library).
 * `values` is what the form would send now, keyed as the errors are (the request body, or the fields a
 * check names). A message shows until the value it is about changes, so a field the user fixes stops
 * being red at once, and one they change back to the refused value shows it again; a message about no
 * value the form holds (the whole form's) stays until the next `show`.
 */
export function useFieldErrors<M = string>(values: unknown) {
  const [shown, setShown] = useState<{ messages: Record<string, M>; was: Record<string, string> }>({
    messages: {},
    was: {},
  });
  const errors: Record<string, M> = {};
  for (const [path, message] of Object.entries(shown.messages))
    if (fingerprint(valueAt(values, path)) === shown.was[path]) errors[path] = message;
  /** Shows `messages` (undefined ones dropped) about `values` as they are in the render that calls it. */
  const show = (messages: Partial<Record<string, M>>) => {
    const kept = Object.entries(messages).filter((entry): entry is [string, M] => entry[1] !== undefined);
    setShown({
      messages: Object.fromEntries(kept),
      was: Object.fromEntries(kept.map(([path]) => [path, fingerprint(valueAt(values, path))])),
    });
  };
  return { errors, show };
}
