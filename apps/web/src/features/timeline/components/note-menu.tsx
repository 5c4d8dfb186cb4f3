import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { ResponsiveMenu } from '../../../components/responsive-menu';

interface NoteMenuProps {
  /** Edit and Delete; Preview is always there. */
  editable: boolean;
  onEdit: () => void;
  onPreview: () => void;
  onDelete: () => void;
}

/** A note's menu: Edit, Preview... (the whole note) and Delete. */
export function NoteMenu({ editable, onEdit, onPreview, onDelete }: NoteMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label="Note actions"
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <ResponsiveMenu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} label="Note actions">
        {editable && <MenuItem onClick={pick(onEdit)}>Edit</MenuItem>}
        <MenuItem onClick={pick(onPreview)}>Preview...</MenuItem>
        {editable && <MenuItem onClick={pick(onDelete)}>Delete</MenuItem>}
      </ResponsiveMenu>
    </>
  );
}
