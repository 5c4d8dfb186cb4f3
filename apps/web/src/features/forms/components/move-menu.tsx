import SwapVert from '@mui/icons-material/SwapVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { placeOf, reorder, stepTarget } from './form-draft-order';
import { type FormDraft, sectionName } from './form-editor-model';

/**
 * Moving a section or field without dragging (WCAG 2.5.7): one place up or down, or a field to the end
 * of another section. Every choice is the same `reorder` a drag makes.
 */
export function MoveMenu({
  draft,
  id,
  name,
  onChange,
}: {
  draft: FormDraft;
  id: string;
  name: string;
  onChange: (draft: FormDraft) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const place = placeOf(draft, id);
  const up = stepTarget(draft, id, 'up');
  const down = stepTarget(draft, id, 'down');
  const otherSections =
    place?.kind === 'field'
      ? draft.sections.flatMap((section, index) =>
          index === place.section ? [] : [{ id: section.id, name: sectionName(section, index) }],
        )
      : [];
  const moveOnto = (overId: string) => {
    setAnchor(null);
    onChange(reorder(draft, id, overId));
  };
  const menuId = `move-menu-${id}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${name} to…`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SwapVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={up === null} onClick={() => up && moveOnto(up)}>
          Move up
        </MenuItem>
        <MenuItem disabled={down === null} onClick={() => down && moveOnto(down)}>
          Move down
        </MenuItem>
        {otherSections.map((section) => (
          <MenuItem key={section.id} onClick={() => moveOnto(section.id)}>
            {`Move to the end of ${section.name}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
