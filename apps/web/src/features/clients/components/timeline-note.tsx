import { noteHtml } from '@fieldbook/domain/clients/clients-csv.rules';
import { isBlankHtml, NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { useClientNoteActions } from '../api/client-notes';
import type { NoteEntry } from '../api/client-types';
import { noteText } from './timeline-text';

/** A note on the timeline: its HTML (sanitised by the server), author and time, and its actions. */
export function TimelineNote({ note, clientId, editable }: { note: NoteEntry; clientId: number; editable: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const actions = useClientNoteActions(clientId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const done = (message: string) => enqueueSnackbar(message, { variant: 'success' });

  const save = () => {
    const value = noteHtml(editing ?? '');
    if (!value || isBlankHtml(value)) return;
    actions.update.mutate(
      { id: note.id, value },
      {
        onSuccess: () => {
          setEditing(null);
          done(NOTE_MESSAGES.updated);
        },
      },
    );
  };
  const togglePin = () =>
    actions.pin.mutate(
      { id: note.id, is_pinned: !note.is_pinned },
      { onSuccess: () => done(note.is_pinned ? NOTE_MESSAGES.unpinned : NOTE_MESSAGES.pinned) },
    );
  const remove = () => {
    setDeleting(false);
    actions.remove.mutate(note.id, { onSuccess: () => done(NOTE_MESSAGES.deleted) });
  };

  return (
    <Box component="article" aria-label={`Note by ${note.name ?? 'unknown'}`} sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {note.name ?? 'Unknown'} · {formatDateTime(note.created_at)}
          {note.is_updated && ' · edited'}
        </Typography>
        {editable && editing === null && (
          <>
            <Tooltip title={note.is_pinned ? 'Unpin' : 'Pin'}>
              <IconButton
                size="small"
                aria-label={note.is_pinned ? 'Unpin note' : 'Pin note'}
                onClick={() => togglePin()}
              >
                {note.is_pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
              </IconButton>
            </Tooltip>
            <Tooltip title="Edit">
              <IconButton size="small" aria-label="Edit note" onClick={() => setEditing(noteText(note.value))}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton size="small" aria-label="Delete note" onClick={() => setDeleting(true)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      {editing === null ? (
        <Box
          sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises note HTML before storing it
          dangerouslySetInnerHTML={{ __html: note.value }}
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
          <TextField
            label="Edit note"
            multiline
            minRows={2}
            autoFocus
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
            <Button variant="contained" onClick={() => save()} disabled={!editing.trim() || actions.update.isPending}>
              Save Note
            </Button>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete note?"
        message="This note will be removed from the timeline."
        confirmLabel="Delete"
        destructive
        onConfirm={() => remove()}
        onCancel={() => setDeleting(false)}
      />
    </Box>
  );
}
