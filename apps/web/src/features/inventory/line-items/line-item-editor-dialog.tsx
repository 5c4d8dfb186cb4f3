import { formatMoney } from '@fieldbook/domain/format/en-au';
import {
  inventoryFieldsOfLine,
  LINE_LIMITS,
  LINE_MESSAGES,
  lineInputOf,
  lineItemAsInventoryProblem,
  markedUpPrice,
  resetDiscount,
  resetPrice,
  resetQuantity,
  showsGstChoice,
} from '@fieldbook/domain/inventory/line-item.rules';
import { lineAmounts, TAX_TYPES, type TaxType, toCents } from '@fieldbook/domain/money/money.rules';
import SaveAlt from '@mui/icons-material/SaveAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { ResettingNumberField } from '../../../components/resetting-number-field';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useCan, useCompanySettings } from '../../../lib/session/load-user';
import { InventoryDropdown } from '../components/inventory-dropdown';
import { InventoryFormDialog } from '../dialogs/inventory-form-dialog';
import { TAX_TYPE_LABELS } from '../inventory-labels';
import { InventoryLinkCard } from './inventory-link-card';
import { type LineItemDraft, lineFromItem } from './line-item-types';

export interface LineItemEditorDialogProps {
  line: LineItemDraft;
  /** A line not in the list yet: the dialog is "Add Line Item". */
  adding?: boolean;
  /** The document's client's inventory mark-up (0: none, or no client): items chosen start from it. */
  clientMarkup?: number;
  onSave: (line: LineItemDraft) => void;
  onClose: () => void;
}

/** A new line's starting values: one unit of General Service, taxed by the company's default_gst. */
export const newLineItem = (defaultGst: TaxType): LineItemDraft => ({
  uuid: crypto.randomUUID(),
  item_id: null,
  inventory_item: null,
  description: '',
  unit_price: 0,
  quantity: 1,
  discount_rate: 0,
  tax_type: defaultGst,
  with_tax: defaultGst !== 'NONE',
});

function Amount({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }} data-testid={`line-${label.toLowerCase()}`}>
        {formatMoney(cents)}
      </Typography>
    </Box>
  );
}

/**
 * "Edit Line Item" (spec: line item rules), "Add Line Item" for a line not in the list yet: its
 * inventory link, description, quantity, unit price and discount (bad values reset), the mark-up on
 * its item's price and its account code, tax type and the GST choice, and its amounts by the
 * company's rounding. Appointment types, quotations and invoices use it for their lines.
 */
