// biome-ignore lint/style/noRestrictedImports: the one place zod is taken from, so its error map is installed first.
import { z } from 'zod';

/**
 * zod, worded for people: every schema (domain, server, web) takes `z` from here, so whatever check
 * has no message of its own is answered in the app's wording ("The first name field is required.")
 * and never in zod's ("Invalid input: expected string, received undefined"). A message a schema
 * gives still wins: zod asks this map only when the issue has none.
 */

/** `first_name` → "first name", `clientId`/`client_id` → "client"; array indexes name their list. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'value';
  return key
    .replace(/(_id|Id)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
}

const plural = (count: number | bigint, one: string, many: string) => `${count} ${Number(count) === 1 ? one : many}`;

/** What an invalid_type issue expected, as the rest of a sentence after "The {field} must be". */
const TYPE_WORDS: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  nan: 'a number',
  boolean: 'true or false',
  array: 'a list',
  set: 'a list',
  tuple: 'a list',
  date: 'a date',
};

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** The message for an issue a schema gave none for. */
export function validationMessage(issue: Issue): string {
  const field = fieldLabel(issue.path);
  const required = `The ${field} field is required.`;
  const invalid = `The ${field} is invalid.`;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return required;
      const expected = TYPE_WORDS[issue.expected];
      return expected ? `The ${field} must be ${expected}.` : invalid;
    }
    case 'invalid_union':
      return issue.input === undefined || issue.input === null ? required : invalid;
    case 'too_small': {
      const { minimum, origin } = issue;
      const exactly = issue.exact ? 'exactly' : 'at least';
      if (origin === 'string')
        return Number(minimum) <= 1 && !issue.exact
          ? required
          : `The ${field} must be ${exactly} ${plural(minimum, 'character', 'characters')}.`;
      if (origin === 'array' || origin === 'set')
        return Number(minimum) <= 1 && !issue.exact
          ? required
          : `The ${field} must have ${exactly} ${plural(minimum, 'item', 'items')}.`;
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return issue.inclusive === false
          ? `The ${field} must be greater than ${minimum}.`
          : `The ${field} must be at least ${minimum}.`;
      return invalid;
    }
    case 'too_big': {
      const { maximum, origin } = issue;
      if (origin === 'string')
        return `The ${field} may not be greater than ${plural(maximum, 'character', 'characters')}.`;
      if (origin === 'array' || origin === 'set')
        return `The ${field} may not have more than ${plural(maximum, 'item', 'items')}.`;
      if (origin === 'number' || origin === 'int' || origin === 'bigint')
        return issue.inclusive === false
          ? `The ${field} must be less than ${maximum}.`
          : `The ${field} may not be greater than ${maximum}.`;
      if (origin === 'file') return `The ${field} may not be greater than ${plural(maximum, 'byte', 'bytes')}.`;
      return invalid;
    }
    case 'invalid_value':
      return `The selected ${field} is invalid.`;
    case 'invalid_format':
      if (issue.format === 'email') return `The ${field} must be a valid email address.`;
      if (issue.format === 'url') return `The ${field} must be a valid URL.`;
      return `The ${field} format is invalid.`;
    case 'not_multiple_of':
      return `The ${field} must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys': {
      const names = issue.keys.map((key) => fieldLabel([key]));
      return names.length === 1
        ? `The ${names[0]} field is not allowed.`
        : `The ${names.join(', ')} fields are not allowed.`;
    }
    default:
      return invalid;
  }
}

z.config({ customError: validationMessage });

export { z };
