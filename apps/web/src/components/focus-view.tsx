import { FOCUS_VIEW_BREAKPOINT } from '@fieldbook/domain/inputs/list.rules';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useMinWidth } from './use-responsive';

export interface FocusViewProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Width of the side panel on desktop; 400 px by default. */
  width?: number;
  /** Buttons in the header, before the close button. */
  actions?: ReactNode;
}

/**
 * Focus on one thing next to the page: a side panel (an aside beside the content) from 1024 px,
 * a full-screen dialog on mobile. Place it as the last child of a flex row.
 */
export function FocusView({ open, title, onClose, children, width = 400, actions }: FocusViewProps) {
  const desktop = useMinWidth(FOCUS_VIEW_BREAKPOINT);
  const titleId = useId();
  const close = (
    <IconButton aria-label="Close" onClick={onClose} size="small">
      <CloseIcon />
    </IconButton>
  );

  if (!desktop) {
    return (
      <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>{title}</Box>
          {actions}
          {close}
        </DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
      </Dialog>
    );
  }

  if (!open) return null;
  return (
    <Paper
      component="aside"
      aria-labelledby={titleId}
      variant="outlined"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      sx={{
        width,
        flex: `0 0 ${width}px`,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        {actions}
        {close}
      </Box>
      <Box sx={{ p: 2, overflow: 'auto' }}>{children}</Box>
    </Paper>
  );
}
