import { formatDate } from '@fieldbook/domain/format/en-au';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Publish from '@mui/icons-material/Publish';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ReportStatusChips } from '../../../components/report-status-chip';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { saveFile } from '../../../lib/save-file';
import { useCan } from '../../../lib/session/load-user';
import { downloadReportPdf, type Report, useReport, useToggleReportArchive } from '../api/reports-api';
import { ReportAnswers } from '../components/report-answers';
import { ReportSendDialog } from '../components/report-send-dialog';
import { useReportImages } from '../components/use-report-images';

/** The file name the PDF is saved as when the server names none. */
export const reportFileName = (report: Pick<Report, 'template' | 'reference_id'>) =>
  `${report.template.title}-${report.reference_id}.pdf`;

/** reports/{reportId}: the report read back, with Edit, Publish, Send, the PDF and Archive as the user may. */
export function ReportPage() {
  const id = Number(useParams().reportId);
  const to = usePortalPath();
  const canEdit = useCan('canEditReports');
  const query = useReport(Number.isInteger(id) ? id : 0);
  const report = query.data;
  const { images } = useReportImages(report);
  const archive = useToggleReportArchive(id);
  const [dialog, setDialog] = useState<'publish' | 'send' | null>(null);
  const [downloading, setDownloading] = useState(false);
  useEffect(() => {
    if (report) document.title = `${report.template.title} ${report.reference_id} · Reports · Fieldbook`;
  }, [report]);

  if (!Number.isInteger(id) || id <= 0 || readFailed(query)) return <Alert severity="error">Report not found</Alert>;
  if (!report) return <CircularProgress aria-label="Loading report" />;

  const pdf = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadReportPdf(report.id), reportFileName(report));
    } catch (error) {
      // The http client has already said why; anything else is a bug.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={report.template.title}
        subtitle={[report.reference_id, report.client.display_name, formatDate(report.report_date)]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Box component="nav" aria-label="Report actions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<ArrowBack />} component={RouterLink} to={to(`clients/${report.client.id}`)}>
              Client
            </Button>
            <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={pdf} disabled={downloading}>
              PDF
            </Button>
            {canEdit && (
              <Button variant="outlined" onClick={() => archive.mutate()} disabled={archive.isPending}>
                {report.archived ? 'Restore' : 'Archive'}
              </Button>
            )}
            {report.can_edit && (
              <Button
                variant="outlined"
                startIcon={<Edit />}
                component={RouterLink}
                to={to(`reports/${report.id}/edit`)}
              >
                Edit
              </Button>
            )}
            {report.can_publish && (
              <Button variant="contained" startIcon={<Publish />} onClick={() => setDialog('publish')}>
                Publish
              </Button>
            )}
            {canEdit && report.status === 'PUBLISHED' && !report.archived && (
              <Button variant="contained" startIcon={<Send />} onClick={() => setDialog('send')}>
                Send
              </Button>
            )}
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ReportStatusChips report={report} />
        {report.template.standard && (
          <Typography variant="body2" color="text.secondary">
            Standard: {report.template.standard}
          </Typography>
        )}
        {report.address?.full_address && (
          <Typography variant="body2" color="text.secondary">
            Site: {report.address.full_address}
          </Typography>
        )}
        {report.published_by && report.published_at && (
          <Typography variant="body2" color="text.secondary">
            Published by {report.published_by.name} on {formatDate(report.published_at)}
          </Typography>
        )}
      </Box>
      <ReportAnswers definition={report.form.definition} answers={report.answers} images={images} />
      {dialog && <ReportSendDialog report={report} action={dialog} open onClose={() => setDialog(null)} />}
    </>
  );
}
