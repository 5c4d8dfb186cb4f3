import type { AccountingLogFilter } from '@fieldbook/domain/accounting/accounting.schemas';
import { ACCOUNTING_MESSAGES as M } from '@fieldbook/domain/accounting/accounting.schemas';
import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { TablePages } from '../../../components/table-pages';
import { usePortalPath } from '../../../lib/portal-path';
import { useAccountingLogs } from '../api/accounting-api';
import { actionLabel, stateOf, subjectOf } from '../components/log-labels';

const ROW_OPTIONS = [10, 25, 50];
const FILTERS: { value: AccountingLogFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'errors', label: 'Errors' },
  { value: 'unresolved', label: 'Unresolved' },
];
const STATE_COLOURS = { Success: 'success', Error: 'error', Resolved: 'default' } as const;

/** settings/accountingProvider/logs: every sync attempt, newest first, filtered to errors if wanted. */
export function AccountingLogsPage() {
  const to = usePortalPath();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(25);
  const [filter, setFilter] = useState<AccountingLogFilter>('all');
  const logs = useAccountingLogs({ page, rows, filter });
  useEffect(() => {
    document.title = 'Accounting Logs · Fieldbook';
  }, []);
  const entries = logs.data?.logs ?? [];

  return (
    <>
      <PageHeader
        title="Accounting Logs"
        subtitle={
          <>
            What was sent to and received from the accounting provider.{' '}
            <Link component={RouterLink} to={to('settings/accountingProvider')}>
              Back to the provider
            </Link>
          </>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        aria-label="Show"
        sx={{ mb: 2 }}
        onChange={(_event, next: AccountingLogFilter | null) => {
          if (!next) return;
          setFilter(next);
          setPage(1);
        }}
      >
        {FILTERS.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {logs.isError && <Alert severity="error">{logs.error.message}</Alert>}
      <Paper variant="outlined">
        {logs.isSuccess && logs.data.total === 0 ? (
          <EmptyState title={filter === 'all' ? 'No accounting activity yet' : 'No errors to show'}>
            {filter === 'all'
              ? 'Syncs with the accounting provider are listed here.'
              : 'Every sync in this view went well.'}
          </EmptyState>
        ) : (
          <>
            <TableContainer>
              <Table aria-label="Accounting logs" size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Record</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Details</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {logs.isPending
                    ? Array.from({ length: 5 }, (_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
                        <TableRow key={index}>
                          <TableCell colSpan={5}>
                            <Skeleton />
                          </TableCell>
                        </TableRow>
                      ))
                    : entries.map((log) => {
                        const state = stateOf(log);
                        return (
                          <TableRow key={log.id} hover>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.created_at)}</TableCell>
                            <TableCell>{subjectOf(log)}</TableCell>
                            <TableCell>{actionLabel(log.action)}</TableCell>
                            <TableCell>
                              <Chip size="small" label={state} color={STATE_COLOURS[state]} />
                            </TableCell>
                            <TableCell>
                              <Link component={RouterLink} to={to(`settings/accountingProvider/logs/${log.id}`)}>
                                {log.status === 'error' ? (log.error_title ?? M.noErrorDetails) : 'View'}
                              </Link>
                            </TableCell>
                          </TableRow>
                        );
                      })}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePages
              total={logs.data?.total ?? 0}
              page={page}
              rows={rows}
              rowOptions={ROW_OPTIONS}
              onPage={setPage}
              onRows={setRows}
            />
          </>
        )}
      </Paper>
    </>
  );
}
