import type { InvoiceStatus, QuotationStatus } from '@fieldbook/domain/documents/documents.constants';
import { expiredText, overdueText, paidLateText } from '@fieldbook/domain/documents/documents.rules';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnyDocument, AnySummary } from '../api/document-types';
import { INVOICE, QUOTATION } from '../document-kinds';

const COLOURS: Record<string, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  DRAFT: 'default',
  SENT: 'info',
  ACCEPTED: 'success',
  REJECTED: 'error',
  OPEN: 'warning',
  PARTIAL: 'info',
  PAID: 'success',
};

/** 'N days overdue', 'Paid N days late' or 'Expired N days ago', when one applies. */
export function documentDaysText(document: AnyDocument | AnySummary): string | null {
  if ('expired_days' in document) return document.expired_days > 0 ? expiredText(document.expired_days) : null;
  if (document.overdue_days > 0) return overdueText(document.overdue_days);
  if (document.overdue_paid_days > 0) return paidLateText(document.overdue_paid_days);
  return null;
}

/** A document's status as a chip, with its overdue or expiry text beside it (spans: it may sit in a paragraph). */
export function DocumentStatusChip({ document }: { document: AnyDocument | AnySummary }) {
  const labels = 'expired_days' in document ? QUOTATION.statusLabels : INVOICE.statusLabels;
  const status = document.status as QuotationStatus | InvoiceStatus;
  const days = documentDaysText(document);
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        component="span"
        size="small"
        label={labels[status]}
        color={COLOURS[status] ?? 'default'}
        variant="outlined"
      />
      {document.archived && <Chip component="span" size="small" label="Archived" />}
      {days && (
        <Typography variant="caption" color="error.main" sx={{ fontWeight: 600 }}>
          {days}
        </Typography>
      )}
    </Stack>
  );
}
