import type { ClientCsvMapping } from '@fieldbook/domain/clients/clients-csv.rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ClientImportOutcome } from '../api/import-clients';
import { ImportErrorsTable } from './import-errors-table';
import type { ParsedCsv } from './parse-csv-file';

/** Step 4: progress while the import runs, then what was imported and what was skipped and why. */
export function CsvResultStep({
  csv,
  mapping,
  outcome,
  pending,
  error,
}: {
  csv: ParsedCsv;
  mapping: ClientCsvMapping;
  outcome: ClientImportOutcome | undefined;
  pending: boolean;
  error: string | null;
}) {
  if (pending) {
    return (
      <Box aria-label="Importing">
        <Typography sx={{ mb: 1 }}>Importing {csv.rows.length} rows…</Typography>
        <LinearProgress />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!outcome) return null;
  const { result, refused, message } = outcome;
  const skipped = result.total - result.imported;
  return (
    <Box>
      {refused ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message ?? 'Nothing was imported.'}
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          {result.imported} {result.imported === 1 ? 'client' : 'clients'} imported.
        </Alert>
      )}
      {skipped > 0 && result.errors.length > 0 && (
        <>
          <Typography sx={{ mb: 1 }}>
            {refused
              ? 'These rows stopped the import:'
              : `${skipped} ${skipped === 1 ? 'row was' : 'rows were'} skipped:`}
          </Typography>
          <ImportErrorsTable csv={csv} mapping={mapping} errors={result.errors} />
        </>
      )}
    </Box>
  );
}
