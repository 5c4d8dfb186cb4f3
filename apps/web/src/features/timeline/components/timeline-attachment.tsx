import { formatDateTime } from '@fieldbook/domain/format/en-au';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { FileThumbnail, FileViewerDialog, fileLabel, truncate } from '../../files/index';
import { ATTACHMENT_MESSAGES, useAttachmentActions } from '../api/attachment-actions';
import type { AttachmentEntry, TimelineOwner } from '../api/timeline-types';

interface TimelineAttachmentProps {
  entry: AttachmentEntry;
  owner: TimelineOwner;
  editable: boolean;
}

/** An attached file: thumbnail and name (opens the viewer), pin and remove. */
export function TimelineAttachment({ entry, owner, editable }: TimelineAttachmentProps) {
  const { enqueueSnackbar } = useSnackbar();
  const actions = useAttachmentActions(owner);
  const [viewing, setViewing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const label = truncate(fileLabel(entry.file), 40);
  const pinned = entry.timeline_pinned;

  const togglePin = () =>
    actions.pin.mutate(
      { id: entry.id, is_pinned: !pinned },
      {
        onSuccess: () =>
          enqueueSnackbar(pinned ? ATTACHMENT_MESSAGES.unpinned : ATTACHMENT_MESSAGES.pinned, { variant: 'success' }),
      },
    );

  return (
    <Box component="article" aria-label={`File ${label}`} sx={{ py: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
      <ButtonBase
        onClick={() => setViewing(true)}
        aria-label={`View ${label}`}
        sx={{ width: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}
      >
        <Box sx={{ width: 56 }}>
          <FileThumbnail file={entry.file} size={56} />
        </Box>
      </ButtonBase>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[
            entry.file.user?.name,
            formatDateTime(entry.timeline_date),
            entry.timeline_morph && `from ${entry.timeline_morph.name}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      {editable && (
        <>
          <Tooltip title={pinned ? 'Unpin' : 'Pin'}>
            <IconButton size="small" aria-label={pinned ? 'Unpin' : 'Pin'} onClick={togglePin}>
              {pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Remove">
            <IconButton size="small" aria-label="Remove attachment" onClick={() => setRemoving(true)}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      <FileViewerDialog fileId={viewing ? entry.id : null} onClose={() => setViewing(false)} />
      <ConfirmDialog
        open={removing}
        title="Remove Attachment"
        message="Remove this file from the record? The file stays in the file store."
        confirmLabel="Remove"
        destructive
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          actions.remove.mutate(entry.id);
        }}
      />
    </Box>
  );
}
