import { CLIENT_CSV_FIELDS, type ClientCsvMapping } from '@fieldbook/domain/clients/clients-csv.rules';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { ParsedCsv } from './parse-csv-file';

const NOT_IMPORTED = '__not_imported__';

/** Step 2: one select per Fieldbook field, naming the CSV column it reads (pre-filled by the automatic mapping). */
export function CsvMappingStep({
  csv,
  mapping,
  onChange,
}: {
  csv: ParsedCsv;
  mapping: ClientCsvMapping;
  onChange: (mapping: ClientCsvMapping) => void;
}) {
  const sample = csv.rows[0] ?? {};
  const mapped = Object.values(mapping).filter(Boolean).length;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {mapped} of {CLIENT_CSV_FIELDS.length} fields mapped. Choose the column of your file each field reads from;
        fields left on “Not imported” stay empty.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 2 }}>
        {CLIENT_CSV_FIELDS.map((field) => {
          const mapped = mapping[field.key];
          const header = mapped && csv.headers.includes(mapped) ? mapped : NOT_IMPORTED;
          const labelId = `csv-map-${field.key}`;
          return (
            <FormControl key={field.key} size="small" fullWidth>
              <InputLabel id={labelId}>{field.label}</InputLabel>
              <Select
                labelId={labelId}
                label={field.label}
                value={header}
                onChange={(event) => {
                  const next = { ...mapping };
                  if (event.target.value !== NOT_IMPORTED) next[field.key] = event.target.value;
                  else delete next[field.key];
                  onChange(next);
                }}
              >
                <MenuItem value={NOT_IMPORTED}>
                  <em>Not imported</em>
                </MenuItem>
                {csv.headers.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </Select>
              {header !== NOT_IMPORTED && sample[header] ? (
                <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }} noWrap>
                  e.g. {sample[header]}
                </Typography>
              ) : null}
            </FormControl>
          );
        })}
      </Box>
    </Box>
  );
}
