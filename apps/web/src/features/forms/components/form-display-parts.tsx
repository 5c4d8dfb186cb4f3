import type { FormDefinition, FormField } from '@fieldbook/domain/forms/forms.schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A field's label as its input shows it: a required one ends with an asterisk. */
export const fieldLabel = (field: FormField) => (field.required ? `${field.label} *` : field.label);

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

/**
 * A form's sections as cards, each with its title and its fields as `field` draws them: the preview,
 * the report filler and a filled report differ only in that.
 */
export function FormSections({
  definition,
  field,
  spacing = 2,
  empty,
}: {
  definition: FormDefinition;
  field: (field: FormField) => ReactNode;
  spacing?: number;
  /** Shown in a section without fields. */
  empty?: string;
}) {
  return (
    <Stack spacing={2}>
      {definition.sections.map((section) => (
        <Paper
          key={section.id}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 } }}
          component="section"
          aria-label={section.title}
        >
          <Typography variant="h6" component="h2" gutterBottom>
            {section.title}
          </Typography>
          <Stack spacing={spacing}>
            {section.fields.map((item) => (
              <Box key={item.id}>{field(item)}</Box>
            ))}
            {section.fields.length === 0 && empty && (
              <Typography variant="body2" color="text.secondary">
                {empty}
              </Typography>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
