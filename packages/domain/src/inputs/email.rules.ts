import { EMAIL_MESSAGES, emailSchema } from '../auth/auth.schemas';

export { EMAIL_MESSAGES, emailSchema };

/**
 * The first problem with an email as typed (platform section 5: non-empty, no whitespace, one @
 * form), or null when it is fine. An empty optional email is fine.
 */
export function emailProblem(value: string | null | undefined, { required = false } = {}): string | null {
  const text = value ?? '';
  if (!required && text.trim() === '') return null;
  const result = emailSchema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? EMAIL_MESSAGES.invalid);
}
