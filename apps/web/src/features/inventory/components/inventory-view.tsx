import { formatMoney } from '@fieldbook/domain/format/en-au';
import { INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { type ReactNode, useState } from 'react';
import { ArchiveToggle } from '../../../components/archive-toggle';
import { useSnackbar } from '../../../components/notices';
import { DetailRow, RecordToolbar, RecordViewError, RecordViewLoading } from '../../../components/record-view-parts';
import { useCan } from '../../../lib/session/load-user';
import { useInventoryItem, useToggleInventoryItem } from '../api/inventory-api';
import { InventoryFormDialog } from '../dialogs/inventory-form-dialog';
import { INVENTORY_TYPE_LABELS, TAX_TYPE_LABELS } from '../inventory-labels';

interface InventoryViewProps {
  itemId: number;
  headerEnd?: ReactNode;
  headingLevel?: 1 | 2;
}

/** One inventory item: blue header (red when archived), its details, Edit and Archive/Restore (canManageInventory). */
export function InventoryView({ itemId, headerEnd, headingLevel = 2 }: InventoryViewProps) {
  const { enqueueSnackbar } = useSnackbar();
  const query = useInventoryItem(itemId);
  const toggle = useToggleInventoryItem();
  const canManage = useCan('canManageInventory');
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <RecordViewLoading label="Loading inventory item" />;
  if (query.isError) return <RecordViewError message={query.error.message} headerEnd={headerEnd} />;
  const item = query.data;
  const archiveOrRestore = () =>
    toggle.mutate(item.id, {
      onSuccess: (saved) =>
        enqueueSnackbar(saved.archived ? INVENTORY_MESSAGES.archived : INVENTORY_MESSAGES.restored, {
          variant: 'success',
        }),
    });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <RecordToolbar
        kind="inventory"
        title={item.name ? `${item.code} · ${item.name}` : item.code}
        details={INVENTORY_TYPE_LABELS[item.type]}
        archived={item.archived}
        readOnly={!item.can_edit}
        headingLevel={headingLevel}
        headerEnd={headerEnd}
      />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {canManage && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="contained"
              size="small"
              startIcon={<Edit />}
              disabled={!item.can_edit}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            {!item.is_default && (
              <ArchiveToggle
                archived={item.archived}
                noun="inventory item"
                archiveMessage={`${item.code} will be archived and read-only until it is restored; lines already using it keep it.`}
                restoreMessage={`${item.code} will be active again and can be chosen on new lines.`}
                disabled={toggle.isPending}
                onConfirm={archiveOrRestore}
              />
            )}
            {item.is_default && <Chip size="small" label="Default for lines without an item" />}
          </Box>
        )}
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label="Code">{item.code}</DetailRow>
          <DetailRow label="Name">{item.name ?? 'None'}</DetailRow>
          {item.description && <DetailRow label="Description">{item.description}</DetailRow>}
          {item.system_type && <DetailRow label="Category">{item.system_type.name}</DetailRow>}
          {item.is_selling && (
            <>
              <DetailRow label="Selling unit price">{formatMoney(toCents(item.selling_unit_price))}</DetailRow>
              <DetailRow label="Tax">{TAX_TYPE_LABELS[item.selling_tax_type]}</DetailRow>
              <DetailRow label="Markup">{`${item.markup_percentage}%`}</DetailRow>
            </>
          )}
          {item.type === 'PRODUCT' && (
            <DetailRow label="Stock">{item.is_tracked ? 'Tracked' : 'Not tracked'}</DetailRow>
          )}
          {item.metadata.map((entry) => (
            <DetailRow key={entry.key} label={entry.title ?? entry.key}>
              {entry.values.map((v) => v.value).join(', ')}
            </DetailRow>
          ))}
        </Box>
      </Box>
      {editing && <InventoryFormDialog item={item} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
