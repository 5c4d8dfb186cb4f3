import { COMMUNICATION_MESSAGES } from '@fieldbook/domain/communications/communications.schemas';
import { formatDateTime } from '@fieldbook/domain/format/en-au';
import DoneAll from '@mui/icons-material/DoneAll';
import Email from '@mui/icons-material/Email';
import Sms from '@mui/icons-material/Sms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useMinWidth } from '../../../components/use-responsive';
import { useMessageContents } from '../api/get-message-contents';
import type { CommunicationEntry } from '../api/timeline-types';

/** Below this width the whole-message dialog fills the screen (platform section 9: mobile layout under 700px). */
const MOBILE_LAYOUT = 700;

/** Plain text kept as written: line breaks shown, never read as HTML. */
const TEXT_SX = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

const headline = (entry: Pick<CommunicationEntry, 'via' | 'recipient_address'>) =>
  `${entry.via === 'SMS' ? 'SMS' : 'Email'} to ${entry.recipient_address}`;

function AttachedFiles({ files }: { files: CommunicationEntry['files'] }) {
  if (files.length === 0) return null;
  return (
    <Box component="ul" aria-label="Attached files" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
      {files.map((file) => (
        <li key={file.id}>
          <Link href={file.url} target="_blank" rel="noopener noreferrer" variant="body2">
            {file.file_name}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** The whole text of a message too long for the timeline, loaded when opened. */
function MessageDialog({ entry, open, onClose }: { entry: CommunicationEntry; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const wide = useMinWidth(MOBILE_LAYOUT);
  const contents = useMessageContents(entry.id, open);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={!wide} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{headline(entry)}</DialogTitle>
      <DialogContent dividers>
        {contents.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading message" />
          </Box>
        )}
        {contents.isError && <Alert severity="error">{COMMUNICATION_MESSAGES.loadFailed}</Alert>}
        {contents.data && (
          <>
            {contents.data.via === 'EMAIL' && contents.data.subject && (
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1, ...TEXT_SX }}>
                {contents.data.subject}
              </Typography>
            )}
            <Typography variant="body2" component="div" sx={TEXT_SX}>
              {contents.data.content_long}
            </Typography>
            <AttachedFiles files={contents.data.files} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {contents.isError && (
          <Button onClick={() => contents.refetch()} disabled={contents.isFetching}>
            Try Again
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An email or SMS sent about the record: recipient, who sent it and when, the subject (emails), the
 * start of the text, whether it was read or failed, and View Message for the rest.
 */
export function TimelineCommunication({ entry }: { entry: CommunicationEntry }) {
  const [viewing, setViewing] = useState(false);
  const Icon = entry.via === 'SMS' ? Sms : Email;
  const title = headline(entry);
  const sentBy = entry.kind === 'REMINDER' ? 'Automatic reminder' : `Sent by ${entry.sender ?? 'Unknown'}`;

  return (
    <Box component="article" aria-label={title} sx={{ py: 1, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Icon
        fontSize="small"
        color={entry.failed ? 'error' : 'action'}
        titleAccess={entry.via === 'SMS' ? 'SMS' : 'Email'}
        sx={{ mt: 0.25, flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {entry.is_read && <Chip size="small" variant="outlined" color="success" icon={<DoneAll />} label="Read" />}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {sentBy} · {formatDateTime(entry.timeline_date)}
          {entry.timeline_morph && ` · from ${entry.timeline_morph.name}`}
        </Typography>
        {entry.via === 'EMAIL' && entry.subject && (
          <Typography variant="body2" sx={{ fontWeight: 500, mt: 0.5, ...TEXT_SX }}>
            {entry.subject}
          </Typography>
        )}
        <Typography variant="body2" component="div" sx={{ mt: 0.5, ...TEXT_SX }}>
          {entry.content}
        </Typography>
        <AttachedFiles files={entry.files} />
        {entry.failed && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {entry.error_msg || COMMUNICATION_MESSAGES.sendFailed}
          </Alert>
        )}
        {!entry.complete_msg && (
          <Button size="small" onClick={() => setViewing(true)} sx={{ mt: 0.5, ml: -0.5 }}>
            View Message
          </Button>
        )}
      </Box>
      {!entry.complete_msg && <MessageDialog entry={entry} open={viewing} onClose={() => setViewing(false)} />}
    </Box>
  );
}