export function LineItemEditorDialog({
  line,
  adding = false,
  clientMarkup = 0,
  onSave,
  onClose,
}: LineItemEditorDialogProps) {
  const settings = useCompanySettings();
  const canManageInventory = useCan('canManageInventory');
  const [draft, setDraft] = useState<LineItemDraft>(line);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [savingAsItem, setSavingAsItem] = useState(false);
  const [itemProblem, setItemProblem] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(line);
  const { guard, confirmDialog } = useConfirmDiscard(dirty, {
    title: 'Leave without saving?',
    message: 'You have unsaved changes to this line item. Discard them?',
  });
  const change = (patch: Partial<LineItemDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { rounding_method: rounding, gst_registered: gstRegistered } = settings;
  const amounts = lineAmounts(lineInputOf(draft), rounding, gstRegistered);
  // A business not registered for GST charges none: no choice to offer.
  const gstChoice = gstRegistered && showsGstChoice(draft.tax_type, settings.default_gst);
  const item = draft.inventory_item;
  const itemFields = inventoryFieldsOfLine(draft.description, settings.inventory_prefill_column);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.description.trim() === '') {
      setDescriptionError(LINE_MESSAGES.descriptionRequired);
      return;
    }
    onSave({ ...draft, description: draft.description.trim(), with_tax: gstChoice && draft.with_tax });
    onClose();
  };

  const saveAsItem = () => {
    const problem = lineItemAsInventoryProblem(draft.description, settings.inventory_prefill_column);
    setItemProblem(problem);
    if (!problem) setSavingAsItem(true);
  };

  return (
    <>
      <FormDialog
        title={adding ? 'Add Line Item' : 'Edit Line Item'}
        width={560}
        onClose={() => guard(onClose)}
        onSubmit={submit}
        submitLabel="Save"
        submitting={false}
      >
        <Stack spacing={2.5}>
          <InventoryLinkCard
            item={draft.inventory_item}
            onUnlink={() => change({ item_id: null, inventory_item: null })}
          />
          <InventoryDropdown
            value={null}
            label="Choose an inventory item"
            onChange={(chosen) =>
              chosen && setDraft((current) => lineFromItem(current, chosen, { clientMarkup, rounding }))
            }
          />
          <TextField
            label="Description"
            required
            multiline
            minRows={2}
            value={draft.description}
            onChange={(event) => {
              setDescriptionError(null);
              setItemProblem(null);
              change({ description: event.target.value });
            }}
            error={Boolean(descriptionError)}
            helperText={descriptionError}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <ResettingNumberField
              label="Quantity"
              value={draft.quantity}
              onChange={(quantity) => change({ quantity })}
              reset={resetQuantity}
              min={0}
              max={LINE_LIMITS.quantityMax}
              step={1}
            />
            <ResettingNumberField
              label="Unit price"
              value={draft.unit_price}
              onChange={(unit_price) => change({ unit_price })}
              reset={resetPrice}
              min={0}
              max={LINE_LIMITS.unitPriceMax}
              step={0.01}
              prefix="$"
            />
            <ResettingNumberField
              label="Discount"
              value={draft.discount_rate}
              onChange={(discount_rate) => change({ discount_rate })}
              reset={resetDiscount}
              min={0}
              max={LINE_LIMITS.discountMax}
              step={1}
              suffix="%"
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            {/* A mark-up prices the line from its item's price: General Service has none to mark up. */}
            {item && !item.is_default && (
              <ResettingNumberField
                label="Mark-up"
                value={draft.marked_up_percentage ?? 0}
                // The unit price follows: the item's price marked up (spec: marked_up_percentage).
                onChange={(markup) =>
                  change({
                    marked_up_percentage: markup,
                    unit_price: markedUpPrice(item.selling_unit_price, markup, rounding),
                  })
                }
                // A percentage from 0 to 100 resetting to 0, as a discount does.
                reset={resetDiscount}
                min={0}
                max={LINE_LIMITS.markupMax}
                step={1}
                suffix="%"
                helperText={`On ${formatMoney(toCents(item.selling_unit_price))}`}
              />
            )}
            <TextField
              label="Account code"
              value={draft.item_account ?? ''}
              onChange={(event) => change({ item_account: event.target.value || null })}
              helperText="Where your accounting books this line; empty: your sales account."
              slotProps={{ htmlInput: { maxLength: LINE_LIMITS.itemAccountMax } }}
              sx={{ gridColumn: item && !item.is_default ? undefined : '1 / -1' }}
            />
          </Box>
          <TextField
            select
            label="Tax type"
            value={draft.tax_type}
            onChange={(event) => change({ tax_type: event.target.value as TaxType })}
          >
            {TAX_TYPES.map((option) => (
              <MenuItem key={option} value={option}>
                {TAX_TYPE_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
          {gstChoice && (
            <FormControlLabel
              control={<Checkbox checked={draft.with_tax} onChange={(_event, on) => change({ with_tax: on })} />}
              label="Apply GST"
            />
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }} aria-label="Line amounts">
            <Amount label="Subtotal" cents={amounts.subtotal} />
            {amounts.discount > 0 && <Amount label="Discount" cents={-amounts.discount} />}
            {gstRegistered && <Amount label="GST" cents={amounts.tax} />}
            <Amount label="Total" cents={amounts.total} strong />
          </Box>
          {canManageInventory && !draft.inventory_item && (
            <Box>
              <Button size="small" startIcon={<SaveAlt />} onClick={saveAsItem}>
                Save as inventory item
              </Button>
              {itemProblem && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {itemProblem}
                </Alert>
              )}
            </Box>
          )}
        </Stack>
      </FormDialog>
      {savingAsItem && (
        <InventoryFormDialog
          initial={{
            type: 'SERVICE',
            code: itemFields.code,
            name: itemFields.name,
            description: itemFields.description ?? '',
            selling_unit_price: draft.unit_price,
            selling_tax_type: draft.tax_type,
            prefill_column: settings.inventory_prefill_column,
          }}
          onClose={() => setSavingAsItem(false)}
          onSaved={(item) => setDraft((current) => ({ ...current, item_id: item.id, inventory_item: item }))}
        />
      )}
      {confirmDialog}
    </>
  );
}
