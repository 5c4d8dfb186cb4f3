import { COMMON_GROUP, INVENTORY_LIMITS, INVENTORY_MESSAGES } from '@fieldbook/domain/inventory/inventory.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DynamicTable, type DynamicTableColumn, type RowKey } from '../../../components/dynamic-table';
import { useSnackbar } from '../../../components/notices';
import { useMinWidth } from '../../../components/use-responsive';
import { type PrefillFilter, useAddPrefills, usePrefillPage } from '../api/inventory-api';
import type { PrefillAddResult, PrefillDefault } from '../api/inventory-types';
import { INVENTORY_TYPE_LABELS } from '../inventory-labels';

/** The picker's groups: the Common entries first (the server sorts them first), then by first letter. */
export const prefillGroupOf = (prefill: PrefillDefault) =>
  prefill.is_priority ? COMMON_GROUP : prefill.code.charAt(0).toUpperCase() || '#';

const COLUMNS: readonly DynamicTableColumn<PrefillDefault>[] = [
  { key: 'code', label: 'Code', width: 180 },
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type', width: 100, render: (row) => INVENTORY_TYPE_LABELS[row.type] },
  {
    key: 'system_type',
    label: 'Category',
    width: 160,
    render: (row) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {row.system_type.name}
        {row.added && <Chip size="small" label="Added" />}
      </Box>
    ),
  },
];

type Step = 'pick' | 'confirm' | 'result';

export interface PrefillPickerDialogProps {
  onClose: () => void;
}

/**
 * The prefill picker: a searchable, paged (50) catalogue grouped by first letter with Common first,
 * a category filter and selection across pages, then a confirm step; the result reports failures.
 */
export function PrefillPickerDialog({ onClose }: PrefillPickerDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const wide = useMinWidth(900);
  const [filter, setFilter] = useState<PrefillFilter>({ filter: '', page: 1, system_types: [] });
  const [selected, setSelected] = useState<Map<number, PrefillDefault>>(new Map());
  const [step, setStep] = useState<Step>('pick');
  const [result, setResult] = useState<PrefillAddResult | null>(null);
  const page = usePrefillPage(filter);
  const add = useAddPrefills();
  const rows = page.data?.defaults ?? [];
  const categories = page.data?.options.system_types ?? [];

  const changeSelection = (keys: RowKey[]) => {
    const next = new Map([...selected].filter(([id]) => keys.includes(id) || !rows.some((row) => row.id === id)));
    for (const row of rows) if (keys.includes(row.id) && !row.added) next.set(row.id, row);
    setSelected(next);
  };

  const confirm = async () => {
    const outcome = await add.mutateAsync([...selected.keys()]);
    if (outcome.failures.length === 0) {
      enqueueSnackbar(INVENTORY_MESSAGES.prefillAdded(outcome.success), { variant: 'success' });
      onClose();
      return;
    }
    setResult(outcome);
    setStep('result');
  };

  return (
    <Dialog open onClose={onClose} fullScreen={!wide} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {step === 'pick' ? 'Search & Add Prefills' : step === 'confirm' ? 'Add these items?' : 'Prefills added'}
      </DialogTitle>
      <DialogContent dividers>
        {step === 'pick' && (
          <DynamicTable<PrefillDefault>
            label="Prefill catalogue"
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.code}
            total={page.data?.count ?? 0}
            page={filter.page}
            rowsPerPage={INVENTORY_LIMITS.prefillPageSize}
            onPageChange={(next) => setFilter({ ...filter, page: next })}
            loading={page.isPending}
            search={filter.filter}
            onSearchChange={(text) => setFilter({ ...filter, filter: text, page: 1 })}
            searchPlaceholder="Search prefills..."
            filters={[
              {
                key: 'system_types',
                label: 'Category',
                value: filter.system_types.length > 0 ? filter.system_types : null,
                display: categories
                  .filter((c) => filter.system_types.includes(c.id))
                  .map((c) => c.name)
                  .join(', '),
              },
            ]}
            onRemoveFilter={() => setFilter({ ...filter, system_types: [], page: 1 })}
            toolbarActions={
              <TextField
                select
                size="small"
                label="Category"
                value={filter.system_types[0] ?? ''}
                onChange={(event) => {
                  const id = Number(event.target.value);
                  setFilter({ ...filter, system_types: id ? [id] : [], page: 1 });
                }}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">All categories</MenuItem>
                {categories.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name} ({category.count})
                  </MenuItem>
                ))}
              </TextField>
            }
            selectable
            selected={[...selected.keys()]}
            onSelectionChange={changeSelection}
            groupBy={prefillGroupOf}
          />
        )}
        {step === 'confirm' && (
          <List dense aria-label="Items to add">
            {[...selected.values()].map((prefill) => (
              <ListItem key={prefill.id} divider>
                <ListItemText primary={prefill.code} secondary={prefill.name} />
              </ListItem>
            ))}
          </List>
        )}
        {step === 'result' && result && (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {INVENTORY_MESSAGES.prefillFailed(result.failures.length)}
            </Alert>
            <Typography color="success.main" sx={{ fontWeight: 600 }}>
              {INVENTORY_MESSAGES.prefillAdded(result.success)}
            </Typography>
            <List dense aria-label="Items that failed">
              {result.failures.map((failure) => (
                <ListItem key={failure.id} divider>
                  <ListItemText primary={failure.code ?? `#${failure.id}`} secondary={failure.message} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'pick' && (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" disabled={selected.size === 0} onClick={() => setStep('confirm')}>
              {selected.size === 0 ? 'Add Items' : `Add ${selected.size} ${selected.size === 1 ? 'Item' : 'Items'}`}
            </Button>
          </>
        )}
        {step === 'confirm' && (
          <>
            <Button onClick={() => setStep('pick')}>Back</Button>
            <Button variant="contained" disabled={add.isPending} onClick={() => void confirm()}>
              Confirm
            </Button>
          </>
        )}
        {step === 'result' && (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
