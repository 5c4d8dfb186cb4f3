import { isBlankHtml, NOTE_MESSAGES } from '@fieldbook/domain/notes/notes.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor';

interface NoteFormProps {
  /** The editor's accessible name. */
  label: string;
  initialValue?: string;
  submitLabel: string;
  pending: boolean;
  /** Called with non-blank HTML; the form empties once it resolves. A failure keeps the draft. */
  onSubmit: (html: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Extra controls left of the buttons (Hidden, Attach files). */
  extra?: ReactNode;
  autoFocus?: boolean;
}

/** A note editor with its submit button; a note with no text sends nothing and says why. */
export function NoteForm({
  label,
  initialValue = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  extra,
  autoFocus,
}: NoteFormProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string>();

  const submit = () => {
    if (isBlankHtml(value)) {
      setError(NOTE_MESSAGES.empty);
      return;
    }
    onSubmit(value).then(
      () => setValue(''),
      () => {}, // the HTTP client already told the user; keep the draft
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <LazyRichTextEditor
        label={label}
        placeholder="Write a note..."
        value={value}
        autoFocus={autoFocus}
        error={error}
        onChange={(html) => {
          setValue(html);
          setError(undefined);
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {extra}
        <Box sx={{ flex: 1 }} />
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button variant="contained" onClick={submit} disabled={pending}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
