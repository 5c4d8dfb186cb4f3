import type { FieldErrors } from '@fieldbook/domain/http/envelope.schemas';
import { hasBadCharacters, TEXT_MESSAGES } from '@fieldbook/domain/inputs/text.rules';
import type { FastifyRequest } from 'fastify';
import { invalid } from './http-error';

/** A path as a chain to its parent, so walking a deep body never copies the path at every level. */
interface PathNode {
  key: string;
  parent: PathNode | null;
}

const keyOf = (node: PathNode | null): string => {
  const keys: string[] = [];
  for (let at = node; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
};

/**
 * The most fields one refusal names: no form has more, and naming each of a million bad strings was
 * 8.9 s of one request and a 61 MB answer (the walk stops once it has found this many).
 */
export const BAD_TEXT_KEYS_MAX = 100;

/**
 * The envelope keys (`emails.0.email_address`, as validation errors are keyed) of every string in a
 * parsed request part that holds a character no field may (domain text.rules). A bad key is reported
 * on its parent, so the answer never echoes it. Walked with a stack: a deeply nested body cannot
 * exhaust the call stack.
 */
export function badTextKeys(value: unknown): string[] {
  const found = new Set<string>();
  const stack: [unknown, PathNode | null][] = [[value, null]];
  for (let next = stack.pop(); next && found.size < BAD_TEXT_KEYS_MAX; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (hasBadCharacters(current)) found.add(keyOf(path));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (hasBadCharacters(key)) found.add(keyOf(path));
        else stack.push([child, { key, parent: path }]);
      }
    }
  }
  return [...found].sort();
}

/** A 422 naming each field that holds a bad character, or null when there is none. */
export function badTextError(keys: readonly string[]) {
  if (keys.length === 0) return null;
  const errors: FieldErrors = Object.fromEntries(keys.map((key) => [key, [TEXT_MESSAGES.badCharacters]]));
  return invalid(errors);
}

/**
 * preValidation, for every route: a NUL or a lone surrogate anywhere in the path parameters, the query
 * string or the JSON body is refused with a 422 per field before any schema, service or query sees it
 * (PostgreSQL would refuse it with an error, answered 500 and logged with the value).
 */
export async function refuseBadText(request: FastifyRequest): Promise<void> {
  const keys = new Set([...badTextKeys(request.params), ...badTextKeys(request.query), ...badTextKeys(request.body)]);
  const error = badTextError([...keys].sort().slice(0, BAD_TEXT_KEYS_MAX));
  if (error) throw error;
}
