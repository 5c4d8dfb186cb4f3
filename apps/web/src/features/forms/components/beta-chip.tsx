import type { FeedbackKind } from '@fieldbook/domain/feedback/feedback.constants';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { FeedbackDialog } from '../../feedback/index';

// A placeholder until the product names its help centre (the spec does not).
const HELP_CENTER_URL = 'https://help.fieldbook.app';

/**
 * The Beta chip (platform spec: a Beta chip marks beta features); pressing it opens the beta feature
 * dialog with Report Problem, Leave Feedback (each a message to the team) and Open Help Center.
 */
export function BetaChip() {
  const [open, setOpen] = useState(false);
  const [writing, setWriting] = useState<FeedbackKind | null>(null);
  const titleId = useId();
  const write = (kind: FeedbackKind) => {
    setOpen(false);
    setWriting(kind);
  };
  return (
    <>
      <Chip
        size="small"
        color="secondary"
        label="Beta"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <DialogTitle id={titleId}>Beta feature</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Beta forms are still being refined and may change. Tell us what works and what does not.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => write('PROBLEM')}>Report Problem</Button>
          <Button onClick={() => write('FEEDBACK')}>Leave Feedback</Button>
          <Button href={HELP_CENTER_URL} target="_blank" rel="noopener">
            Open Help Center
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      {writing && <FeedbackDialog kind={writing} onClose={() => setWriting(null)} />}
    </>
  );
}
