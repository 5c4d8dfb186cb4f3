import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { type Report, reportActionMessage, useReportAction } from '../api/reports-api';
import { ReportRecipientsField } from './report-recipients-field';

interface ReportSendDialogProps {
  report: Report;
  /** publish: a draft becomes published (and may be emailed); send: a published report is emailed. */
  action: 'publish' | 'send';
  open: boolean;
  onClose: () => void;
  onDone?: (report: Report) => void;
  /** Publishing refused for unanswered fields, by field id (the page that shows the form marks them). */
  onAnswersMissing?: (errors: Record<string, string>) => void;
}

/** Publish (optionally emailing the PDF to the client) or send a published report: who to, and a message. */
export function ReportSendDialog({ report, action, open, onClose, onDone, onAnswersMissing }: ReportSendDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useReportAction(report.id, action);
  const [send, setSend] = useState(action === 'send' || Boolean(report.client.email));
  const [to, setTo] = useState<string[]>(report.client.email ? [report.client.email] : []);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setErrors({});
    setProblem(null);
    try {
      const done = await mutation.mutateAsync({
        ...(action === 'publish' ? { send, updated_at: report.updated_at } : {}),
        ...(send ? { to: to.length > 0 ? to : undefined, message: message || undefined } : {}),
      });
      // Null: without a network it waits on the device, behind the report's queued saves.
      enqueueSnackbar(done ? reportActionMessage(done, action, send) : QUEUED_MESSAGE, { variant: 'success' });
      onClose();
      if (done) onDone?.(done);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Each recipient's error (to.0, to.1) shows under the one To field.
      const fields = Object.fromEntries(
        Object.entries(error.firstMessages()).map(([field, message]) => [field.replace(/\.\d+$/, ''), message]),
      );
      // Unanswered fields are the form's: the filler marks each one, and this dialog closes.
      const answers = Object.fromEntries(
        Object.entries(fields)
          .filter(([field]) => field.startsWith('answers.'))
          .map(([field, text]) => [field.slice('answers.'.length), text]),
      );
      if (Object.keys(answers).length > 0 && onAnswersMissing) {
        onClose();
        onAnswersMissing(answers);
        return;
      }
      setErrors(fields);
      setProblem(fields.to || fields.message ? null : error.message);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{action === 'publish' ? 'Publish Report' : 'Send Report'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {action === 'publish' && (
            <Alert severity="info">A published report can no longer be changed. Its PDF is made as it stands.</Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {action === 'publish' && (
            <FormControlLabel
              control={<Checkbox checked={send} onChange={(event) => setSend(event.target.checked)} />}
              label="Email the PDF to the client"
            />
          )}
          {send && (
            <>
              <ReportRecipientsField
                clientId={report.client.id}
                clientEmail={report.client.email}
                value={to}
                onChange={setTo}
                error={errors.to}
              />
              <TextField
                label="Message"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                error={Boolean(errors.message)}
                helperText={errors.message}
                multiline
                minRows={3}
                fullWidth
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={mutation.isPending}>
          {action === 'publish' ? (send ? 'Publish and Send' : 'Publish') : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
