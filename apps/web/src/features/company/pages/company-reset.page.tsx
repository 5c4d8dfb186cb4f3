import {
  COMPANY_RESET_ERASES,
  COMPANY_RESET_KEEPS,
  COMPANY_RESET_MESSAGES,
  COMPANY_RESET_MINUTES,
  type CompanyResetCounts,
  companyResetConfirmBodySchema,
  companyResetRequestBodySchema,
} from '@fieldbook/domain/company/company-reset.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { textField } from '../../../lib/form-fields';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useUserLoad } from '../../../lib/session/load-user';
import { useSignedIn } from '../../../lib/session/session-store';
import { AuthCard } from '../../auth/index';
import { useCompanyResetStatus, useConfirmCompanyReset, useRequestCompanyReset } from '../api/company-reset';

const TITLE = 'Reset Company Data';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** What a reset erases (with how many of each) and what it keeps. */
function ResetSummary({ counts }: { counts: CompanyResetCounts | null }) {
  return (
    <>
      {counts && (
        <Typography component="p">
          Erases {counts.clients} clients, {counts.appointments} appointments, {counts.quotations} quotations,{' '}
          {counts.invoices} invoices, {counts.payments} payments, {counts.reports} reports and {counts.drawings}{' '}
          drawings.
        </Typography>
      )}
      <Typography component="h2" variant="subtitle2">
        Erased for good
      </Typography>
      <ul style={{ margin: 0 }}>
        {COMPANY_RESET_ERASES.map((what) => (
          <li key={what}>{what}</li>
        ))}
      </ul>
      <Typography component="h2" variant="subtitle2">
        Kept
      </Typography>
      <ul style={{ margin: 0 }}>
        {COMPANY_RESET_KEEPS.map((what) => (
          <li key={what}>{what}</li>
        ))}
      </ul>
    </>
  );
}

/** Without a code: the owner's password, and the confirmation link goes to their email. */
function RequestForm({ email }: { email: string }) {
  const request = useRequestCompanyReset();
  const form = useForm({ resolver: zodResolver(companyResetRequestBodySchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['password'])) {
        form.setError('root.server', { type: 'server', message: errorText(error) });
      }
    }
  });
  if (request.isSuccess) return <Alert severity="success">{COMPANY_RESET_MESSAGES.emailed(email)}</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ask for the reset link">
      <Stack spacing={2}>
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          required
          {...textField(form.register('password'), errors.password)}
        />
        <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
          Email Me the Reset Link
        </Button>
      </Stack>
    </form>
  );
}

/** With a code: the company's name typed again, then the records are erased. */
function ConfirmForm({ code, companyName }: { code: string; companyName: string }) {
  const to = usePortalPath();
  const confirm = useConfirmCompanyReset(code);
  const form = useForm({
    resolver: zodResolver(companyResetConfirmBodySchema),
    defaultValues: { company_name: '' },
  });
  const typed = useWatch({ control: form.control, name: 'company_name' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['company_name'])) {
        form.setError('root.server', { type: 'server', message: errorText(error) });
      }
    }
  });
  if (confirm.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{COMPANY_RESET_MESSAGES.done(companyName)}</Alert>
        <Button component={RouterLink} to={to('home')} variant="contained">
          Go to Home
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm the reset">
      <Stack spacing={2}>
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <TextField
          label={`Type ${companyName} to confirm`}
          required
          autoComplete="off"
          {...textField(form.register('company_name'), errors.company_name)}
        />
        <Button type="submit" variant="contained" color="error" disabled={isSubmitting || typed.trim() !== companyName}>
          Erase the Records
        </Button>
      </Stack>
    </form>
  );
}

/**
 * company/reset/{code}: resetting a company's data. Without a code the owner asks (with their
 * password) for the emailed link; the link's code shows what goes and, with the company's name typed
 * again, erases it. Others see why they may not; signed out, how to go on.
 */
export function CompanyResetPage() {
  const signedIn = useSignedIn();
  const to = usePortalPath();
  if (!signedIn) {
    return (
      <AuthCard title={TITLE}>
        <Stack spacing={2}>
          <Typography>
            Sign in as the account owner first, then open the link in the email again (or ask for a new one from
            Settings).
          </Typography>
          <Button component={RouterLink} to={to('')} variant="contained">
            Sign In
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return <SignedInReset />;
}

function SignedInReset() {
  const { code = '' } = useParams();
  const to = usePortalPath();
  const status = useCompanyResetStatus(code);
  const email = useUserLoad().data?.details.email ?? '';
  const data = status.data;

  return (
    <AuthCard
      title={TITLE}
      wide
      footer={
        <Button component={RouterLink} to={to('settings')}>
          Back to Settings
        </Button>
      }
    >
      <Stack spacing={2}>
        {status.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy>
            <CircularProgress size={20} aria-label="Loading" />
            <span>{code ? 'Checking your link…' : 'Loading…'}</span>
          </Stack>
        )}
        {status.isError && (
          <Alert
            severity="error"
            action={
              code ? undefined : (
                <Button color="inherit" onClick={() => status.refetch()}>
                  Try Again
                </Button>
              )
            }
          >
            {errorText(status.error)}
          </Alert>
        )}
        {status.isError && code && (
          <Button component={RouterLink} to={to('company/reset')}>
            Ask for a New Link
          </Button>
        )}
        {data && !data.can_reset && <Alert severity="info">{data.reason}</Alert>}
        {data?.can_reset && (
          <>
            <Typography>
              {code
                ? `This erases ${data.company_name}’s records. It cannot be undone.`
                : `While on your free trial you can erase ${data.company_name}’s records and start afresh. We email you a link to confirm; it works once, within ${COMPANY_RESET_MINUTES} minutes.`}
            </Typography>
            <ResetSummary counts={data.counts} />
            {code ? <ConfirmForm code={code} companyName={data.company_name} /> : <RequestForm email={email} />}
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
