import { noteHtml } from '@fieldbook/domain/clients/clients-csv.rules';
import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import AttachFile from '@mui/icons-material/AttachFile';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { formatTime } from '../../../lib/format';
import { FileSelectDialog } from '../../files/dialogs/file-select.dialog';
import { ATTACHMENT_MESSAGES, useClientAttachmentActions } from '../api/client-attachments';
import { useClientNoteActions } from '../api/client-notes';
import { entryKey } from '../api/client-types';
import { useClientTimeline } from '../api/get-client-timeline';
import { TimelineAttachment } from './timeline-attachment';
import { TimelineNote } from './timeline-note';
import { filterEntries, groupEntries } from './timeline-text';

/** Timeline search debounce (spec section 9). */
const TIMELINE_SEARCH_DEBOUNCE_MS = 1000;

interface ClientTimelineProps {
  clientId: number;
  /** Adding and changing notes (canAccessClients, and the client not archived). */
  canAddNotes: boolean;
}

/** The client's Activity Timeline: add a note, search, entries grouped by date with the pinned group first. */
export function ClientTimeline({ clientId, canAddNotes }: ClientTimelineProps) {
  const { enqueueSnackbar } = useSnackbar();
  const timeline = useClientTimeline(clientId);
  const actions = useClientNoteActions(clientId);
  const attachments = useClientAttachmentActions(clientId);
  const [attaching, setAttaching] = useState(false);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const applyTerm = useDebouncedCallback(setTerm, TIMELINE_SEARCH_DEBOUNCE_MS);
  const groups = useMemo(() => groupEntries(filterEntries(timeline.data ?? [], term)), [timeline.data, term]);

  const addNote = () => {
    const value = noteHtml(draft);
    if (!value) return;
    actions.add.mutate(
      { id: clientId, value },
      {
        onSuccess: () => {
          setDraft('');
          enqueueSnackbar(NOTE_MESSAGES.added, { variant: 'success' });
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {canAddNotes && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextField
            label="Add a note"
            multiline
            minRows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button startIcon={<AttachFile />} onClick={() => setAttaching(true)}>
              Attach files
            </Button>
            <Button variant="contained" onClick={addNote} disabled={!draft.trim() || actions.add.isPending}>
              Add Note
            </Button>
          </Box>
        </Box>
      )}
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Search Entries..."
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          applyTerm.run(event.target.value);
        }}
        onKeyDown={(event) => event.key === 'Enter' && applyTerm.flush()}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {timeline.isPending && (
        <Box aria-label="Loading entries">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Box>
      )}
      {timeline.isError && <Alert severity="error">{timeline.error.message}</Alert>}
      {timeline.data && groups.length === 0 && <EmptyState title="No entries to display" />}
      {groups.map(({ group, entries }) => (
        <Box component="section" key={group} aria-label={group}>
          <Typography variant="overline" component="h3" color="text.secondary">
            {group}
          </Typography>
          <Divider />
          {entries.map((entry) =>
            entry.timeline_type === 'note' ? (
              <TimelineNote key={entry.key} note={entry} clientId={clientId} editable={canAddNotes} />
            ) : entry.timeline_type === 'attachment' ? (
              <TimelineAttachment key={entryKey(entry)} entry={entry} clientId={clientId} editable={canAddNotes} />
            ) : (
              <Box key={entry.key} sx={{ py: 0.75, display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {entry.description ?? entry.action}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {entry.name ? `${entry.name} · ` : ''}
                  {formatTime(entry.created_at)}
                </Typography>
              </Box>
            ),
          )}
        </Box>
      ))}
      <FileSelectDialog
        open={attaching}
        max={0}
        onClose={() => setAttaching(false)}
        onSelect={(files) =>
          attachments.save.mutate(
            { id: clientId, files: files.map((file) => file.id) },
            { onSuccess: () => enqueueSnackbar(ATTACHMENT_MESSAGES.saved, { variant: 'success' }) },
          )
        }
      />
    </Box>
  );
}
