import type { FormField } from '@fieldbook/domain/forms/forms.schemas';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A heading or instructions field: display only, the same in the preview, the filler and a filled report. */
export function FormDisplayField({ field }: { field: FormField }) {
  if (field.type === 'heading')
    return (
      <Typography variant="h6" component="h3">
        {field.label}
      </Typography>
    );
  return (
    <Box>
      <Typography variant="subtitle2">{field.label}</Typography>
      {field.help && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {field.help}
        </Typography>
      )}
    </Box>
  );
}

/** A table field's rows read-only (the preview shows one empty row). */
export function FormTableView({ field, rows }: { field: FormField; rows: Record<string, string | null>[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={field.label}>
        <TableHead>
          <TableRow>
            {field.columns.map((column) => (
              <TableCell key={column.id}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position.
            <TableRow key={index}>
              {field.columns.map((column) => (
                <TableCell key={column.id}>{row[column.id] || '\u00a0'}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
