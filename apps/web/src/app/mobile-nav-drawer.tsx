import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/**
 * The navigation as a temporary drawer, on screens narrower than the permanent one needs. The shell
 * fetches it when first opened: the drawer brings MUI's Modal, which a desktop's first screen lacks.
 */
export function MobileNavDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // MUI gives the paper role="dialog": a dialog needs a name (axe's aria-dialog-name).
      slotProps={{ paper: { 'aria-label': 'Navigation' } }}
      sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  );
}
