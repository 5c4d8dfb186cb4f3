import type { Address } from '@fieldbook/domain/company/company.schemas';
import { answerableFields, type FormAnswers, normaliseAnswers } from '@fieldbook/domain/forms/forms.rules';
import { REPORT_MESSAGES } from '@fieldbook/domain/reports/reports.constants';
import Publish from '@mui/icons-material/Publish';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { AddressField } from '../../../components/address-field';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { ReportStatusChips } from '../../../components/report-status-chip';
import { ApiError } from '../../../lib/http-client';
import { hasQueued, QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { isProvisional } from '../../../lib/offline/created-ids';
import { useOnline } from '../../../lib/offline/offline-session';
import { keepFile, type ReportImageUpload } from '../../../lib/offline/outbox-senders';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { PendingChanges } from '../../offline/index';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../api/report-draft-store';
import { type Report, reportRecord, useCreatedReportId, useReport, useSaveReport } from '../api/reports-api';
import { ReportFormFiller } from '../components/report-form-filler';
import { signatureFile } from '../components/report-images';
import { ReportSendDialog } from '../components/report-send-dialog';
import { useReportImages } from '../components/use-report-images';

export const OFFLINE_MESSAGE =
  'You are offline. Your answers are kept on this device; Save and Publish wait on it and are sent when you are back online.';
const RESTORED_MESSAGE = 'Answers typed on this device that were not saved yet have been restored.';

/** One line over the form naming what its marked fields need. */
const answersProblem = (fields: Record<string, string>) =>
  `${Object.keys(fields).length === 1 ? 'One answer needs' : `${Object.keys(fields).length} answers need`} a look: ${Object.values(fields).join(' ')}`;

/** The filler of one draft: every change kept on the device at once, sent to the server with Save or Publish. */
function ReportEditor({ report }: { report: Report }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const online = useOnline();
  const definition = report.form.definition;
  const [restored] = useState(() => {
    const local = readLocalDraft(report.id);
    return local && local.base === report.updated_at ? local : null;
  });
  const [answers, setAnswers] = useState<FormAnswers>(restored?.answers ?? report.answers);
  const [reportDate, setReportDate] = useState(restored?.report_date || report.report_date);
  const [reference, setReference] = useState(restored?.reference_id || report.reference_id);
  const [address, setAddress] = useState<Address | null>(report.address);
  // Sent only when changed here: a draft made offline shows no address until the server has filled one in.
  const [addressChanged, setAddressChanged] = useState(false);
  const [base, setBase] = useState(report.updated_at);
  const [dirty, setDirty] = useState(restored !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveReport(report.id);
  const { images, added, add } = useReportImages(report, restored?.images);

  useEffect(() => {
    document.title = `${report.template.title} ${report.reference_id} · Fill Report · Fieldbook`;
  }, [report]);
  useEffect(() => {
    if (dirty)
      writeLocalDraft(report.id, { answers, report_date: reportDate, reference_id: reference, base, images: added });
  }, [dirty, answers, reportDate, reference, base, added, report.id]);

  const change = (fieldId: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [fieldId]: value }));
    setDirty(true);
  };

  /**
   * Saves the draft with the signatures drawn since the last save (uploaded first): answers the saved
   * report, 'queued' when it waits on the device for the network, or null when it was refused.
   */
  const persist = async (): Promise<Report | 'queued' | null> => {
    setErrors({});
    setProblem(null);
    try {
      const next = { ...answers };
      const images: ReportImageUpload[] = [];
      for (const field of answerableFields(definition)) {
        const value = next[field.id];
        if (field.type !== 'signature' || typeof value !== 'string') continue;
        // A stand-in id (negative: never a file's) until the signature is uploaded, now or on replay.
        const ref = -(images.length + 1);
        images.push({ field: field.id, ref, file: await keepFile(signatureFile(value), 'signature.png') });
        next[field.id] = ref;
      }
      // Behind a queued save the version typed on is that save's to name: it is this one's base.
      const version = hasQueued(reportRecord(report.id)) ? {} : { updated_at: base };
      const body = { answers: normaliseAnswers(definition, next), report_date: reportDate, reference_id: reference };
      const where = addressChanged ? { address } : {};
      const saved = await save.mutateAsync({ body: { ...body, ...where, ...version }, images });
      // Queued: the answers stay on the form and in the local draft, which a reload offline restores.
      setDirty(false);
      if (!saved) return 'queued';
      clearLocalDraft(report.id);
      setBase(saved.updated_at);
      // The signatures drawn are stored images now.
      setAnswers((current) => ({
        ...current,
        ...Object.fromEntries(images.map((image) => [image.field, saved.answers[image.field]])),
      }));
      return saved;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 0) {
        setProblem(OFFLINE_MESSAGE);
        return null;
      }
      // The filler names answers by field id; the server as answers.<field id>.
      const fields = Object.fromEntries(
        Object.entries(error.firstMessages()).map(([field, message]) => [field.replace(/^answers\./, ''), message]),
      );
      setErrors(fields);
      const answerProblems = Object.keys(fields).length > 0;
      setProblem(error.status === 409 || !answerProblems ? error.message : answersProblem(fields));
      return null;
    }
  };

  const onSave = async () => {
    setBusy(true);
    const saved = await persist();
    setBusy(false);
    if (saved) enqueueSnackbar(saved === 'queued' ? QUEUED_MESSAGE : REPORT_MESSAGES.saved, { variant: 'success' });
  };

  const onPublish = async () => {
    if (!dirty) {
      setPublishing({ ...report, updated_at: base });
      return;
    }
    setBusy(true);
    const saved = await persist();
    setBusy(false);
    // Queued: publishing queues behind the save.
    if (saved === 'queued') setPublishing({ ...report, updated_at: base });
    else if (saved) setPublishing(saved);
  };

  // At the top and again at the foot of a long form, where a phone's thumb ends up.
  const saveAndPublish = (
    <>
      <Button variant="outlined" startIcon={<Save />} onClick={onSave} disabled={busy}>
        Save
      </Button>
      {report.can_publish && (
        <Button variant="contained" startIcon={<Publish />} onClick={onPublish} disabled={busy}>
          Publish
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={report.template.title}
        subtitle={[reference, report.client.display_name].filter(Boolean).join(' · ')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {/* A draft made on this device has nothing to view until the server has it. */}
            {!isProvisional(report.id) && (
              <Button component={RouterLink} to={to(`reports/${report.id}`)}>
                View
              </Button>
            )}
            {saveAndPublish}
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <ReportStatusChips report={report} />
        <PendingChanges record={reportRecord(report.id)} />
      </Box>
      {!online && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {OFFLINE_MESSAGE}
        </Alert>
      )}
      {restored && dirty && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {RESTORED_MESSAGE}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }} component="section" aria-label="Report details">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label="Report date"
            value={reportDate}
            onChange={(event) => {
              setReportDate(event.target.value);
              setDirty(true);
            }}
            error={Boolean(errors.report_date)}
            helperText={errors.report_date}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 160px' }}
          />
          <TextField
            label="Reference"
            value={reference}
            onChange={(event) => {
              setReference(event.target.value);
              setDirty(true);
            }}
            error={Boolean(errors.reference_id)}
            helperText={errors.reference_id}
            sx={{ flex: '1 1 160px' }}
          />
          <Box sx={{ flex: '2 1 280px' }}>
            <AddressField
              label="Site address"
              value={address}
              onChange={(next) => {
                setAddress(next);
                setAddressChanged(true);
                setDirty(true);
              }}
              error={errors.address}
            />
          </Box>
        </Box>
      </Paper>
      <ReportFormFiller
        definition={definition}
        answers={answers}
        onChange={change}
        errors={errors}
        images={images}
        onImages={add}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>{saveAndPublish}</Box>
      {publishing && (
        <ReportSendDialog
          report={publishing}
          action="publish"
          open
          onClose={() => setPublishing(null)}
          onDone={(done) => navigate(to(`reports/${done.id}`), { replace: true })}
          onAnswersMissing={(missing) => {
            setErrors(missing);
            setProblem(answersProblem(missing));
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </>
  );
}

/**
 * reports/{id}/edit: a draft to fill; a published or archived report opens read-only. A draft made on
 * this device (a provisional, negative id) is filled from the device until its create is sent, then
 * opens under the server's id.
 */
export function ReportEditPage() {
  const id = Number(useParams().reportId);
  const to = usePortalPath();
  const known = Number.isInteger(id) && id !== 0;
  const report = useReport(known ? id : 0);
  const created = useCreatedReportId(known ? id : 0);
  const { search } = useLocation();
  if (known && isProvisional(id) && created !== null) {
    return <Navigate to={to(`reports/${created}/edit${search}`)} replace />;
  }
  const missing = isProvisional(id) && !report.data;
  if (!known || missing || readFailed(report)) return <Alert severity="error">Report not found</Alert>;
  if (!report.data) return <CircularProgress aria-label="Loading report" />;
  if (!report.data.can_edit) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={to(`reports/${id}`)}>
            View
          </Button>
        }
      >
        {report.data.archived
          ? REPORT_MESSAGES.archivedReadOnly
          : report.data.status === 'PUBLISHED'
            ? REPORT_MESSAGES.publishedReadOnly
            : 'You do not have permission to edit reports.'}
      </Alert>
    );
  }
  return <ReportEditor key={report.data.id} report={report.data} />;
}
