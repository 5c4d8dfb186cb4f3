import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

// Placeholders until the product names its support address and help centre (the spec names neither).
const SUPPORT_EMAIL = 'support@fieldbook.app';
const HELP_CENTER_URL = 'https://help.fieldbook.app';

/**
 * The Beta chip (platform spec: a Beta chip marks beta features); pressing it opens the beta feature
 * dialog with Report Problem, Leave Feedback and Open Help Center.
 */
export function BetaChip() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const mail = (subject: string) => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
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
          <Button href={mail('Beta forms: a problem')}>Report Problem</Button>
          <Button href={mail('Beta forms: feedback')}>Leave Feedback</Button>
          <Button href={HELP_CENTER_URL} target="_blank" rel="noopener">
            Open Help Center
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
