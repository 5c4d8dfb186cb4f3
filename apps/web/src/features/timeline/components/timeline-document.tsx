import { INVOICE_STATUS_LABELS, QUOTATION_STATUS_LABELS } from '@fieldbook/domain/documents/documents.constants';
import { expiredText, overdueText, paidLateText } from '@fieldbook/domain/documents/documents.rules';
import { formatDate, formatMoney, formatTime } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import type { InvoiceEntry, QuotationEntry } from '../api/timeline-types';

/** A quotation or invoice on a record's timeline: number, title, total, status and its days, and a link to it. */
export function TimelineDocument({ entry }: { entry: QuotationEntry | InvoiceEntry }) {
  const to = usePortalPath();
  const quotation = entry.timeline_type === 'quotation' ? entry : null;
  const invoice = entry.timeline_type === 'invoice' ? entry : null;
  const title = quotation ? `Quotation ${quotation.quotation_number}` : `Invoice ${invoice?.invoice_number}`;
  const path = quotation ? `quotations/${entry.id}` : `invoicing/${entry.id}`;
  const status = quotation
    ? QUOTATION_STATUS_LABELS[quotation.status]
    : invoice
      ? INVOICE_STATUS_LABELS[invoice.status]
      : '';
  const days = quotation
    ? quotation.expired_days > 0 && expiredText(quotation.expired_days)
    : invoice &&
      (invoice.overdue_days > 0
        ? overdueText(invoice.overdue_days)
        : invoice.overdue_paid_days > 0 && paidLateText(invoice.overdue_paid_days));
  return (
    <Box component="article" aria-label={title} sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={to(path)} variant="subtitle2">
          {title}
        </Link>
        <Chip size="small" variant="outlined" label={status} />
        {entry.archived && <Chip size="small" label="Archived" />}
        {days && (
          <Typography variant="caption" color="error.main">
            {days}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {formatTime(entry.timeline_date)}
        </Typography>
      </Box>
      <Typography variant="body2">{[entry.title, entry.client.display_name].filter(Boolean).join(' · ')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDate(quotation ? quotation.quotation_date : invoice?.invoice_date)} · Total{' '}
        {formatMoney(toCents(entry.total))}
        {invoice && ` · Amount due ${formatMoney(toCents(invoice.amount_due))}`}
      </Typography>
    </Box>
  );
}
