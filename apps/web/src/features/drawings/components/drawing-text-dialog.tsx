import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** A key typed into a field, not a shortcut for the editor. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The text tool's words, asked for where the user clicked. */
export function DrawingTextDialog({ onPlace, onClose }: { onPlace(text: string): void; onClose(): void }) {
  const [text, setText] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="drawing-text-title" fullWidth maxWidth="xs">
      <DialogTitle id="drawing-text-title">Add Text</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          label="Text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!text.trim()} onClick={() => onPlace(text.trim())}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
