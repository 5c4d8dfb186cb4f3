import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { LazyDialogFallback } from '../../../components/lazy-dialog-fallback';
import { ApiError } from '../../../lib/http-client';
import { readFailed } from '../../../lib/read-failed';
import { useTimeline } from '../api/get-timeline';
import { canAddTo, canViewEntries, type TimelineOwner, type TimelineReadOnly } from '../api/timeline-types';
import { AppointmentOpenerProvider, useAppointmentDialogsSlot } from './appointment-opener';
import { NoteComposer } from './note-composer';
import { TimelineEntries } from './timeline-entries';
import { showsUpcomingOnly } from './timeline-grouping';
import { TimelineSidebar } from './timeline-sidebar';
import { TimelineTip } from './timeline-tip';
import { useScrolledPast } from './use-scrolled-past';
import { useTimelineFilters } from './use-timeline-filters';

/** Spec section 9: 'Back To Top' shows after scrolling this far. */
const BACK_TO_TOP_PX = 1000;

export interface TimelinePanelProps {
  owner: TimelineOwner;
  readOnly?: TimelineReadOnly;
}

/** Lets the timeline inside open its appointment entries, where the app gives the dialogs. */
function WithAppointmentOpener({ owner, children }: { owner: TimelineOwner; children: ReactNode }) {
  const Dialogs = useAppointmentDialogsSlot();
  // `seq` mounts them afresh for each opening, the same entry's again too.
  const [opened, setOpened] = useState<{ id: number; seq: number } | null>(null);
  if (!Dialogs) return children;
  return (
    <AppointmentOpenerProvider open={(id) => setOpened((last) => ({ id, seq: (last?.seq ?? 0) + 1 }))}>
      {children}
      {opened && (
        <Suspense fallback={<LazyDialogFallback />}>
          <Dialogs key={opened.seq} id={opened.id} owner={owner} />
        </Suspense>
      )}
    </AppointmentOpenerProvider>
  );
}

/** The Activity Timeline of any record: tip, add area, filters on the left, grouped entries on the right. */
export function TimelinePanel({ owner, readOnly = false }: TimelinePanelProps) {
  const canView = canViewEntries(readOnly);
  const filters = useTimelineFilters();
  const timeline = useTimeline(owner, filters.applied, canView);
  const root = useRef<HTMLDivElement>(null);
  const backToTop = useScrolledPast(BACK_TO_TOP_PX, root);
  const entries = useMemo(() => timeline.data?.pages.flatMap((page) => page.timeline) ?? [], [timeline.data]);
  const first = timeline.data?.pages[0];
  const rangeError = timeline.error instanceof ApiError ? timeline.error.fieldError('start') : undefined;
  // Offline, the entries already read stay (the kept day's, or those before Show Older found no network).
  const failed = readFailed(timeline);

  const panel = (
    <Box ref={root} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TimelineTip />
      {canAddTo(readOnly) && <NoteComposer owner={owner} />}
      {canView && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 300px) 1fr' } }}>
          <TimelineSidebar
            filters={filters}
            tiles={first?.tiles ?? []}
            hasCollated={first?.has_collated ?? false}
            serverRangeError={rangeError}
          />
          <Box sx={{ minWidth: 0 }}>
            {timeline.isPending && (
              <Box role="progressbar" aria-label="Loading entries">
                <Skeleton height={40} />
                <Skeleton height={40} />
                <Skeleton height={40} />
              </Box>
            )}
            {failed && !rangeError && <Alert severity="error">{timeline.error?.message}</Alert>}
            {!failed && timeline.data && (
              <TimelineEntries
                entries={entries}
                owner={owner}
                editable={readOnly === false}
                hasMore={timeline.hasNextPage}
                loadingMore={timeline.isFetchingNextPage}
                onShowOlder={() => timeline.fetchNextPage()}
                ascending={showsUpcomingOnly(filters.applied.types)}
              />
            )}
            {backToTop.past && (
              <Button
                variant="contained"
                startIcon={<ArrowUpward />}
                onClick={backToTop.scrollToTop}
                sx={{ position: 'sticky', bottom: 16, float: 'right' }}
              >
                Back To Top
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
  return <WithAppointmentOpener owner={owner}>{panel}</WithAppointmentOpener>;
}
