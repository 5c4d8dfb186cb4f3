import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { useCan } from '../../../lib/session/load-user';
import { useArchiveForm, useForm } from '../api/forms-api';
import { BetaChip } from '../components/beta-chip';
import { FormPreview } from '../components/form-preview';
import { ReportTemplatesSection } from '../components/report-templates-section';

/** forms/{id}[?version=n]: the form rendered read-only as it will be filled, with its version. */
export function FormViewPage() {
  const id = Number(useParams().formId);
  const to = usePortalPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('version')) || undefined;
  const form = useForm(id, asked);
  const archive = useArchiveForm(id);
  const canModify = useCan('canModifyForms');
  const data = form.data;
  useEffect(() => {
    if (data) document.title = `${data.name} · Forms · Fieldbook`;
  }, [data]);

  if (readFailed(form)) return <Alert severity="error">Form not found</Alert>;
  if (!data) return <CircularProgress aria-label="Loading form" />;

  return (
    <>
      <PageHeader
        title={data.name}
        subtitle={`Version ${data.version}`}
        actions={
          canModify ? (
            <Stack direction="row" spacing={1}>
              {data.can_edit && (
                <Button variant="contained" startIcon={<Edit />} onClick={() => navigate(to(`forms/${id}/edit`))}>
                  Edit
                </Button>
              )}
              <Button variant="outlined" disabled={archive.isPending} onClick={() => archive.mutate(!data.archived)}>
                {data.archived ? 'Restore' : 'Archive'}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      {(data.is_beta || data.archived) && (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          {data.is_beta && <BetaChip />}
          {data.archived && <Chip size="small" label="Archived" />}
        </Stack>
      )}
      {data.description && <Box sx={{ mb: 2, color: 'text.secondary' }}>{data.description}</Box>}
      {data.versions.length > 1 && (
        <TextField
          select
          size="small"
          label="Version"
          value={data.version}
          onChange={(event) => setParams({ version: String(event.target.value) }, { replace: true })}
          sx={{ mb: 2, minWidth: 160 }}
        >
          {data.versions.map((v) => (
            <MenuItem key={v.version} value={v.version}>
              {`Version ${v.version}${v.version === data.current_version ? ' (current)' : ''}`}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!data.is_current_version && (
        <Alert severity="info" sx={{ mb: 2 }}>
          An earlier version: reports filled with it keep these questions.
        </Alert>
      )}
      <FormPreview definition={data.definition} />
      <ReportTemplatesSection form={data} />
    </>
  );
}
