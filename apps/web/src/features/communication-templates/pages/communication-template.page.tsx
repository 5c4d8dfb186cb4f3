import { TEMPLATE_MESSAGES } from '@fieldbook/domain/communication-templates/communication-templates.constants';
import type { TemplateDetail } from '@fieldbook/domain/communication-templates/communication-templates.schemas';
import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useUserLoad } from '../../../lib/session/load-user';
import { useSmsPrice } from '../../appointments/index';
import { useCommunicationTemplate } from '../api/communication-templates-api';
import { ResetTemplateButton } from '../components/reset-template';
import { templateTitle } from '../components/template-labels';
import { TemplatePreview } from '../components/template-preview';

function TemplateView({ detail }: { detail: TemplateDetail }) {
  const to = usePortalPath();
  const { template } = detail;
  const companyName = useUserLoad().data?.company.company_name;
  const price = useSmsPrice(template.channel === 'SMS');
  const title = templateTitle(template);
  useEffect(() => {
    document.title = `${title} · Templates · Fieldbook`;
  }, [title]);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={template.updated_at ? `Customised ${formatDateTime(template.updated_at)}` : 'The built-in text'}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={template.customised ? 'primary' : 'default'}
              label={template.customised ? 'Customised' : 'Default'}
            />
            <ResetTemplateButton detail={detail} />
            <Button
              variant="contained"
              startIcon={<Edit />}
              component={RouterLink}
              to={to(`settings/templates/${template.id}/edit`)}
            >
              Edit
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {template.subject !== null && (
            <>
              <Typography variant="subtitle2" color="text.secondary" component="h2">
                Subject
              </Typography>
              <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{template.subject}</Typography>
            </>
          )}
          <Typography variant="subtitle2" color="text.secondary" component="h2">
            Message
          </Typography>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {template.body}
          </Typography>
        </Paper>
        <TemplatePreview
          channel={template.channel}
          subject={template.subject}
          body={template.body}
          companyName={companyName}
          price={price}
        />
      </Box>
    </>
  );
}

/** settings/templates/{id}: one template, its preview, Edit and Reset to Default. */
export function CommunicationTemplatePage() {
  const id = useParams().id ?? '';
  const detail = useCommunicationTemplate(id);
  if (detail.isError) return <Alert severity="error">{TEMPLATE_MESSAGES.loadFailed}</Alert>;
  if (!detail.data) return <CircularProgress aria-label="Loading template" />;
  return <TemplateView detail={detail.data} />;
}
