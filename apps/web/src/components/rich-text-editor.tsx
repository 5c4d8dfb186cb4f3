import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  /** HTML. The editor follows outside changes (e.g. cleared after saving). */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editable area. */
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  error?: string;
}

/** A small TipTap editor: bold, italic, underline, lists and links, with a keyboard-friendly toolbar. */
export function RichTextEditor({ value, onChange, label, placeholder, autoFocus = false, error }: RichTextEditorProps) {
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // An outside reset (the parent cleared its draft) replaces the content; own edits already match.
  // A destroyed editor has lost its schema, and reading its HTML throws.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (editor.getHTML() !== value && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
          '& .tiptap': { minHeight: 72, px: 1.5, py: 1, outline: 'none', overflowWrap: 'anywhere' },
          '& .tiptap p': { my: 0.5 },
          '& .tiptap p.is-editor-empty:first-of-type::before': {
            content: 'attr(data-placeholder)',
            color: 'text.disabled',
            float: 'left',
            height: 0,
            pointerEvents: 'none',
          },
        }}
      >
        <RichTextToolbar editor={editor} label={`${label} formatting`} />
        <EditorContent editor={editor} />
      </Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
