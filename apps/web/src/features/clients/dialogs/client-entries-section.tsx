import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Controller, type FieldError, useFieldArray, useFormContext } from 'react-hook-form';
import { EntryRow, ExtraLabelField, FormSection, RemoveRowButton, TypeSelect } from './client-form-parts';
import type { ClientFormValues } from './client-form-values';

type EntryList = 'emails' | 'phones' | 'addresses';
type Entry<L extends EntryList> = ClientFormValues[L][number];
/** The field errors of one entry, by its keys. */
export type EntryErrors = Partial<Record<string, FieldError>> | undefined;

export interface EntryParts<L extends EntryList> {
  entry: Entry<L>;
  /** "Email 2": the accessible name of the entry's value field. */
  name: string;
  errors: EntryErrors;
  update: (patch: Partial<Entry<L>>) => void;
  remove: () => void;
}

interface EntriesSectionProps<L extends EntryList, T extends Entry<L>['type']> {
  list: L;
  title: string;
  /** Singular, as in "Add Email" and "Email 1". */
  noun: string;
  types: readonly T[];
  typeLabels: Record<T, string>;
  newEntry: (used: readonly { type?: string }[]) => Entry<L>;
  /** What else changes with the type (a mobile has no area code). */
  onTypeChange?: (entry: Entry<L>, type: T) => Partial<Entry<L>>;
  /** Entries removed by clearing their value show no remove button. */
  removable?: boolean;
  value: (parts: EntryParts<L>) => ReactNode;
  /** Under the row (an address's note). */
  below?: (parts: EntryParts<L>) => ReactNode;
}

/**
 * A client's emails, phones or addresses: each entry a type (each non-EXTRA type once), a label for
 * EXTRA and its value, with "Add {noun}".
 */
export function ClientEntriesSection<L extends EntryList, T extends Entry<L>['type']>(
  props: EntriesSectionProps<L, T>,
) {
  const { list, title, noun, types, typeLabels, newEntry, onTypeChange, removable = true, value, below } = props;
  const { control, getValues, formState } = useFormContext<ClientFormValues>();
  // The three lists share one shape for what this reads (type, field_name); RHF cannot see that
  // through the generic list name, so the array helpers are narrowed here once.
  const { fields, append, remove } = useFieldArray({ control, name: list as 'emails' });
  const listErrors = formState.errors[list] as EntryErrors[] | undefined;
  return (
    <FormSection
      title={title}
      action={
        <Button startIcon={<AddIcon />} onClick={() => append(newEntry(getValues(list) ?? []) as Entry<'emails'>)}>
          Add {noun}
        </Button>
      }
    >
      {fields.map((row, index) => {
        const name = `${noun} ${index + 1}`;
        const errors = listErrors?.[index];
        return (
          <Controller
            key={row.id}
            control={control}
            name={`${list as 'emails'}.${index}`}
            render={({ field }) => {
              const entry = field.value as Entry<L>;
              const update = (patch: Partial<Entry<L>>) => field.onChange({ ...entry, ...patch });
              const parts: EntryParts<L> = { entry, name, errors, update, remove: () => remove(index) };
              const row = (
                <EntryRow label={`${name} entry`}>
                  <TypeSelect
                    label={`${name} type`}
                    value={entry.type as T}
                    types={types}
                    labels={typeLabels}
                    error={errors?.type?.message}
                    onChange={(type) => update({ type, ...onTypeChange?.(entry, type) } as Partial<Entry<L>>)}
                  />
                  {entry.type === 'EXTRA' && (
                    <ExtraLabelField
                      label={`${name} label`}
                      value={entry.field_name}
                      error={errors?.field_name?.message}
                      onChange={(text) => update({ field_name: text } as Partial<Entry<L>>)}
                    />
                  )}
                  <Box sx={{ flex: 1, width: '100%' }}>{value(parts)}</Box>
                  {removable && (
                    <RemoveRowButton label={`Remove ${noun.toLowerCase()} ${index + 1}`} onClick={parts.remove} />
                  )}
                </EntryRow>
              );
              return below ? (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                  {row}
                  {below(parts)}
                </Box>
              ) : (
                row
              );
            }}
          />
        );
      })}
    </FormSection>
  );
}
