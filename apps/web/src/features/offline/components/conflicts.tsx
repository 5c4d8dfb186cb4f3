import type { UpdateAppointmentBody } from '@fieldbook/domain/appointments/appointments.schemas';
import { formatDate } from '@fieldbook/domain/format/en-au';
import { answerableFields, answerText } from '@fieldbook/domain/forms/forms.rules';
import type { ReportPayload } from '@fieldbook/domain/reports/reports.payloads';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { http } from '../../../lib/http-client';
import { outbox, replayOutbox } from '../../../lib/offline/app-outbox';
import { serverIdOf } from '../../../lib/offline/created-ids';
import type { OutboxItem } from '../../../lib/offline/offline-db';
import type { OutboxPayloads } from '../../../lib/offline/outbox-senders';

export const CONFLICT_MESSAGES = {
  versions: 'Your version and theirs',
  yours: 'Yours',
  theirs: 'Theirs (saved meanwhile)',
  merged: 'Merged notes',
  same: 'Your answers and theirs are the same.',
  loading: 'Loading their version…',
} as const;

/** Back in the queue (a new key: the server applied nothing under the old one), and sent when it can be. */
export async function resend(item: OutboxItem, payload?: unknown) {
  await outbox.retry(item.seq, payload);
  void replayOutbox();
}

interface Difference {
  label: string;
  mine: string;
  theirs: string;
}

/** What differs between the worker's queued version and the one saved meanwhile, side by side. */
function BothVersions({ rows }: { rows: readonly Difference[] }) {
  if (rows.length === 0) return <Typography variant="body2">{CONFLICT_MESSAGES.same}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={CONFLICT_MESSAGES.versions}>
        <TableHead>
          <TableRow>
            <TableCell component="td" />
            <TableCell>{CONFLICT_MESSAGES.yours}</TableCell>
            <TableCell>{CONFLICT_MESSAGES.theirs}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.mine}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.theirs}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Their version, read now; while it loads or when it cannot be, says so. */
function WithTheirs<T>({
  query,
  children,
}: {
  query: ReturnType<typeof useQuery<T>>;
  children: (theirs: T) => ReactNode;
}) {
  if (query.isPending) return <Typography variant="body2">{CONFLICT_MESSAGES.loading}</Typography>;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return children(query.data);
}

const useTheirs = <T,>(item: OutboxItem, read: () => Promise<T>) =>
  useQuery({ queryKey: ['outbox', 'theirs', item.seq], queryFn: read });

type TheirAppointment = { appointment: { description: string | null; updated_at: string } };

/**
 * A queued edit of an appointment's notes that someone else changed meanwhile: both versions side by
 * side, and the worker keeps theirs, keeps theirs, or a merge of the two. Nothing is overwritten unseen.
 */
export function AppointmentConflict({ item }: { item: OutboxItem }) {
  const mine = item.payload as OutboxPayloads['appointment-edit'];
  const theirs = useTheirs(item, () =>
    http.get<TheirAppointment>('/appointments/find', { query: { id: mine.id }, quiet: true }),
  );
  const [merged, setMerged] = useState<string | null>(null);
  return (
    <WithTheirs query={theirs}>
      {({ appointment: current }) => {
        const onTop = (description: string | null | undefined): UpdateAppointmentBody => ({
          ...mine,
          description: description ?? null,
          updated_at: current.updated_at,
        });
        const mergedText = merged ?? [current.description, mine.description].filter(Boolean).join('\n\n');
        return (
          <Stack spacing={1.5}>
            <BothVersions
              rows={[{ label: 'Description', mine: mine.description || '—', theirs: current.description || '—' }]}
            />
            <TextField
              label={CONFLICT_MESSAGES.merged}
              multiline
              minRows={3}
              value={mergedText}
              onChange={(event) => setMerged(event.target.value)}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" onClick={() => resend(item, onTop(mine.description))}>
                Keep mine
              </Button>
              <Button onClick={() => outbox.discard(item.seq)}>Keep theirs</Button>
              <Button onClick={() => resend(item, onTop(mergedText))}>Save merged</Button>
            </Box>
          </Stack>
        );
      }}
    </WithTheirs>
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The answers (and date and reference) the queued save and the saved report give differently. */
function reportDifferences(mine: OutboxPayloads['report']['body'], theirs: ReportPayload): Difference[] {
  const rows = answerableFields(theirs.form.definition)
    .filter((field) => !same(mine.answers[field.id], theirs.answers[field.id]))
    .map((field) => ({
      label: field.label,
      mine: answerText(field, mine.answers[field.id]),
      theirs: answerText(field, theirs.answers[field.id]),
    }));
  if (mine.report_date && mine.report_date !== theirs.report_date)
    rows.push({ label: 'Report date', mine: formatDate(mine.report_date), theirs: formatDate(theirs.report_date) });
  if (mine.reference_id && mine.reference_id !== theirs.reference_id)
    rows.push({ label: 'Reference', mine: mine.reference_id, theirs: theirs.reference_id });
  return rows;
}

/**
 * A queued save of a report that someone else saved meanwhile: the answers that differ side by side.
 * Keep mine saves the worker's answers over theirs; keep theirs drops the queued save. A report
 * published or archived meanwhile takes no answers: the worker's stay shown, and only theirs is kept.
 */
export function ReportConflict({ item }: { item: OutboxItem }) {
  const mine = item.payload as OutboxPayloads['report'];
  const theirs = useTheirs(item, async () =>
    http.get<{ report: ReportPayload }>(`/reports/${await serverIdOf(mine.id)}`, { quiet: true }),
  );
  return (
    <WithTheirs query={theirs}>
      {({ report: current }) => (
        <Stack spacing={1.5}>
          <BothVersions rows={reportDifferences(mine.body, current)} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {current.can_edit && (
              <Button
                variant="contained"
                onClick={() => resend(item, { ...mine, body: { ...mine.body, updated_at: current.updated_at } })}
              >
                Keep mine
              </Button>
            )}
            <Button onClick={() => outbox.discard(item.seq)}>Keep theirs</Button>
          </Box>
        </Stack>
      )}
    </WithTheirs>
  );
}
