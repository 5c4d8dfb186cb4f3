import {
  TEMPLATE_KIND_DEFINITIONS,
  TEMPLATE_KINDS,
} from '@fieldbook/domain/communication-templates/communication-templates.constants';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useCommunicationTemplates } from '../api/communication-templates-api';
import { CHANNEL_LABELS } from '../components/template-labels';

/** settings/templates: the company's message templates grouped by kind, each channel Customised or Default. */
export function CommunicationTemplatesPage() {
  const to = usePortalPath();
  const templates = useCommunicationTemplates();
  useEffect(() => {
    document.title = 'Templates · Settings · Fieldbook';
  }, []);
  return (
    <>
      <PageHeader title="Templates" subtitle="The wording of the emails and texts sent to clients" />
      {templates.isError && <Alert severity="error">The templates could not be loaded. Please try again.</Alert>}
      {templates.isPending && <CircularProgress aria-label="Loading templates" />}
      {templates.data && templates.data.length === 0 && <Typography>No templates.</Typography>}
      {templates.data && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {TEMPLATE_KINDS.map((kind) => {
            const rows = templates.data.filter((template) => template.kind === kind);
            if (rows.length === 0) return null;
            const headingId = `templates-${kind}`;
            return (
              <Paper key={kind} variant="outlined" component="section" aria-labelledby={headingId}>
                <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
                  {TEMPLATE_KIND_DEFINITIONS[kind].name}
                </Typography>
                <List disablePadding aria-labelledby={headingId}>
                  {rows.map((template) => (
                    <ListItem key={template.id} disablePadding>
                      <ListItemButton component={RouterLink} to={to(`settings/templates/${template.id}`)} divider>
                        <ListItemText
                          primary={`${TEMPLATE_KIND_DEFINITIONS[kind].name} · ${CHANNEL_LABELS[template.channel]}`}
                          secondary={template.subject ?? template.body}
                          slotProps={{ secondary: { noWrap: true } }}
                        />
                        <Chip
                          size="small"
                          sx={{ mx: 1 }}
                          color={template.customised ? 'primary' : 'default'}
                          label={template.customised ? 'Customised' : 'Default'}
                        />
                        <ChevronRight color="action" aria-hidden />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Paper>
            );
          })}
        </Box>
      )}
    </>
  );
}
