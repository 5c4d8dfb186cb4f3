import type { MetadataEntry } from '@fieldbook/domain/inventory/inventory.schemas';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MetadataDefinition } from '../api/inventory-types';

export interface MetadataEditorProps {
  value: MetadataEntry[];
  onChange: (value: MetadataEntry[]) => void;
  /** The details this item may carry (those for every category and for its own). */
  definitions: MetadataDefinition[];
  /** Server errors keyed metadata.N.values / metadata.N.key. */
  errorOf: (path: string) => string | undefined;
  disabled?: boolean;
}

/** Whether another value may be added: maximum_options 0 means unlimited (spec section 5). */
export const canAddValue = (definition: MetadataDefinition | undefined, count: number) =>
  !definition || definition.maximum_options === 0 || count < definition.maximum_options;

/**
 * The item's details: each with its values (suggested from the template's options), another value
 * while under maximum_options, and Add detail for templates not used yet. Empty and duplicate
 * values are dropped when the item is saved.
 */
export function MetadataEditor({ value, onChange, definitions, errorOf, disabled }: MetadataEditorProps) {
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const unused = definitions.filter((definition) => !value.some((entry) => entry.key === definition.key));
  const setValues = (index: number, values: { value: string }[]) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, values } : entry)));

  return (
    <Stack spacing={2}>
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No details yet.
        </Typography>
      )}
      {value.map((entry, index) => {
        const definition = byKey.get(entry.key);
        const title = definition?.title ?? entry.title ?? entry.key;
        const error = errorOf(`metadata.${index}.values`) ?? errorOf(`metadata.${index}.key`);
        return (
          <Box key={entry.key} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="legend" variant="subtitle2" sx={{ flex: 1 }}>
                {title}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove ${title}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
            {definition?.description && (
              <Typography variant="caption" color="text.secondary">
                {definition.description}
              </Typography>
            )}
            <Stack spacing={1} sx={{ mt: 1 }}>
              {entry.values.map((item, valueIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: values are controlled text that may repeat while typed; the position is their identity.
                <Box key={`${entry.key}-${valueIndex}`} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Autocomplete
                    freeSolo
                    fullWidth
                    size="small"
                    disabled={disabled}
                    options={definition?.dropdown_options ?? []}
                    inputValue={item.value}
                    onInputChange={(_event, text) =>
                      setValues(
                        index,
                        entry.values.map((v, i) => (i === valueIndex ? { value: text } : v)),
                      )
                    }
                    renderInput={(params) => <TextField {...params} label={`${title} ${valueIndex + 1}`} />}
                  />
                  <IconButton
                    size="small"
                    aria-label={`Remove ${title} ${valueIndex + 1}`}
                    disabled={disabled}
                    onClick={() =>
                      setValues(
                        index,
                        entry.values.filter((_, i) => i !== valueIndex),
                      )
                    }
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </Box>
              ))}
              {canAddValue(definition, entry.values.length) && (
                <Box>
                  <Button
                    size="small"
                    startIcon={<Add />}
                    disabled={disabled}
                    onClick={() => setValues(index, [...entry.values, { value: '' }])}
                  >
                    Add {title}
                  </Button>
                </Box>
              )}
              {error && (
                <Typography variant="caption" color="error" role="alert">
                  {error}
                </Typography>
              )}
            </Stack>
          </Box>
        );
      })}
      {unused.length > 0 && (
        <TextField
          select
          size="small"
          label="Add detail"
          value=""
          disabled={disabled}
          onChange={(event) => {
            const definition = byKey.get(event.target.value);
            if (!definition) return;
            const first = definition.prepopulate && definition.default_value ? definition.default_value : '';
            onChange([...value, { key: definition.key, title: definition.title, values: [{ value: first }] }]);
          }}
        >
          {unused.map((definition) => (
            <MenuItem key={definition.key} value={definition.key}>
              {definition.title}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
