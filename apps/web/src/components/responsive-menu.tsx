import { RESPONSIVE_MENU_BREAKPOINT } from '@fieldbook/domain/inputs/list.rules';
import Drawer from '@mui/material/Drawer';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuList from '@mui/material/MenuList';
import type { ReactNode } from 'react';
import { useMinWidth } from './use-responsive';

export interface ResponsiveMenuProps {
  open: boolean;
  /** The element the menu opens from (desktop). */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** Accessible name; also the bottom sheet's heading. */
  label: string;
  /** MenuItem elements; they work in both forms. Close the menu in their onClick. */
  children: ReactNode;
}

/** A Menu from 450 px; below that a bottom sheet popup with the same items. */
export function ResponsiveMenu({ open, anchorEl, onClose, label, children }: ResponsiveMenuProps) {
  const wide = useMinWidth(RESPONSIVE_MENU_BREAKPOINT);
  if (wide) {
    return (
      <Menu open={open} anchorEl={anchorEl} onClose={onClose} slotProps={{ list: { 'aria-label': label } }}>
        {children}
      </Menu>
    );
  }
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': label, sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
      }}
    >
      <MenuList
        autoFocusItem={open}
        aria-label={label}
        subheader={<ListSubheader component="div">{label}</ListSubheader>}
      >
        {children}
      </MenuList>
    </Drawer>
  );
}
