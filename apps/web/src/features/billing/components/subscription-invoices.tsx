import type { SubscriptionInvoicePayload } from '@fieldbook/domain/billing/billing.schemas';
import { formatDate } from '@fieldbook/domain/format/en-au';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DynamicTable, type DynamicTableColumn } from '../../../components/dynamic-table';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/http-client';
import { saveFile } from '../../../lib/save-file';
import { downloadSubscriptionInvoicePdf, useSubscriptionInvoices } from '../api/subscription-invoices';
import { INVOICE_STATUS_CHIPS, money } from '../billing-labels';

const PAGE_SIZE = 20;

const period = (invoice: SubscriptionInvoicePayload) =>
  `${formatDate(invoice.period_start)} to ${formatDate(invoice.period_end)}`;

function StatusChip({ invoice }: { invoice: SubscriptionInvoicePayload }) {
  const chip = INVOICE_STATUS_CHIPS[invoice.status];
  return <Chip size="small" variant="outlined" color={chip.color} label={chip.label} />;
}

/** Downloads the invoice's PDF with the session (a file answer saved under its own name). */
function DownloadPdf({ invoice }: { invoice: SubscriptionInvoicePayload }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadSubscriptionInvoicePdf(invoice.id), `Invoice-${invoice.number}.pdf`);
    } catch (error) {
      // The http client has already said why (connection, permission, server).
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
      disabled={downloading}
      startIcon={downloading ? <CircularProgress size={14} aria-hidden /> : <PictureAsPdf />}
      aria-label={`Download PDF of invoice ${invoice.number}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Download PDF
    </Button>
  );
}

/** The subscription's invoices with their PDFs: a table from 768 px, a list below. */
export function SubscriptionInvoices() {
  const [page, setPage] = useState(1);
  const invoices = useSubscriptionInvoices(page);
  const rows = invoices.data?.data ?? [];
  const columns: DynamicTableColumn<SubscriptionInvoicePayload>[] = [
    { key: 'number', label: 'Number', width: 130 },
    { key: 'period', label: 'Period', render: period },
    { key: 'total', label: 'Total', align: 'right', width: 120, render: (invoice) => money(invoice.total) },
    { key: 'status', label: 'Status', width: 110, render: (invoice) => <StatusChip invoice={invoice} /> },
    { key: 'pdf', label: 'PDF', width: 180, render: (invoice) => <DownloadPdf invoice={invoice} /> },
  ];
  if (!invoices.isPending && !invoices.isError && (invoices.data?.total ?? 0) === 0) {
    return (
      <EmptyState title="No invoices yet">Each charge of your subscription makes an invoice, listed here.</EmptyState>
    );
  }
  return (
    <DynamicTable
      label="Subscription invoices"
      columns={columns}
      rows={rows}
      rowKey={(invoice) => invoice.id}
      total={invoices.data?.total ?? 0}
      page={page}
      rowsPerPage={invoices.data?.rows ?? PAGE_SIZE}
      onPageChange={setPage}
      loading={invoices.isPending}
      emptyText={invoices.isError ? invoices.error.message : undefined}
      renderListItem={(invoice) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {invoice.number} · {money(invoice.total)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {period(invoice)}
            </Typography>
          </Box>
          <StatusChip invoice={invoice} />
          <DownloadPdf invoice={invoice} />
        </Stack>
      )}
    />
  );
}
