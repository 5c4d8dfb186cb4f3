import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';

export interface WidgetRow {
  key: number;
  primary: ReactNode;
  secondary?: ReactNode;
  /** A figure shown at the row's end (an amount). */
  end?: ReactNode;
  /** The record's screen, when it exists and may be opened. */
  to?: string | null;
}

/** A widget's body while it loads, when it failed or is empty, else what `children` renders. */
export function WidgetState<T>({
  query,
  skeletonRows,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  skeletonRows: number;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      // Spoken as "Loading"; the placeholders themselves are not read (an aria-label would not match their text).
      <div role="status">
        <Box component="span" sx={visuallyHidden}>
          Loading
        </Box>
        {Array.from({ length: skeletonRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
          <Skeleton key={i} variant="text" height={40} aria-hidden />
        ))}
      </div>
    );
  }
  if (query.isError) return <Typography color="error">This widget could not be loaded.</Typography>;
  if (isEmpty(query.data)) return <Typography color="text.secondary">{empty}</Typography>;
  return children(query.data);
}

function WidgetRowItem({ row }: { row: WidgetRow }) {
  const content = (
    <>
      <ListItemText primary={row.primary} secondary={row.secondary} />
      {row.end && (
        <Typography component="span" variant="body2" sx={{ ml: 2, whiteSpace: 'nowrap' }}>
          {row.end}
        </Typography>
      )}
    </>
  );
  return row.to ? (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={row.to}>
        {content}
      </ListItemButton>
    </ListItem>
  ) : (
    <ListItem>{content}</ListItem>
  );
}

/** The rows of a list widget and, when there are more than shown, how many in all. */
export function WidgetList({ rows, total }: { rows: WidgetRow[]; total: number }) {
  return (
    <>
      <List dense disablePadding>
        {rows.map((row) => (
          <WidgetRowItem key={row.key} row={row} />
        ))}
      </List>
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing {rows.length} of {total}
        </Typography>
      )}
    </>
  );
}
