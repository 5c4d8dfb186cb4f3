import type { PermissionKey } from '@fieldbook/domain/permissions/permissions.constants';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { useCanOpen } from '../../../lib/route-access';
import { usePermissions } from '../../../lib/session/load-user';

interface QuickAction {
  label: string;
  permission: PermissionKey;
  path: (id: number) => string;
  icon: ReactNode;
}

const ACTIONS: readonly QuickAction[] = [
  {
    label: 'Create Appointment',
    permission: 'canAccessCalendar',
    path: (id) => `scheduler?add=1&client_id=${id}`,
    icon: <Event />,
  },
  {
    label: 'Quotation',
    permission: 'canAddQuotations',
    path: (id) => `quotations/add?client_id=${id}`,
    icon: <RequestQuote />,
  },
  { label: 'Report', permission: 'canLogReports', path: (id) => `reports/add?client_id=${id}`, icon: <Description /> },
  {
    label: 'Invoice',
    permission: 'canAddInvoices',
    path: (id) => `invoicing/add?client_id=${id}`,
    icon: <ReceiptLong />,
  },
];

/** Links that start a document for the client, each behind its permission and only once its screen exists. */
export function ClientQuickActions({ clientId, disabled }: { clientId: number; disabled?: boolean }) {
  const to = usePortalPath();
  const permissions = usePermissions();
  const canOpen = useCanOpen();
  const actions = ACTIONS.filter((action) => permissions.has(action.permission) && canOpen(action.path(clientId)));
  if (actions.length === 0) return null;
  return (
    <Box component="nav" aria-label="Quick actions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action.label}
          component={RouterLink}
          to={to(action.path(clientId))}
          variant="outlined"
          size="small"
          startIcon={action.icon}
          disabled={disabled}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}
