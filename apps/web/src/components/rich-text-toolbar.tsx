import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { RichTextLinkDialog } from './rich-text-link-dialog';

interface Action {
  label: string;
  icon: ReactNode;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const ACTIONS: Action[] = [
  {
    label: 'Bold',
    icon: <FormatBold fontSize="small" />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: <FormatItalic fontSize="small" />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    icon: <FormatUnderlined fontSize="small" />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Bulleted list',
    icon: <FormatListBulleted fontSize="small" />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <FormatListNumbered fontSize="small" />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

const LINK_INDEX = ACTIONS.length;

/** The editor's toolbar: one tab stop, arrow keys move between buttons (WAI-ARIA toolbar pattern). */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [focused, setFocused] = useState(0);
  const [linking, setLinking] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => [...ACTIONS.map((action) => action.active(e)), e.isActive('link')],
  });

  const move = (event: KeyboardEvent) => {
    const last = LINK_INDEX;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + last + 1) % (last + 1);
    setFocused(index);
    buttons.current[index]?.focus();
  };

  const button = (index: number, title: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip key={title} title={title}>
      <IconButton
        size="small"
        ref={(node) => {
          buttons.current[index] = node;
        }}
        aria-label={title}
        aria-pressed={active[index]}
        tabIndex={focused === index ? 0 : -1}
        color={active[index] ? 'primary' : 'default'}
        // Keeps the editor's selection while clicking.
        onMouseDown={(event) => event.preventDefault()}
        onFocus={() => setFocused(index)}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box
      role="toolbar"
      aria-label={label}
      onKeyDown={move}
      sx={{ display: 'flex', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
    >
      {ACTIONS.map((action, index) => button(index, action.label, action.icon, () => action.run(editor)))}
      {button(LINK_INDEX, 'Link', <LinkIcon fontSize="small" />, () =>
        active[LINK_INDEX] ? editor.chain().focus().unsetLink().run() : setLinking(true),
      )}
      <RichTextLinkDialog
        open={linking}
        onClose={() => setLinking(false)}
        onSave={(href) => {
          setLinking(false);
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </Box>
  );
}
