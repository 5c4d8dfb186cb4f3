import type { ClientCsvMapping } from '@fieldbook/domain/clients/clients-csv.rules';
import type { ClientImportMode } from '@fieldbook/domain/clients/clients-csv.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ClientImportOutcome } from '../api/import-clients';
import { ImportErrorsTable } from './import-errors-table';
import type { ParsedCsv } from './parse-csv-file';

/** Step 3: what the dry run found, and how to import. */
export function CsvPreviewStep({
  csv,
  mapping,
  preview,
  pending,
  error,
  mode,
  onModeChange,
}: {
  csv: ParsedCsv;
  mapping: ClientCsvMapping;
  preview: ClientImportOutcome | undefined;
  pending: boolean;
  error: string | null;
  mode: ClientImportMode;
  onModeChange: (mode: ClientImportMode) => void;
}) {
  if (pending) {
    return (
      <Box aria-label="Checking rows">
        <Typography sx={{ mb: 1 }}>Checking {csv.rows.length} rows…</Typography>
        <LinearProgress />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!preview) return null;
  const { result } = preview;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Chip label={`${result.total} rows`} />
        <Chip color="success" label={`${result.valid} valid`} />
        <Chip color={result.invalid ? 'error' : 'default'} label={`${result.invalid} invalid`} />
      </Box>
      {result.invalid === 0 ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Every row is valid and ready to import.
        </Alert>
      ) : (
        <ImportErrorsTable csv={csv} mapping={mapping} errors={result.errors} />
      )}
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id="csv-import-mode">How to import</FormLabel>
        <RadioGroup
          aria-labelledby="csv-import-mode"
          value={mode}
          onChange={(event) => onModeChange(event.target.value as ClientImportMode)}
        >
          <FormControlLabel value="all_or_nothing" control={<Radio />} label="Import all or nothing" />
          <FormControlLabel value="valid_only" control={<Radio />} label="Import valid rows, skip the rest" />
        </RadioGroup>
      </FormControl>
      {mode === 'all_or_nothing' && result.invalid > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Nothing will be imported while {result.invalid} {result.invalid === 1 ? 'row is' : 'rows are'} invalid. Fix
          the file and upload it again, or skip the invalid rows.
        </Alert>
      )}
    </Box>
  );
}
