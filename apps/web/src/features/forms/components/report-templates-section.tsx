import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/session/load-user';
import type { Form, ReportTemplate } from '../api/forms-types';
import { useArchiveTemplate, useFormTemplates } from '../api/report-templates-api';
import { BetaChip } from './beta-chip';
import { ReportTemplateDialog } from './report-template-dialog';

/** The chips of a template (spec: status DRAFT or ARCHIVED shown as chips; master; beta). */
function TemplateChips({ template }: { template: ReportTemplate }) {
  return (
    <Stack direction="row" spacing={1} component="span">
      <Chip size="small" label={template.status === 'DRAFT' ? 'Draft' : 'Archived'} />
      {template.is_master && <Chip size="small" color="primary" variant="outlined" label="Master" />}
      {template.is_beta && <BetaChip />}
    </Stack>
  );
}

/** A form's report templates, each pinning a version of it. */
export function ReportTemplatesSection({ form }: { form: Form }) {
  const templates = useFormTemplates(form.id);
  const archive = useArchiveTemplate();
  const canModify = useCan('canModifyForms');
  const canBeta = useCan('canAccessBetaForms');
  const [editing, setEditing] = useState<ReportTemplate | 'new' | null>(null);
  const rows = templates.data?.templates ?? [];

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label="Report templates">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Report templates
        </Typography>
        {canModify && !form.archived && (
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Add Template
          </Button>
        )}
      </Box>
      {rows.length === 0 && !templates.isPending && (
        <Typography variant="body2" color="text.secondary">
          No report templates use this form yet.
        </Typography>
      )}
      <List dense disablePadding>
        {rows.map((template) => (
          <ListItem
            key={template.id}
            disableGutters
            secondaryAction={
              canModify && (
                <Stack direction="row" spacing={1}>
                  {template.can_edit && (
                    <Button size="small" onClick={() => setEditing(template)} aria-label={`Edit ${template.title}`}>
                      Edit
                    </Button>
                  )}
                  <Button
                    size="small"
                    disabled={archive.isPending}
                    onClick={() => archive.mutate({ id: template.id, archive: !template.archived })}
                    aria-label={`${template.archived ? 'Restore' : 'Archive'} ${template.title}`}
                  >
                    {template.archived ? 'Restore' : 'Archive'}
                  </Button>
                </Stack>
              )
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{template.title}</span>
                  <TemplateChips template={template} />
                </Stack>
              }
              secondary={[
                template.standard,
                `v${template.master_version}.${template.minor_version}`,
                `form version ${template.form_version}`,
              ]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
      {editing && (
        <ReportTemplateDialog
          form={form}
          template={editing === 'new' ? null : editing}
          canBeta={canBeta}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
