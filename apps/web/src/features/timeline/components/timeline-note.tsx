import { formatDateTime } from '@fieldbook/domain/format/en-au';
import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentPreviewDialog } from '../../../components/document-preview-dialog';
import { useSnackbar } from '../../../components/notices';
import { useNoteActions } from '../api/note-actions';
import type { NoteEntry, TimelineOwner } from '../api/timeline-types';
import { NoteForm } from './note-form';
import { NoteMenu } from './note-menu';

interface TimelineNoteProps {
  note: NoteEntry;
  owner: TimelineOwner;
  editable: boolean;
}

/** A note: its HTML (sanitised by the server, clipped when long), author and time, and its actions. */
export function TimelineNote({ note, owner, editable }: TimelineNoteProps) {
  const { enqueueSnackbar } = useSnackbar();
  const actions = useNoteActions(owner);
  const [mode, setMode] = useState<'show' | 'edit' | 'preview' | 'delete'>('show');
  const done = (message: string) => enqueueSnackbar(message, { variant: 'success' });
  const pinned = note.timeline_pinned;

  const save = async (value: string) => {
    await actions.update.mutateAsync({ id: note.id, value });
    setMode('show');
    done(NOTE_MESSAGES.updated);
  };
  const togglePin = () =>
    actions.pin.mutate(
      { id: note.id, is_pinned: !pinned },
      { onSuccess: () => done(pinned ? NOTE_MESSAGES.unpinned : NOTE_MESSAGES.pinned) },
    );

  return (
    <Box component="article" aria-label={`Note by ${note.name ?? 'unknown'}`} sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {note.name ?? 'Unknown'} · {formatDateTime(note.created_at)}
          {note.is_updated && ' · edited'}
          {note.is_hidden && ' · hidden'}
          {note.timeline_morph && ` · from ${note.timeline_morph.name}`}
        </Typography>
        {editable && mode !== 'edit' && (
          <Tooltip title={pinned ? 'Unpin' : 'Pin'}>
            <IconButton size="small" aria-label={pinned ? 'Unpin note' : 'Pin note'} onClick={togglePin}>
              {pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
        {mode !== 'edit' && (
          <NoteMenu
            editable={editable}
            onEdit={() => setMode('edit')}
            onPreview={() => setMode('preview')}
            onDelete={() => setMode('delete')}
          />
        )}
      </Box>
      {mode === 'edit' ? (
        <Box sx={{ mt: 1 }}>
          <NoteForm
            label="Edit note"
            initialValue={note.value}
            submitLabel="Save Note"
            pending={actions.update.isPending}
            onSubmit={save}
            onCancel={() => setMode('show')}
            autoFocus
          />
        </Box>
      ) : (
        <Box
          sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere', maxHeight: 240, overflow: 'hidden' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises note HTML before storing it
          dangerouslySetInnerHTML={{ __html: note.value }}
        />
      )}
      <DocumentPreviewDialog open={mode === 'preview'} onClose={() => setMode('show')} html={note.value} title="Note" />
      <ConfirmDialog
        open={mode === 'delete'}
        title="Delete note?"
        message="This note will be removed from the timeline."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          setMode('show');
          actions.remove.mutate(note.id, { onSuccess: () => done(NOTE_MESSAGES.deleted) });
        }}
        onCancel={() => setMode('show')}
      />
    </Box>
  );
}
