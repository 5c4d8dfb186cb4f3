import type { ReportSummary } from '@fieldbook/domain/reports/reports.payloads';
import Chip from '@mui/material/Chip';

/** DRAFT or PUBLISHED (and Archived, and Waiting for payment), as chips. */
export function ReportStatusChips({
  report,
}: {
  report: Pick<ReportSummary, 'status' | 'archived'> & Partial<Pick<ReportSummary, 'send_pending'>>;
}) {
  return (
    <>
      <Chip
        size="small"
        label={report.status === 'PUBLISHED' ? 'Published' : 'Draft'}
        color={report.status === 'PUBLISHED' ? 'success' : 'default'}
        variant={report.status === 'PUBLISHED' ? 'filled' : 'outlined'}
      />
      {report.send_pending && <Chip size="small" color="warning" label="Email waits for payment" />}
      {report.archived && <Chip size="small" label="Archived" />}
    </>
  );
}
