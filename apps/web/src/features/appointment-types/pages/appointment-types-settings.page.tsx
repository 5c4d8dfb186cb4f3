import {
  APPOINTMENT_TYPE_LIMITS,
  APPOINTMENT_TYPE_MESSAGES,
} from '@fieldbook/domain/appointments/appointments.constants';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import { useEffect, useState } from 'react';
import { ArchiveToggle } from '../../../components/archive-toggle';
import { EmptyState } from '../../../components/empty-state';
import { useSnackbar } from '../../../components/notices';
import { PageHeader } from '../../../components/page-header';
import { textColourOn } from '../../../lib/theme';
import { type AppointmentType, useAppointmentTypes, useToggleAppointmentType } from '../api/appointment-types-api';
import { AppointmentTypeDialog } from '../dialogs/appointment-type-dialog';

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`);
const chipName = (name: string) =>
  name.length > APPOINTMENT_TYPE_LIMITS.chipNameChars
    ? `${name.slice(0, APPOINTMENT_TYPE_LIMITS.chipNameChars)}…`
    : name;

/** settings/appointments: the company's appointment types (canModifyCompanyDetails). */
export function AppointmentTypesSettingsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [withDeleted, setWithDeleted] = useState(false);
  const [editing, setEditing] = useState<AppointmentType | 'new' | null>(null);
  const types = useAppointmentTypes(withDeleted);
  const toggle = useToggleAppointmentType();
  useEffect(() => {
    document.title = 'Appointment Types · Fieldbook';
  }, []);

  return (
    <>
      <PageHeader
        title="Appointment Types"
        subtitle="What you book: each type brings its colour, length, details, reminders and line items."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add Appointment Type
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <ToggleButton value="deleted" size="small" selected={withDeleted} onChange={() => setWithDeleted((on) => !on)}>
          Include deleted types
        </ToggleButton>
      </Box>
      {types.isPending ? (
        <Skeleton height={160} role="progressbar" aria-label="Loading appointment types" />
      ) : (types.data ?? []).length === 0 ? (
        <EmptyState title="No appointment types yet">
          Add the kinds of work you book, such as a blocked drain or a termite inspection.
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label="Appointment types">
            {(types.data ?? []).map((type) => (
              <ListItem key={type.id} disablePadding sx={{ pr: 2 }}>
                <ListItemButton divider onClick={() => setEditing(type)} disabled={type.deleted}>
                  <Chip
                    size="small"
                    label={type.shorthand_name || chipName(type.name)}
                    sx={{ bgcolor: type.color, color: textColourOn(type.color), mr: 2, minWidth: 56 }}
                  />
                  <ListItemText
                    primary={chipName(type.name)}
                    secondary={[
                      hours(type.time_allocation),
                      type.must_be_staffed ? 'Must be staffed' : null,
                      type.deleted ? 'Deleted' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
                <ArchiveToggle
                  archived={type.deleted}
                  verb="Archive"
                  noun="appointment type"
                  archiveMessage={`${type.name} will no longer be offered for new appointments; appointments that have it keep it.`}
                  restoreMessage={`${type.name} will be offered for new appointments again.`}
                  disabled={toggle.isPending}
                  onConfirm={() =>
                    toggle.mutate(type.id, {
                      onSuccess: (saved) =>
                        enqueueSnackbar(
                          saved.deleted ? APPOINTMENT_TYPE_MESSAGES.archived : APPOINTMENT_TYPE_MESSAGES.restored,
                          {
                            variant: 'success',
                          },
                        ),
                    })
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && (
        <AppointmentTypeDialog type={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
