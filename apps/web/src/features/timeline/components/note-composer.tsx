import { NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import AttachFile from '@mui/icons-material/AttachFile';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type ChangeEvent, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { noticeFor, QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { useCan } from '../../../lib/session/load-user';
import { FileSelectDialog } from '../../files/index';
import { ATTACHMENT_MESSAGES, useAttachmentActions } from '../api/attachment-actions';
import { useNoteActions } from '../api/note-actions';
import type { TimelineOwner } from '../api/timeline-types';
import { NoteForm } from './note-form';

/**
 * The add area: a new note (optionally hidden), a photo from the camera (kept on the device while
 * offline), and files attached from the file store or uploaded.
 */
export function NoteComposer({ owner }: { owner: TimelineOwner }) {
  const { enqueueSnackbar } = useSnackbar();
  const notes = useNoteActions(owner);
  const attachments = useAttachmentActions(owner);
  const [hidden, setHidden] = useState(false);
  const [attaching, setAttaching] = useState(false);
  // The file picker searches the file store, which needs canAccessFiles (its routes answer 403 otherwise).
  const canAttach = useCan('canAccessFiles');
  const photoInput = useRef<HTMLInputElement>(null);

  const addPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const [photo] = event.target.files ?? [];
    event.target.value = '';
    if (!photo) return;
    try {
      const sent = await attachments.addPhoto.mutateAsync(photo);
      enqueueSnackbar(sent ? ATTACHMENT_MESSAGES.photoAdded : QUEUED_MESSAGE, { variant: 'success' });
    } catch (error) {
      // The outbox's requests are quiet: a refusal is this screen's to show.
      enqueueSnackbar(error instanceof ApiError ? error.message : String(error), { variant: 'error' });
    }
  };

  const add = async (value: string) => {
    const note = await notes.add.mutateAsync({ value, is_hidden: hidden });
    setHidden(false);
    enqueueSnackbar(noticeFor(note, NOTE_MESSAGES.added), { variant: 'success' });
  };

  return (
    <>
      <NoteForm
        label="Add a note"
        submitLabel="Add Note"
        pending={notes.add.isPending}
        onSubmit={add}
        extra={
          <>
            <FormControlLabel
              control={<Checkbox checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
              label="Hidden"
            />
            <Button
              startIcon={<PhotoCamera />}
              onClick={() => photoInput.current?.click()}
              disabled={attachments.addPhoto.isPending}
            >
              Add photo
            </Button>
            {/* Opened by the button (keyboard reachable); the back camera on a phone. */}
            <input
              ref={photoInput}
              type="file"
              accept="image/*"
              capture="environment"
              aria-label="Add photo"
              tabIndex={-1}
              hidden
              onChange={addPhoto}
            />
            {canAttach && (
              <Button startIcon={<AttachFile />} onClick={() => setAttaching(true)}>
                Attach files
              </Button>
            )}
          </>
        }
      />
      {canAttach && (
        <FileSelectDialog
          open={attaching}
          max={0}
          onClose={() => setAttaching(false)}
          onSelect={(files) =>
            attachments.save.mutate(
              files.map((file) => file.id),
              { onSuccess: () => enqueueSnackbar(ATTACHMENT_MESSAGES.saved, { variant: 'success' }) },
            )
          }
        />
      )}
    </>
  );
}
