import {
  DOCUMENT_LIMITS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@fieldbook/domain/documents/documents.constants';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DynamicTable, type DynamicTableColumn } from '../../../components/dynamic-table';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ToggleChips, toggled } from '../../../components/toggle-chips';
import { usePortalPath } from '../../../lib/portal-path';
import { type PaymentPayload, usePaymentSearch } from '../api/payments-api';
import { ChooseInvoiceDialog } from '../dialogs/choose-invoice-dialog';

const money = (dollars: number) => formatMoney(toCents(dollars));

/** payments: every payment recorded against the company's invoices, searched, filtered and paged. */
export function PaymentsPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [method, setMethod] = useState<string[]>([]);
  const [includeVoided, setIncludeVoided] = useState(true);
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const rows = DOCUMENT_LIMITS.pageSize;
  const list = usePaymentSearch({ filter, method, include_voided: includeVoided, page, rows });
  useEffect(() => {
    document.title = 'Payments · Fieldbook';
  }, []);
  const columns: DynamicTableColumn<PaymentPayload>[] = [
    { key: 'payment_date', label: 'Date', width: 110, render: (p) => formatDate(p.payment_date) },
    {
      key: 'invoice',
      label: 'Invoice',
      width: 110,
      render: (p) => (
        <Link component={RouterLink} to={to(`invoicing/${p.invoice_id}`)} onClick={(event) => event.stopPropagation()}>
          {p.invoice_number}
        </Link>
      ),
    },
    { key: 'client', label: 'Client', render: (p) => p.client.display_name },
    { key: 'method', label: 'Method', width: 130, render: (p) => PAYMENT_METHOD_LABELS[p.method] },
    { key: 'reference', label: 'Reference', render: (p) => p.reference ?? '' },
    { key: 'amount', label: 'Amount', align: 'right', width: 120, render: (p) => money(p.amount) },
    { key: 'voided', label: '', width: 90, render: (p) => (p.voided ? <Chip size="small" label="Voided" /> : '') },
  ];
  const toggleMethod = (value: string) => {
    setPage(1);
    setMethod((current) => toggled(current, value));
  };
  const empty = !list.isPending && (list.data?.total ?? 0) === 0 && !filter && method.length === 0;
  return (
    <>
      <PageHeader
        title="Payments"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setRecording(true)}>
            Record Payment
          </Button>
        }
      />
      {recording && <ChooseInvoiceDialog onClose={() => setRecording(false)} />}
      <ToggleChips
        label="Filter by method"
        options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
        selected={method}
        onToggle={toggleMethod}
      >
        <ToggleButton
          value="voided"
          size="small"
          selected={includeVoided}
          onChange={() => setIncludeVoided((on) => !on)}
        >
          Show voided
        </ToggleButton>
      </ToggleChips>
      {empty ? (
        <EmptyState title="No payments yet">Payments recorded against invoices show here.</EmptyState>
      ) : (
        <DynamicTable<PaymentPayload>
          label="Payments"
          columns={columns}
          rows={list.data?.payments ?? []}
          rowKey={(p) => p.id}
          total={list.data?.total ?? 0}
          page={page}
          rowsPerPage={rows}
          onPageChange={setPage}
          loading={list.isPending}
          search={filter}
          onSearchChange={(text) => {
            setPage(1);
            setFilter(text);
          }}
          searchPlaceholder="Search by reference, invoice number or client..."
          onRowClick={(p) => navigate(to(`payments/${p.id}`))}
          renderListItem={(p) => (
            <Box>
              <Typography variant="body1">
                {money(p.amount)} · {p.client.display_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Invoice {p.invoice_number} · {PAYMENT_METHOD_LABELS[p.method]} · {formatDate(p.payment_date)}
                {p.voided ? ' · Voided' : ''}
              </Typography>
            </Box>
          )}
        />
      )}
    </>
  );
}
