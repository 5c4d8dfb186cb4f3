import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useMinWidth } from './use-responsive';

export interface FormDialogProps {
  title: string;
  /** The dialog's width where the screen is wide enough; narrower screens get the whole screen. */
  width: number;
  /** Below this screen width the dialog fills the screen (defaults to its own width). */
  fullScreenBelow?: number;
  /** Asks before discarding (useConfirmDiscard), so closing by Escape or the backdrop asks too. */
  onClose: () => void;
  onSubmit: FormEventHandler;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** An add/edit dialog: a titled form with scrolling content, Cancel and the submit button. */
export function FormDialog(props: FormDialogProps) {
  const { title, width, fullScreenBelow = width, onClose, onSubmit, submitLabel, submitting, children } = props;
  const wide = useMinWidth(fullScreenBelow);
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={!wide}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: wide ? { width: '100%', maxWidth: width } : undefined } }}
    >
      <Box
        component="form"
        onSubmit={(event) => {
          // React bubbles events through portals: a dialog opened from another form's dialog must
          // not submit that form too.
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
        aria-labelledby={titleId}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
