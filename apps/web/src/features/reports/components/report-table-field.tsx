import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '../../../components/visually-hidden';

type Row = Record<string, string>;

interface ReportTableFieldProps {
  label: string;
  columns: { id: string; label: string }[];
  value: Row[];
  onChange: (rows: Row[]) => void;
  error?: string;
}

/** A table answer: rows of the form's columns, added and removed; it scrolls sideways on a phone. */
export function ReportTableField({ label, columns, value, onChange, error }: ReportTableFieldProps) {
  // One empty row to type into when there is none.
  const rows = value.length > 0 ? value : [{}];
  const setCell = (index: number, column: string, cell: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: cell } : row)));
  const plain = label.replace(/ \*$/, '');
  return (
    <FormControl error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel>{label}</FormLabel>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={plain}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id}>{column.label}</TableCell>
              ))}
              <TableCell sx={{ width: 48 }}>
                <Box component="span" sx={visuallyHidden}>
                  Remove
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; a row is its position.
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.id} sx={{ minWidth: 120 }}>
                    <TextField
                      size="small"
                      fullWidth
                      value={row[column.id] ?? ''}
                      onChange={(event) => setCell(index, column.id, event.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': `${column.label}, row ${index + 1}` } }}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => onChange(rows.filter((_row, i) => i !== index))}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box>
        <Button size="small" startIcon={<Add />} onClick={() => onChange([...rows, {}])}>
          Add Row
        </Button>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
