import { formatDate } from '@fieldbook/domain/format/en-au';
import { LICENCE_MESSAGES } from '@fieldbook/domain/licences/licences.constants';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { type ReactNode, useState } from 'react';
import { ArchiveToggle } from '../../../components/archive-toggle';
import { useSnackbar } from '../../../components/notices';
import { DetailRow, RecordToolbar, RecordViewError, RecordViewLoading } from '../../../components/record-view-parts';
import { TimelinePanel } from '../../timeline/index';
import { licenceTimelineOwner, useLicence, useToggleLicence } from '../api/licences-api';
import { LicenceFormDialog } from '../dialogs/licence-form-dialog';
import { LicenceExpiryChip } from './licence-expiry-chip';

export interface LicenceViewProps {
  licenceId: number;
  headerEnd?: ReactNode;
  headingLevel?: 1 | 2;
}

/** Licence details (spec): staff member, number, title, location, expiry, document, notes and files; Edit and Archive/Restore. */
export function LicenceView({ licenceId, headerEnd, headingLevel = 2 }: LicenceViewProps) {
  const query = useLicence(licenceId);
  const toggle = useToggleLicence();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <RecordViewLoading label="Loading licence" />;
  if (query.isError) return <RecordViewError message={query.error.message} headerEnd={headerEnd} />;
  const licence = query.data;
  const readOnly = !licence.can_edit;
  const archiveOrRestore = () => {
    toggle.mutate(licence.id, {
      onSuccess: (saved) =>
        enqueueSnackbar(saved.archived ? LICENCE_MESSAGES.archived : LICENCE_MESSAGES.restored, { variant: 'success' }),
    });
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <RecordToolbar
        kind="licence"
        title={`${licence.descriptor ?? 'Licence'} · ${licence.licence_number}`}
        details={licence.user.name}
        archived={licence.archived}
        readOnly={readOnly}
        headingLevel={headingLevel}
        headerEnd={headerEnd}
      />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="small"
            startIcon={<Edit />}
            disabled={readOnly}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <ArchiveToggle
            archived={licence.archived}
            noun="licence"
            archiveMessage="The licence becomes read-only and its expiry notices are cancelled."
            restoreMessage="The licence will be active again, and its expiry notices scheduled again."
            disabled={toggle.isPending || licence.user.deactivated}
            onConfirm={archiveOrRestore}
          />
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label="Staff member">{licence.user.name}</DetailRow>
          <DetailRow label="Licence number">{licence.licence_number}</DetailRow>
          <DetailRow label="Title">{licence.descriptor ?? 'None'}</DetailRow>
          <DetailRow label="Location">
            {[licence.administrative_area, licence.country].filter(Boolean).join(', ')}
          </DetailRow>
          <DetailRow label="Expiry date">
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              {licence.expiry_date ? formatDate(licence.expiry_date) : 'Does not expire'}
              <LicenceExpiryChip licence={licence} />
            </Box>
          </DetailRow>
          {licence.image && (
            <DetailRow label="Document">
              <Link href={licence.image.signed_url} target="_blank" rel="noopener">
                {licence.image.title ?? 'Open document'}
              </Link>
            </DetailRow>
          )}
        </Box>
        <TimelinePanel owner={licenceTimelineOwner(licence.id)} readOnly={readOnly ? 'add' : false} />
      </Box>
      {editing && <LicenceFormDialog licence={licence} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
