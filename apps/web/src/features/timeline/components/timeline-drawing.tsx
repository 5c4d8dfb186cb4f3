import { formatTime } from '@fieldbook/domain/format/en-au';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import type { DrawingEntry } from '../api/timeline-types';

/** A drawing on a record's timeline: its PNG, title and reference, linking to drawings/{id}. */
export function TimelineDrawing({ entry }: { entry: DrawingEntry }) {
  const to = usePortalPath();
  return (
    <Box component="article" aria-label={`Drawing ${entry.title}`} sx={{ py: 1, display: 'flex', gap: 1.5 }}>
      <Box
        component="img"
        src={entry.signed_thumbnail_url}
        alt=""
        loading="lazy"
        sx={{ width: 96, height: 64, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={to(`drawings/${entry.id}`)} variant="subtitle2">
            {entry.title}
          </Link>
          {entry.archived && <Chip size="small" label="Archived" />}
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {formatTime(entry.timeline_date)}
          </Typography>
        </Box>
        {entry.reference_id && (
          <Typography variant="body2" color="text.secondary">
            {entry.reference_id}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
