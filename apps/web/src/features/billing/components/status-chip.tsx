import type { SubscriptionStatus } from '@fieldbook/domain/billing/billing.constants';
import Chip from '@mui/material/Chip';
import { STATUS_CHIPS } from '../billing-labels';

export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const chip = STATUS_CHIPS[status];
  return <Chip size="small" color={chip.color} label={chip.label} data-testid="subscription-status" />;
}
