import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http-client';
import { QUEUED_MESSAGE } from '../../../lib/offline/app-outbox';
import { isProvisional } from '../../../lib/offline/created-ids';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import { appointmentQueryOptions } from '../../appointments/index';
import type { ClientSummary } from '../../clients/index';
import { ClientPicker, clientQueryOptions } from '../../clients/index';
import { formQueryOptions, useActiveTemplates } from '../../forms/index';
import { type ProvisionalParts, provisionalReport } from '../api/provisional-report';
import { useCreateReport } from '../api/reports-api';

/** Today on this device, yyyy-MM-dd (the server takes the company's today when the field is left empty). */
const localToday = () => new Date().toLocaleDateString('en-CA');

/** reports/add (query client_id, appointment_id, back): choose the template, then fill it (reports/{id}/edit). */
export function ReportAddPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = usePortalPath();
  const canModifyForms = useCan('canModifyForms');
  const canPublish = useCan('canEditReports');
  const { enqueueSnackbar } = useSnackbar();
  const clientId = Number(params.get('client_id')) || null;
  const appointmentId = Number(params.get('appointment_id')) || null;
  const back = params.get('back') === 'true';
  const templates = useActiveTemplates();
  const create = useCreateReport();
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [client, setClient] = useState<ClientSummary | null>(null);
  const [reportDate, setReportDate] = useState(localToday);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const list = templates.data?.templates ?? [];
  const template = list.find((candidate) => candidate.id === templateId);
  // What a draft made without a network shows, read from the day kept on the device (or now, online).
  const form = useQuery({
    ...formQueryOptions(template?.form_id ?? 0, template?.form_version),
    enabled: template !== undefined,
  });
  const appointment = useQuery({
    ...appointmentQueryOptions(appointmentId ?? 0, true),
    enabled: appointmentId !== null,
  });
  const ownClient = useQuery({ ...clientQueryOptions(clientId ?? 0, true), enabled: clientId !== null });

  useEffect(() => {
    document.title = 'Add Report · Fieldbook';
  }, []);
  // One template: nothing to choose.
  useEffect(() => {
    const [only] = list;
    if (list.length === 1 && only && templateId === '') setTemplateId(only.id);
  }, [list, templateId]);

  /** The parts of a draft the device can show before the server has it; undefined while one is missing. */
  const offlineParts = (): ProvisionalParts | undefined => {
    const party = appointment.data?.clients[0] ?? ownClient.data ?? client;
    if (!template || !form.data || !party) return undefined;
    const { id, name, version, definition } = form.data;
    return {
      template,
      form: { id, name, version, definition },
      client: party,
      address: appointment.data?.address ?? null,
      appointmentId,
      reportDate,
      reference,
      canPublish,
    };
  };

  const submit = async () => {
    setErrors({});
    setProblem(null);
    const parts = offlineParts();
    try {
      const report = await create.mutateAsync({
        body: {
          template_id: templateId === '' ? undefined : templateId,
          client_id: clientId ?? client?.id ?? null,
          appointment_id: appointmentId,
          report_date: reportDate,
          reference_id: reference,
        },
        offline: parts && ((id) => provisionalReport(id, parts)),
      });
      if (isProvisional(report.id)) enqueueSnackbar(QUEUED_MESSAGE, { variant: 'success' });
      navigate(to(`reports/${report.id}/edit${back ? '?back=true' : ''}`), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.firstMessages();
      setErrors(fields);
      const shown = ['template_id', 'client_id', 'appointment_id', 'report_date', 'reference_id'];
      const others = Object.entries(fields).filter(([field]) => !shown.includes(field));
      if (others.length > 0 || Object.keys(fields).length === 0)
        setProblem(others.map(([, message]) => message).join(' ') || error.message);
    }
  };

  const cancel = () => (back ? navigate(-1) : navigate(to(clientId ? `clients/${clientId}` : 'scheduler')));

  if (templates.isPending) return <CircularProgress aria-label="Loading report templates" />;
  if (list.length === 0) {
    return (
      <>
        <PageHeader title="Add Report" />
        <EmptyState
          title="No report templates yet"
          action={
            canModifyForms ? (
              <Button variant="contained" component={RouterLink} to={to('forms')}>
                Go to Forms
              </Button>
            ) : undefined
          }
        >
          A report is filled from a template. Make a form and a template for it first.
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Add Report" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack
          spacing={2.5}
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            select
            required
            label="Template"
            value={templateId}
            onChange={(event) => setTemplateId(Number(event.target.value))}
            error={Boolean(errors.template_id)}
            helperText={errors.template_id}
          >
            {list.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.title}
                {template.standard ? ` (${template.standard})` : ''}
              </MenuItem>
            ))}
          </TextField>
          {appointmentId ? (
            <Typography variant="body2" color="text.secondary">
              For the appointment's client, at the appointment's address.
            </Typography>
          ) : clientId ? null : (
            <ClientPicker
              value={client}
              onChange={(picked) => setClient(picked as ClientSummary | null)}
              required
              error={errors.client_id}
            />
          )}
          {!appointmentId && clientId && errors.client_id && <Alert severity="error">{errors.client_id}</Alert>}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              type="date"
              label="Report date"
              value={reportDate}
              onChange={(event) => setReportDate(event.target.value)}
              error={Boolean(errors.report_date)}
              helperText={errors.report_date}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: '1 1 180px' }}
            />
            <TextField
              label="Reference"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              error={Boolean(errors.reference_id)}
              helperText={errors.reference_id ?? 'Left empty, the next number.'}
              sx={{ flex: '1 1 180px' }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={cancel}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create Report
            </Button>
          </Box>
        </Stack>
      </Paper>
      {errors.appointment_id && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.appointment_id}
        </Alert>
      )}
    </>
  );
}
