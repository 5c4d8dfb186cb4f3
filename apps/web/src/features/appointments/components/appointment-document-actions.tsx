import { needsClientMessage } from '@fieldbook/domain/appointments/appointments.schemas';
import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import Description from '@mui/icons-material/Description';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/notices';
import { usePortalPath } from '../../../lib/portal-path';
import { useCanOpen } from '../../../lib/route-access';
import { usePermissions } from '../../../lib/session/load-user';
import type { Appointment } from '../api/appointment-types';

interface DocumentAction {
  label: string;
  document: 'quotation' | 'report' | 'invoice';
  path: string;
  permission: PermissionKey;
  icon: ReactNode;
}

const ACTIONS: readonly DocumentAction[] = [
  {
    label: 'Create Quotation',
    document: 'quotation',
    path: 'quotations/add',
    permission: 'canAddQuotations',
    icon: <RequestQuote />,
  },
  {
    label: 'Create Report',
    document: 'report',
    path: 'reports/add',
    permission: 'canLogReports',
    icon: <Description />,
  },
  {
    label: 'Create Invoice',
    document: 'invoice',
    path: 'invoicing/add',
    permission: 'canAddInvoices',
    icon: <ReceiptLong />,
  },
];

/**
 * The view dialog's document actions, each behind its permission and shown once its screen exists
 * (the row shows only to those who may log reports or add invoices): they open the document's add
 * screen for this appointment, with back=true so leaving it returns here; an appointment without
 * clients says it needs one.
 */
export function AppointmentDocumentActions({ appointment }: { appointment: Appointment }) {
  const permissions = usePermissions();
  const navigate = useNavigate();
  const to = usePortalPath();
  const canOpen = useCanOpen();
  const { enqueueSnackbar } = useSnackbar();
  if (!permissions.has('canLogReports') && !permissions.has('canAddInvoices')) return null;
  // An action whose add screen is not routed yet would open the 404 page.
  const actions = ACTIONS.filter((action) => permissions.has(action.permission) && canOpen(action.path));
  if (actions.length === 0) return null;
  return (
    <Box component="nav" aria-label="Create from this appointment" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          startIcon={action.icon}
          disabled={appointment.archived}
          onClick={() => {
            if (appointment.clients.length === 0) {
              enqueueSnackbar(needsClientMessage(action.document), { variant: 'warning' });
              return;
            }
            navigate(to(`${action.path}?appointment_id=${appointment.id}&back=true`));
          }}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}
