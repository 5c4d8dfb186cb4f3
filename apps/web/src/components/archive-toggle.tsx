import Archive from '@mui/icons-material/Archive';
import Block from '@mui/icons-material/Block';
import Restore from '@mui/icons-material/Restore';
import Unarchive from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ArchiveToggleProps {
  archived: boolean;
  /** Staff are deactivated; everything else is archived. */
  verb?: 'Archive' | 'Deactivate';
  /** Names the record in the question: "Archive client?". */
  noun: string;
  /** What archiving (or deactivating) does, asked before it happens. */
  archiveMessage: string;
  /** What restoring does. */
  restoreMessage: string;
  disabled?: boolean;
  onConfirm: () => void;
}

/** Archive (or Deactivate) and Restore, each confirmed first: a record's most common undoable change. */
export function ArchiveToggle(props: ArchiveToggleProps) {
  const { archived, verb = 'Archive', noun, archiveMessage, restoreMessage, disabled, onConfirm } = props;
  const [confirming, setConfirming] = useState(false);
  const deactivating = verb === 'Deactivate';
  const label = archived ? 'Restore' : verb;
  const restoreIcon = deactivating ? <Restore /> : <Unarchive />;
  const archiveIcon = deactivating ? <Block /> : <Archive />;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color={archived ? 'primary' : deactivating ? 'error' : 'warning'}
        startIcon={archived ? restoreIcon : archiveIcon}
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`${label} ${noun}?`}
        message={archived ? restoreMessage : archiveMessage}
        confirmLabel={label}
        destructive={!archived}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
