import { CLIENT_CSV_FIELDS, type ClientCsvMapping } from '@fieldbook/domain/clients/clients-csv.rules';
import type { ClientImportRowError } from '@fieldbook/domain/clients/clients-csv.schemas';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ParsedCsv } from './parse-csv-file';

const SHOWN_ROWS = 100;
const LABELS = new Map<string, string>(CLIENT_CSV_FIELDS.map((field) => [field.key, field.label]));

interface RowProblems {
  row: number;
  /** First message per field, in the order the server reported them. */
  problems: { field: string; message: string }[];
}

/** Errors grouped by file row, keeping the first message of each field (platform section 5). */
export function groupRowErrors(errors: readonly ClientImportRowError[]): RowProblems[] {
  const rows = new Map<number, RowProblems>();
  for (const error of errors) {
    const entry = rows.get(error.row) ?? { row: error.row, problems: [] };
    if (!entry.problems.some((p) => p.field === error.field)) {
      entry.problems.push({ field: error.field, message: error.message });
    }
    rows.set(error.row, entry);
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}

/** The client a file row describes, for people to recognise it: display name, else first and last name. */
function clientOf(csv: ParsedCsv, mapping: ClientCsvMapping, row: number): string {
  const cells = csv.rows[row - 2] ?? {};
  const cell = (key: keyof ClientCsvMapping) => {
    const header = mapping[key];
    return header ? (cells[header] ?? '').trim() : '';
  };
  return cell('display_name') || [cell('first_name'), cell('last_name')].filter(Boolean).join(' ') || '—';
}

/** A table of the file's rows that have problems, each with the first message per field. */
export function ImportErrorsTable({
  csv,
  mapping,
  errors,
}: {
  csv: ParsedCsv;
  mapping: ClientCsvMapping;
  errors: readonly ClientImportRowError[];
}) {
  const rows = groupRowErrors(errors);
  if (rows.length === 0) return null;
  return (
    <>
      <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Rows with problems">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>Row</TableCell>
              <TableCell sx={{ width: 220 }}>Client</TableCell>
              <TableCell>Problems</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN_ROWS).map((entry) => (
              <TableRow key={entry.row}>
                <TableCell>{entry.row}</TableCell>
                <TableCell>{clientOf(csv, mapping, entry.row)}</TableCell>
                <TableCell>
                  {entry.problems.map((problem) => (
                    <Typography key={problem.field} variant="body2" color="error">
                      <strong>{LABELS.get(problem.field) ?? problem.field}:</strong> {problem.message}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > SHOWN_ROWS && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {rows.length - SHOWN_ROWS} more rows with problems are not shown.
        </Typography>
      )}
    </>
  );
}
