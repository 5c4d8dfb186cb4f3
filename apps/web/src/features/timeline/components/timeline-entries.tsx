import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { entryKey, type TimelineEntry, type TimelineOwner } from '../api/timeline-types';
import { TimelineEntryView } from './timeline-entry';
import { groupEntries } from './timeline-grouping';

interface TimelineEntriesProps {
  entries: readonly TimelineEntry[];
  owner: TimelineOwner;
  editable: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onShowOlder: () => void;
  /** Soonest first (only upcoming appointments shown). */
  ascending?: boolean;
}

/** The right column: entries grouped by date, the Pinned group first, then 'Show Older Results...'. */
export function TimelineEntries({
  entries,
  owner,
  editable,
  hasMore,
  loadingMore,
  onShowOlder,
  ascending = false,
}: TimelineEntriesProps) {
  const groups = useMemo(() => groupEntries(entries, ascending), [entries, ascending]);
  if (groups.length === 0) return <EmptyState title="No entries to display" />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {groups.map(({ group, entries: list }) => (
        <Box component="section" key={group} aria-label={group}>
          <Typography variant="overline" component="h3" color="text.secondary">
            {group}
          </Typography>
          <Divider />
          {list.map((entry) => (
            <TimelineEntryView key={entryKey(entry)} entry={entry} owner={owner} editable={editable} />
          ))}
        </Box>
      ))}
      {hasMore && (
        <Button onClick={onShowOlder} disabled={loadingMore} sx={{ alignSelf: 'center' }}>
          Show Older Results...
        </Button>
      )}
    </Box>
  );
}
