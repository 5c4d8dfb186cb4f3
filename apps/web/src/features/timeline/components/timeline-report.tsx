import { formatDate, formatTime } from '@fieldbook/domain/format/en-au';
import Description from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ReportStatusChips } from '../../../components/report-status-chip';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import type { ReportEntry } from '../api/timeline-types';

/** A report on a record's timeline: its template, reference, date, site and status; opens reports/{id}. */
export function TimelineReport({ entry }: { entry: ReportEntry }) {
  const to = usePortalPath();
  const canView = useCan('canViewReports');
  const title = `${entry.template.title} ${entry.reference_id}`;
  return (
    <Box component="article" aria-label={`Report ${title}`} sx={{ py: 1, display: 'flex', gap: 1.5 }}>
      <Description color="action" sx={{ mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          {canView ? (
            <Link component={RouterLink} to={to(`reports/${entry.id}?back=true`)} variant="subtitle2">
              {title}
            </Link>
          ) : (
            <Typography variant="subtitle2">{title}</Typography>
          )}
          <ReportStatusChips report={entry} />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {formatTime(entry.timeline_date)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[entry.template.standard, formatDate(entry.report_date), entry.address?.full_address]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}
