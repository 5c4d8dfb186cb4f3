import type { DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { LazyDialogFallback } from '../../../components/lazy-dialog-fallback';
import { useCan } from '../../../lib/session/load-user';
import { AppointmentSearchDialog } from '../../appointments/index';
import type { DocumentAppointment } from './document-form-values';

export interface DocumentAppointmentFieldProps {
  value: DocumentAppointment | null;
  onChange: (appointment: DocumentAppointment | null) => void;
  /** The document's client: only its appointments are offered (a locked filter). */
  client: DocumentClient | null;
  error?: string | undefined;
}

/**
 * The appointment a quotation or invoice is for: 'Select Appointment' (with canAccessCalendar) finds
 * one of the client's appointments, or books a new one; Remove unlinks it.
 */
export function DocumentAppointmentField({ value, onChange, client, error }: DocumentAppointmentFieldProps) {
  const canSearch = useCan('canAccessCalendar');
  const [selecting, setSelecting] = useState(false);
  return (
    <Box component="section" aria-label="Appointment">
      <Typography variant="caption" color="text.secondary" component="h3">
        Appointment
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <EventIcon fontSize="small" color="action" />
        <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
          {value ? `#${value.reference_id}: ${value.title}` : 'No appointment'}
        </Typography>
        {canSearch && (
          <Button size="small" onClick={() => setSelecting(true)}>
            {value ? 'Change Appointment' : 'Select Appointment'}
          </Button>
        )}
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Remove Appointment
          </Button>
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Suspense fallback={<LazyDialogFallback />}>
        {selecting && (
          <AppointmentSearchDialog
            mode="single"
            restrict={client ? { clients: [{ id: client.id, name: client.display_name }] } : {}}
            onClose={() => setSelecting(false)}
            onPick={(appointment) =>
              onChange({ id: appointment.id, reference_id: appointment.reference_id, title: appointment.title })
            }
          />
        )}
      </Suspense>
    </Box>
  );
}
