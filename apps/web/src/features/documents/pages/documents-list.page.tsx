import { DOCUMENT_LIMITS } from '@fieldbook/domain/documents/documents.constants';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ArchivedFilterToggle } from '../../../components/archived-filter-toggle';
import { DynamicTable, type DynamicTableColumn, type SortState } from '../../../components/dynamic-table';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ToggleChips, toggled } from '../../../components/toggle-chips';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import { type AnySummary, dateOf, numberOf, termOf } from '../api/document-types';
import { useDocumentSearch } from '../api/documents-api';
import { DocumentStatusChip } from '../components/document-status-chip';
import { INVOICE, QUOTATION, type WebDocumentKind } from '../document-kinds';

const money = (dollars: number) => formatMoney(toCents(dollars));

function columnsOf(kind: WebDocumentKind): DynamicTableColumn<AnySummary>[] {
  return [
    { key: 'number', label: 'Number', width: 110, sortable: true, render: numberOf },
    { key: 'client', label: 'Client', sortable: true, render: (row) => row.client.display_name },
    { key: 'title', label: 'Title', render: (row) => row.title ?? '' },
    { key: 'date', label: 'Date', width: 110, sortable: true, render: (row) => formatDate(dateOf(row)) },
    {
      key: 'term',
      label: kind.kind === 'quotation' ? 'Expires' : 'Due',
      width: 110,
      sortable: true,
      render: (row) => formatDate(termOf(row)),
    },
    { key: 'total', label: 'Total', align: 'right', width: 120, sortable: true, render: (row) => money(row.total) },
    ...(kind.kind === 'invoice'
      ? [
          {
            key: 'amount_due',
            label: 'Amount Due',
            align: 'right' as const,
            width: 120,
            sortable: true,
            render: (row: AnySummary) => ('amount_due' in row ? money(row.amount_due) : ''),
          },
        ]
      : []),
    { key: 'status', label: 'Status', width: 200, render: (row) => <DocumentStatusChip document={row} /> },
  ];
}

/** quotations / invoicing: the company's documents of a kind, searched, filtered by status and paged. */
function DocumentsListPage({ kind }: { kind: WebDocumentKind }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const canAdd = useCan(kind.permissions.edit);
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<string[]>([]);
  const [archived, setArchived] = useState(false);
  const [params] = useSearchParams();
  // invoicing?overdue=1 (the dashboard's Overdue Invoices) opens with the Overdue filter on.
  const [overdue, setOverdue] = useState(() => kind.kind === 'invoice' && params.get('overdue') === '1');
  // Newest first, as the server sorts when asked nothing.
  const [sort, setSort] = useState<SortState>({ key: 'date', direction: 'desc' });
  const [page, setPage] = useState(1);
  const rows = DOCUMENT_LIMITS.pageSize;
  const list = useDocumentSearch(kind, {
    filter,
    status,
    archived,
    page,
    rows,
    sort: sort.key,
    direction: sort.direction,
    // Only invoices can be overdue; a quotation search refuses the key.
    ...(kind.kind === 'invoice' ? { overdue } : {}),
  });
  useEffect(() => {
    document.title = `${kind.plural} · Fieldbook`;
  }, [kind.plural]);

  const toggleStatus = (value: string) => {
    setPage(1);
    setStatus((current) => toggled(current, value));
  };
  const create = canAdd && (
    <Button component={RouterLink} to={to(`${kind.path}/add`)} variant="contained" startIcon={<Add />}>
      Create {kind.title}
    </Button>
  );
  const filtered = Boolean(filter) || status.length > 0 || archived || overdue;
  const empty = !list.isPending && (list.data?.total ?? 0) === 0 && !filtered;

  return (
    <>
      <PageHeader title={kind.plural} actions={create} />
      <ToggleChips
        label="Filter by status"
        options={Object.entries(kind.statusLabels).map(([value, label]) => ({ value, label }))}
        selected={status}
        onToggle={toggleStatus}
      >
        <ArchivedFilterToggle
          archived={archived}
          onToggle={() => {
            setPage(1);
            setArchived((on) => !on);
          }}
        />
        {kind.kind === 'invoice' && (
          <ToggleButton
            value="overdue"
            size="small"
            selected={overdue}
            onChange={() => {
              setPage(1);
              setOverdue((on) => !on);
            }}
          >
            Overdue
          </ToggleButton>
        )}
      </ToggleChips>
      {empty ? (
        <EmptyState title={`No ${kind.plural.toLowerCase()} yet`} action={create}>
          {kind.kind === 'quotation'
            ? 'Quote a job, send it to the client and book it once they accept.'
            : 'Bill a job, send it to the client and record their payments.'}
        </EmptyState>
      ) : (
        <DynamicTable<AnySummary>
          label={kind.plural}
          columns={columnsOf(kind)}
          rows={list.data?.documents ?? []}
          rowKey={(row) => row.id}
          rowLabel={(row) => `${kind.title} ${numberOf(row)}`}
          total={list.data?.total ?? 0}
          page={page}
          rowsPerPage={rows}
          onPageChange={setPage}
          loading={list.isPending}
          sort={sort}
          onSortChange={(next) => {
            setPage(1);
            setSort(next);
          }}
          search={filter}
          onSearchChange={(text) => {
            setPage(1);
            setFilter(text);
          }}
          searchDebounceMs={kind.searchDebounceMs}
          searchPlaceholder="Search by number, title, client or address..."
          onRowClick={(row) => navigate(to(`${kind.path}/${row.id}`))}
          renderListItem={(row) => (
            <Box>
              <Typography variant="body1">
                {numberOf(row)} · {row.client.display_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="div">
                {money(row.total)} · {formatDate(dateOf(row))}
              </Typography>
              <DocumentStatusChip document={row} />
            </Box>
          )}
        />
      )}
    </>
  );
}

export const QuotationsPage = () => <DocumentsListPage kind={QUOTATION} />;
export const InvoicesPage = () => <DocumentsListPage kind={INVOICE} />;
