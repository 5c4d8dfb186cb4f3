import { formatMoney } from '@fieldbook/domain/format/en-au';
import { GENERAL_SERVICE } from '@fieldbook/domain/inventory/inventory.constants';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Inventory2 from '@mui/icons-material/Inventory2';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LinkedInventory } from './line-item-types';

export interface InventoryLinkCardProps {
  item: LinkedInventory | null;
  onUnlink: () => void;
  disabled?: boolean;
}

/** Which inventory item the line is linked to; a line with none is linked to General Service. */
export function InventoryLinkCard({ item, onUnlink, disabled }: InventoryLinkCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
      data-testid="inventory-link"
    >
      <Inventory2 color={item ? 'primary' : 'disabled'} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {item ? `${item.code}${item.name ? ` · ${item.name}` : ''}` : GENERAL_SERVICE.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item
            ? `Inventory item · ${formatMoney(toCents(item.selling_unit_price))}`
            : 'Not linked to an inventory item: the line counts as General Service.'}
        </Typography>
      </Box>
      {item && (
        <Button size="small" startIcon={<LinkOff />} onClick={onUnlink} disabled={disabled}>
          Unlink
        </Button>
      )}
    </Paper>
  );
}
