import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface FormAlertsProps {
  /** The 409 message: someone else saved the record since this form loaded it. */
  stale: string | null;
  /** Offers Reload beside the stale message when given. */
  onReload?: () => void;
  /** A server error that names no field the form shows (root.server). */
  serverError?: string | undefined;
}

/** The two messages above a form's fields: a stale edit (with Reload) and a server error without a field. */
export function FormAlerts({ stale, onReload, serverError }: FormAlertsProps) {
  return (
    <>
      {stale && (
        <Alert
          severity="warning"
          action={
            onReload && (
              <Button color="inherit" size="small" onClick={onReload}>
                Reload
              </Button>
            )
          }
        >
          {stale}
        </Alert>
      )}
      {serverError && <Alert severity="error">{serverError}</Alert>}
    </>
  );
}
