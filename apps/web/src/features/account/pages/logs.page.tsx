import { formatDate, formatTime } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { TablePages } from '../../../components/table-pages';
import { useUserLogs } from '../api/get-user-logs';

const ROW_OPTIONS = [10, 25, 50];

/** The signed-in user's own activity log, paged. */
export function LogsPage() {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState(25);
  const logs = useUserLogs({ page, rows });
  useEffect(() => {
    document.title = 'Activity Log · Fieldbook';
  }, []);

  const entries = logs.data?.data ?? [];
  return (
    <>
      <PageHeader title="Activity Log" subtitle="What you have done in Fieldbook, newest first." />
      {logs.isError && <Alert severity="error">{logs.error.message}</Alert>}
      <Paper variant="outlined">
        {logs.isSuccess && logs.data.total === 0 ? (
          <EmptyState title="No activity yet">Changes you make will be listed here.</EmptyState>
        ) : (
          <>
            <TableContainer>
              <Table aria-label="Activity log" size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Time</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell>Description</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {logs.isPending
                    ? Array.from({ length: Math.ceil(rows / 2) }, (_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
                        <TableRow key={index}>
                          <TableCell colSpan={4}>
                            <Skeleton />
                          </TableCell>
                        </TableRow>
                      ))
                    : entries.map((entry) => (
                        <TableRow key={entry.id} hover>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.created_at)}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(entry.created_at)}</TableCell>
                          <TableCell>{entry.action}</TableCell>
                          <TableCell>{entry.description}</TableCell>
                        </TableRow>
                      ))}
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
