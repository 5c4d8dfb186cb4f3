import { formatTime } from '@fieldbook/domain/format/en-au';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LogEntry, TimelineEntry, TimelineOwner } from '../api/timeline-types';
import { TimelineAppointment } from './timeline-appointment';
import { TimelineAttachment } from './timeline-attachment';
import { TimelineCommunication } from './timeline-communication';
import { TimelineDocument } from './timeline-document';
import { TimelineDrawing } from './timeline-drawing';
import { TimelineNote } from './timeline-note';
import { TimelineReport } from './timeline-report';

/** A log line; also the view of any type without its own (the server may send more types than this build knows). */
function TimelineLogLine({ entry }: { entry: LogEntry }) {
  return (
    <Box sx={{ py: 0.75, display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {entry.description ?? entry.action}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {entry.name ? `${entry.name} · ` : ''}
        {formatTime(entry.timeline_date)}
      </Typography>
    </Box>
  );
}

/** One entry in its type's view; entries collated from a linked record (timeline_morph) are read-only. */
export function TimelineEntryView({
  entry,
  owner,
  editable,
}: {
  entry: TimelineEntry;
  owner: TimelineOwner;
  editable: boolean;
}) {
  const canChange = editable && !entry.timeline_morph;
  if (entry.timeline_type === 'note') {
    // Others' notes change only for a holder of the section's edit permission (the server's can_edit).
    return <TimelineNote note={entry} owner={owner} editable={canChange && entry.can_edit} />;
  }
  if (entry.timeline_type === 'attachment') {
    return <TimelineAttachment entry={entry} owner={owner} editable={canChange} />;
  }
  if (entry.timeline_type === 'communication') return <TimelineCommunication entry={entry} />;
  if (entry.timeline_type === 'quotation' || entry.timeline_type === 'invoice')
    return <TimelineDocument entry={entry} />;
  if (entry.timeline_type === 'appointment' || entry.timeline_type === 'appointment_future') {
    return <TimelineAppointment entry={entry} />;
  }
  if (entry.timeline_type === 'drawing') return <TimelineDrawing entry={entry} />;
  if (entry.timeline_type === 'report') return <TimelineReport entry={entry} />;
  return <TimelineLogLine entry={entry} />;
}
