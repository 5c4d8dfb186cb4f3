import { formatMoney } from '@fieldbook/domain/format/en-au';
import { INVENTORY_LIMITS, INVENTORY_TYPES, type InventoryType } from '@fieldbook/domain/inventory/inventory.constants';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArchivedFilterToggle } from '../../../components/archived-filter-toggle';
import { DynamicTable, type DynamicTableColumn } from '../../../components/dynamic-table';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useCan } from '../../../lib/session/load-user';
import { useInventoryList } from '../api/inventory-api';
import type { InventoryItem, InventoryPage as InventoryListPage } from '../api/inventory-types';
import { InventoryFormDialog } from '../dialogs/inventory-form-dialog';
import { PrefillPickerDialog } from '../dialogs/prefill-picker-dialog';
import { PrefillsOptionDialog, usePrefillsDialogHidden } from '../dialogs/prefills-option-dialog';
import { INVENTORY_TYPE_LABELS, TAX_TYPE_LABELS } from '../inventory-labels';

const COLUMNS: readonly DynamicTableColumn<InventoryItem>[] = [
  { key: 'code', label: 'Code', width: 180 },
  { key: 'name', label: 'Name', render: (item) => item.name ?? '' },
  { key: 'type', label: 'Type', width: 100, render: (item) => INVENTORY_TYPE_LABELS[item.type] },
  { key: 'category', label: 'Category', width: 160, render: (item) => item.system_type?.name ?? '' },
  {
    key: 'selling_unit_price',
    label: 'Price',
    align: 'right',
    width: 120,
    render: (item) => (item.is_selling ? formatMoney(toCents(item.selling_unit_price)) : ''),
  },
  { key: 'tax', label: 'Tax', width: 130, render: (item) => TAX_TYPE_LABELS[item.selling_tax_type] },
];

type Adding = null | 'choose' | 'form' | 'prefills';

/**
 * The cursor into each page met so far (the `next` of the page before it) while the filters stay the
 * same, so the next page (and any page already passed) is read from its cursor; a page jumped to by
 * number is read by offset.
 */
function usePageCursors(filters: string) {
  const ref = useRef({ filters, into: new Map<number, string>() });
  if (ref.current.filters !== filters) ref.current = { filters, into: new Map() };
  const { into } = ref.current;
  return {
    into: (page: number) => into.get(page),
    /** A page shown while another loads (placeholder data) may be of other filters: not remembered. */
    remember(data: Pick<InventoryListPage, 'page' | 'next'> | undefined) {
      if (data?.next) into.set(data.page + 1, data.next);
    },
  };
}

/** inventory[?type=PRODUCT|SERVICE]: the company's products and services, paged from the server. */
export function InventoryPage() {
  const to = usePortalPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = INVENTORY_TYPES.includes(typeParam as InventoryType) ? (typeParam as InventoryType) : undefined;
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<Adding>(null);
  const canManage = useCan('canManageInventory');
  const skipChoice = usePrefillsDialogHidden();
  const filters = { type, search, archived, rows: INVENTORY_LIMITS.listPageSize };
  const cursors = usePageCursors(JSON.stringify(filters));
  const list = useInventoryList({ ...filters, page, after: cursors.into(page) });
  cursors.remember(list.isPlaceholderData ? undefined : list.data);
  useEffect(() => {
    document.title = 'Inventory · Fieldbook';
  }, []);

  const chooseType = (next: InventoryType | 'ALL') => {
    setPage(1);
    setParams(next === 'ALL' ? {} : { type: next }, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Inventory"
        actions={
          canManage && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(skipChoice ? 'form' : 'choose')}>
              Add Item
            </Button>
          )
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={type ?? 'ALL'}
          onChange={(_event, next: InventoryType | 'ALL' | null) => next && chooseType(next)}
          aria-label="Item type"
        >
          <ToggleButton value="ALL">All</ToggleButton>
          <ToggleButton value="PRODUCT">Products</ToggleButton>
          <ToggleButton value="SERVICE">Services</ToggleButton>
        </ToggleButtonGroup>
        <ArchivedFilterToggle
          archived={archived}
          onToggle={() => {
            setPage(1);
            setArchived((on) => !on);
          }}
        />
      </Box>
      <DynamicTable<InventoryItem>
        label={archived ? 'Archived inventory' : 'Inventory'}
        columns={COLUMNS}
        rows={list.data?.items ?? []}
        rowKey={(item) => item.id}
        rowLabel={(item) => item.code}
        total={list.data?.count ?? 0}
        page={page}
        rowsPerPage={INVENTORY_LIMITS.listPageSize}
        onPageChange={setPage}
        loading={list.isPending}
        search={search}
        onSearchChange={(text) => {
          setPage(1);
          setSearch(text);
        }}
        searchPlaceholder="Search by code or name..."
        onRowClick={(item) => navigate(to(`inventory/${item.id}`))}
        renderListItem={(item) => (
          <Box>
            <Typography variant="body1">{item.code}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[item.name, item.is_selling ? formatMoney(toCents(item.selling_unit_price)) : null]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        )}
      />
      <PrefillsOptionDialog
        open={adding === 'choose'}
        onCreateOwn={() => setAdding('form')}
        onSearchPrefills={() => setAdding('prefills')}
        onCancel={() => setAdding(null)}
      />
      {adding === 'form' && (
        <InventoryFormDialog
          onClose={() => setAdding(null)}
          onSearchPrefills={() => setAdding('prefills')}
          onSaved={(item) => navigate(to(`inventory/${item.id}`))}
        />
      )}
      {adding === 'prefills' && <PrefillPickerDialog onClose={() => setAdding(null)} />}
    </>
  );
}
