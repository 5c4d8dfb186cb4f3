import { SPLIT_VIEW_BREAKPOINT } from '@fieldbook/domain/inputs/list.rules';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMinWidth } from './use-responsive';

export interface SplitViewProps {
  /** The list panel (e.g. a DynamicTable). */
  list: ReactNode;
  /** The item being viewed; null when none is. */
  view: ReactNode | null;
  /** Leaves the view (the back arrow on mobile); usually clears the selected id. */
  onBack: () => void;
  /** Heading beside the back arrow on mobile. */
  viewTitle?: string;
  /** Fills the view panel on desktop while nothing is viewed. */
  placeholder?: ReactNode;
  listLabel?: string;
  viewLabel?: string;
}

/**
 * Two panels, list and view. From 1024 px: the list is 65 % wide, narrowing to 350 px while an item
 * is viewed. Below 1024 px (mobile mode) one panel shows at a time, the view with a back arrow.
 */
export function SplitView({
  list,
  view,
  onBack,
  viewTitle,
  placeholder,
  listLabel = 'List',
  viewLabel = 'Details',
}: SplitViewProps) {
  const desktop = useMinWidth(SPLIT_VIEW_BREAKPOINT);
  const viewing = view !== null && view !== undefined;

  if (!desktop) {
    return viewing ? (
      <Box component="section" aria-label={viewLabel} data-mode="mobile">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <IconButton aria-label="Back" onClick={onBack} edge="start">
            <ArrowBack />
          </IconButton>
          {viewTitle && (
            <Typography variant="h6" component="h2" noWrap>
              {viewTitle}
            </Typography>
          )}
        </Box>
        {view}
      </Box>
    ) : (
      <Box component="section" aria-label={listLabel} data-mode="mobile">
        {list}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch', minHeight: 0 }} data-mode="desktop">
      <Box
        component="section"
        aria-label={listLabel}
        sx={{
          flex: viewing ? '0 0 350px' : '0 0 65%',
          width: viewing ? 350 : '65%',
          minWidth: 0,
          transition: 'flex-basis 150ms',
        }}
      >
        {list}
      </Box>
      <Box component="section" aria-label={viewLabel} sx={{ flex: 1, minWidth: 0 }}>
        {viewing ? view : placeholder}
      </Box>
    </Box>
  );
}
