import type { QuotationStatus } from '@fieldbook/domain/documents/documents.constants';
import { quotationStatusOptions } from '@fieldbook/domain/documents/documents.rules';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import type { AnyDocument } from '../api/document-types';
import { useDocumentStatus } from '../api/documents-api';
import type { WebDocumentKind } from '../document-kinds';

/** Spec platform section 9: the status picker saves 500 ms after the last change. */
export const STATUS_SAVE_DELAY_MS = 500;

/** What may be chosen: a quotation's statuses by its hiding rules, an invoice's Draft and Unpaid. */
const offeredOf = (kind: WebDocumentKind, current: string): readonly string[] =>
  kind.kind === 'quotation' ? quotationStatusOptions(current as QuotationStatus) : kind.formStatuses;

/** The document's status, changed in place; only the last choice within half a second is saved. */
export function DocumentStatusPicker({ kind, document }: { kind: WebDocumentKind; document: AnyDocument }) {
  const [value, setValue] = useState<string>(document.status);
  const change = useDocumentStatus(kind);
  useEffect(() => setValue(document.status), [document.status]);
  const save = useDebouncedCallback((status: string) => {
    if (status !== document.status)
      change.mutate({ id: document.id, status }, { onError: () => setValue(document.status) });
  }, STATUS_SAVE_DELAY_MS);
  const offered = offeredOf(kind, document.status);
  // The current status is always listed (the picker shows it), but only as a choice when offered.
  const options = offered.includes(document.status) ? offered : [document.status, ...offered];
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      disabled={!document.can_edit || change.isPending}
      onChange={(event) => {
        setValue(event.target.value);
        save.run(event.target.value);
      }}
      sx={{ width: 200, flexShrink: 0 }}
    >
      {options.map((status) => (
        <MenuItem key={status} value={status} disabled={!offered.includes(status)}>
          {kind.statusLabels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
