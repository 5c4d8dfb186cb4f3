import type { SignInBody } from '@fieldbook/domain/auth/auth.schemas';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LeanTextField } from '../../../components/lean-text-field';
import { LeanAlert } from '../../../components/lean-ui';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePortalPath } from '../../../lib/portal-path';
import { session } from '../../../lib/session/session-store';
import { registerDevice } from '../api/register-device';
import { signInAndStart } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';

type SignInFields = Omit<SignInBody, 'guid'>;
type Field = keyof SignInFields;
type Errors = Partial<Record<Field | 'root', string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * Checks the fields with the domain's schema, fetched with zod at the first check so the page paints
 * without them (zod is about 25 kB gzipped): the parsed values, or the first message of each field.
 */
async function check(values: SignInFields): Promise<{ data?: SignInFields; errors: Errors }> {
  const { signInBodySchema } = await import('@fieldbook/domain/auth/auth.schemas');
  const result = signInBodySchema.omit({ guid: true }).safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { errors };
}

/**
 * The sign-in screen, a lean route (no data layer) drawn without MUI (components/lean-ui.tsx), so the
 * first screen of most visits loads neither MUI nor emotion. A plain controlled form, without
 * react-hook-form, that behaves as the app's other forms: checked on submit, then again as each field
 * changes; the first field in error takes the focus; the server's field errors show under their fields.
 */
export function SignInPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  // The same screen signs clients in to Client Connect; an invitation (?refer=) is linked after.
  const client = session.portal() === 'connect';
  const refer = useSearchParams()[0].get('refer');
  const [values, setValues] = useState<SignInFields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const setServerError: UseFormSetError<SignInFields> = (name, { message }, options) => {
    const field = name === 'root.server' ? 'root' : (name as Field);
    setErrors((shown) => ({ ...shown, [field]: message }));
    if (options?.shouldFocus) inputs.current[field as Field]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const { data, errors: found } = await check(values);
      setErrors(found);
      if (!data) {
        const first = FIELDS.find((field) => found[field]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      await signInAndStart(data);
      if (!client) void registerDevice();
      navigate(to(client && refer ? `refer/${encodeURIComponent(refer)}` : 'home'), { replace: true });
    } catch (error) {
      applyServerErrors(error, setServerError, FIELDS);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted)
        void check(next).then(({ errors: found }) => setErrors((shown) => ({ ...shown, [name]: found[name] })));
    },
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle={client ? 'Welcome back. Sign in to Client Connect.' : 'Welcome back. Sign in to your business account.'}
      footer={
        <>
          <RouterLink className="fb-link" to={to('password/forgot')}>
            Forgot your password?
          </RouterLink>
          <RouterLink className="fb-link" to={to(refer ? `signup?refer=${encodeURIComponent(refer)}` : 'signup')}>
            {client ? 'Create an account' : 'Create a business account'}
          </RouterLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="fb-stack">
          {errors.root && <LeanAlert severity="error">{errors.root}</LeanAlert>}
          <LeanTextField label="Email" type="email" autoComplete="username" autoFocus required {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
          <button type="submit" className="fb-btn fb-btn-contained fb-btn-large" disabled={submitting}>
            Sign In
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
