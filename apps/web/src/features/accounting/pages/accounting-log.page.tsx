import { ACCOUNTING_MESSAGES as M } from '@fieldbook/domain/accounting/accounting.schemas';
import { formatDateTime } from '@fieldbook/domain/format/en-au';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import { useAccountingLog, useResolveAccountingError } from '../api/accounting-api';
import { actionLabel, stateOf, subjectOf } from '../components/log-labels';

const hasDetails = (details: unknown) =>
  details !== null && details !== undefined && !(typeof details === 'object' && Object.keys(details).length === 0);

/** settings/accountingProvider/logs/:id: one sync attempt, its details, and resolving it when it may be. */
export function AccountingLogPage() {
  const id = Number(useParams().id);
  const to = usePortalPath();
  const { enqueueSnackbar } = useSnackbar();
  const log = useAccountingLog(id);
  const resolve = useResolveAccountingError();
  const canManage = useCan('canManageProviders');
  useEffect(() => {
    document.title = 'Accounting Log · Fieldbook';
  }, []);

  const entry = log.data;
  const back = (
    <Button component={RouterLink} to={to('settings/accountingProvider/logs')}>
      All logs
    </Button>
  );
  if (log.isPending) return <Skeleton height={200} role="progressbar" aria-label="Loading the log" />;
  if (!entry)
    return (
      <>
        <PageHeader title="Accounting Log" actions={back} />
        <Alert severity="error">{log.error instanceof ApiError ? log.error.message : M.logNotFound}</Alert>
      </>
    );
  const isError = entry.status === 'error';
  return (
    <>
      <PageHeader
        title={entry.record_type ? `${actionLabel(entry.action)}: ${subjectOf(entry)}` : actionLabel(entry.action)}
        subtitle={formatDateTime(entry.created_at)}
        actions={back}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="overline" component="p">
          {stateOf(entry)}
        </Typography>
        {isError && (
          <Typography variant="h6" component="h2" gutterBottom>
            {entry.error_title ?? M.noErrorDetails}
          </Typography>
        )}
        {entry.resolved_at && (
          <Alert severity="success" icon={<CheckCircle />} sx={{ mb: 2 }}>
            Marked as resolved {formatDateTime(entry.resolved_at)}
            {entry.resolved_by ? ` by ${entry.resolved_by}` : ''}. Run a full sync for the record to sync.
          </Alert>
        )}
        {hasDetails(entry.details) ? (
          <Box
            component="pre"
            tabIndex={0}
            aria-label="Details"
            sx={{ bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflow: 'auto', fontSize: 13, maxHeight: 400, m: 0 }}
          >
            {JSON.stringify(entry.details, null, 2)}
          </Box>
        ) : (
          <Typography color="text.secondary">{M.noDetails}</Typography>
        )}
        {entry.can_resolve && canManage && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Fixed it at the provider? Mark it resolved, then run a full sync for the record to sync.
            </Typography>
            <Button
              variant="contained"
              disabled={resolve.isPending}
              onClick={() =>
                resolve.mutate(entry.id, {
                  onSuccess: () => enqueueSnackbar(M.resolved, { variant: 'success' }),
                  onError: (error) =>
                    enqueueSnackbar(
                      error instanceof ApiError ? (error.fieldError('id') ?? error.message) : String(error),
                      {
                        variant: 'error',
                      },
                    ),
                })
              }
            >
              Mark as resolved
            </Button>
          </Box>
        )}
        {isError && !entry.resolved_at && entry.linked_to_model && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            This record has synced since: there is nothing to resolve.{' '}
          </Typography>
        )}
      </Paper>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to={to('settings/accountingProvider')}>
          Accounting provider settings
        </Link>
      </Typography>
    </>
  );
}
