import { formatMoney } from '@fieldbook/domain/format/en-au';
import { lineInputOf } from '@fieldbook/domain/inventory/line-item.rules';
import { documentTotals, lineAmounts } from '@fieldbook/domain/money/money.rules';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCompanySettings } from '../../../lib/session/load-user';
import { LineItemEditorDialog, newLineItem } from './line-item-editor-dialog';
import type { LineItemDraft } from './line-item-types';

export interface LineItemsSectionProps {
  value: LineItemDraft[];
  onChange: (lines: LineItemDraft[]) => void;
  label?: string;
  disabled?: boolean;
  /** Server errors keyed by line index (inventory.2.quantity → 2). */
  errorOf?: (index: number) => string | undefined;
  /** The document's client's inventory mark-up, which lines chosen from inventory start from. */
  clientMarkup?: number;
}

/** A list of line items with their amounts and the totals: "Add Line Item" adds one, "Edit Line Item" edits one. */
export function LineItemsSection({
  value,
  onChange,
  label = 'Line items',
  disabled,
  errorOf,
  clientMarkup,
}: LineItemsSectionProps) {
  const settings = useCompanySettings();
  const [editing, setEditing] = useState<{ index: number; line: LineItemDraft } | null>(null);
  const { rounding_method: method, gst_registered: gst } = settings;
  const totals = documentTotals(value.map(lineInputOf), method, gst);

  const save = (line: LineItemDraft) => {
    if (!editing) return;
    onChange(editing.index < value.length ? value.map((l, i) => (i === editing.index ? line : l)) : [...value, line]);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          No line items yet.
        </Typography>
      ) : (
        <List dense aria-label={label}>
          {value.map((line, index) => (
            <ListItem
              key={line.uuid ?? index}
              divider
              secondaryAction={
                <Box>
                  <IconButton
                    aria-label={`Edit ${line.description}`}
                    disabled={disabled}
                    onClick={() => setEditing({ index, line })}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${line.description}`}
                    disabled={disabled}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </Box>
              }
            >
              <ListItemText
                primary={line.description}
                secondary={
                  errorOf?.(index) ??
                  `${line.quantity} × ${formatMoney(lineInputOf(line).unitPriceCents)} = ${formatMoney(lineAmounts(lineInputOf(line), method, gst).total)}`
                }
                slotProps={{ secondary: { color: errorOf?.(index) ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<Add />}
          disabled={disabled}
          onClick={() => setEditing({ index: value.length, line: newLineItem(settings.default_gst) })}
        >
          Add Line Item
        </Button>
        {value.length > 0 && (
          <Typography variant="body2" data-testid="line-items-total">
            {gst ? `GST ${formatMoney(totals.tax)} · ` : ''}Total {formatMoney(totals.total)}
          </Typography>
        )}
      </Box>
      {editing && (
        <LineItemEditorDialog
          line={editing.line}
          adding={editing.index === value.length}
          clientMarkup={clientMarkup}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
