import type { MergeField } from '@fieldbook/domain/communication-templates/communication-templates.constants';
import DataObject from '@mui/icons-material/DataObject';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

/** "Insert Merge Field": a menu of the kind's fields; choosing one hands `{{key}}` to the caller. */
export function MergeFieldPicker(props: { fields: readonly MergeField[]; onPick: (tag: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        startIcon={<DataObject />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // Keep the text field's cursor: the button must not take the focus on mouse down.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Insert Merge Field
      </Button>
      {/* Focus goes back to the text field after a pick (the caller's), to the button on Escape. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        disableRestoreFocus
        onClose={() => {
          anchor?.focus();
          setAnchor(null);
        }}
      >
        {props.fields.map((field) => (
          <MenuItem
            key={field.key}
            onClick={() => {
              setAnchor(null);
              props.onPick(`{{${field.key}}}`);
            }}
          >
            <ListItemText primary={field.label} secondary={`{{${field.key}}}`} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
