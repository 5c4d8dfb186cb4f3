import { formatDate } from '@fieldbook/domain/format/en-au';
import Add from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useMinWidth } from '../../../components/use-responsive';
import type { Licence } from '../api/licence-types';
import { useUserLicences } from '../api/licences-api';
import { LicenceFormDialog } from '../dialogs/licence-form-dialog';
import { LicenceTypesDialog } from '../dialogs/licence-types-dialog';
import { LicenceExpiryChip } from './licence-expiry-chip';
import { LicenceView } from './licence-view';

function LicenceList({
  licences,
  label,
  onOpen,
}: {
  licences: Licence[];
  label: string;
  onOpen: (id: number) => void;
}) {
  return (
    <List aria-label={label} dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {licences.map((licence) => (
        <ListItem key={licence.id} disablePadding>
          <ListItemButton divider onClick={() => onOpen(licence.id)}>
            <ListItemText
              primary={`${licence.licence_type?.name ?? licence.descriptor ?? 'Licence'} · ${licence.licence_number}`}
              secondary={[
                licence.state_code,
                licence.expiry_date ? `Expires ${formatDate(licence.expiry_date)}` : 'Does not expire',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <LicenceExpiryChip licence={licence} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export interface LicencesPanelProps {
  user: { id: number; name: string; deactivated: boolean };
  /** A deactivated user's licences are read-only: no Create Licence. */
  readOnly: boolean;
}

/** A staff member's licences (spec): active, archived (folded away) and Create Licence. */
export function LicencesPanel({ user, readOnly }: LicencesPanelProps) {
  const query = useUserLicences(user.id);
  const wide = useMinWidth(700);
  const [adding, setAdding] = useState(false);
  const [managingTypes, setManagingTypes] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const active = (query.data ?? []).filter((licence) => !licence.archived);
  const archived = (query.data ?? []).filter((licence) => licence.archived);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          Licences
        </Typography>
        <Button size="small" onClick={() => setManagingTypes(true)} sx={{ mr: 1 }}>
          Licence types
        </Button>
        {!readOnly && (
          <Button variant="contained" size="small" startIcon={<Add />} onClick={() => setAdding(true)}>
            Create Licence
          </Button>
        )}
      </Box>
      {query.isPending ? (
        <Skeleton height={96} aria-label="Loading licences" />
      ) : active.length === 0 ? (
        <EmptyState title="No licences">{`${user.name} has no current licences recorded.`}</EmptyState>
      ) : (
        <LicenceList licences={active} label="Active licences" onOpen={setOpen} />
      )}
      {archived.length > 0 && (
        <Box>
          <Button
            size="small"
            onClick={() => setShowArchived((on) => !on)}
            endIcon={showArchived ? <ExpandLess /> : <ExpandMore />}
            aria-expanded={showArchived}
          >
            Archived licences ({archived.length})
          </Button>
          {showArchived && <LicenceList licences={archived} label="Archived licences" onOpen={setOpen} />}
        </Box>
      )}
      {adding && <LicenceFormDialog userId={user.id} onClose={() => setAdding(false)} />}
      {managingTypes && <LicenceTypesDialog onClose={() => setManagingTypes(false)} />}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullScreen={!wide}
        maxWidth="md"
        fullWidth
        slotProps={{ paper: { 'aria-label': 'Licence' } }}
      >
        {open !== null && (
          <LicenceView
            licenceId={open}
            headerEnd={
              <IconButton aria-label="Close" onClick={() => setOpen(null)} sx={{ color: 'inherit' }}>
                <CloseIcon />
              </IconButton>
            }
          />
        )}
      </Dialog>
    </Box>
  );
}
