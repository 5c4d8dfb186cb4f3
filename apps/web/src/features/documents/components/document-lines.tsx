import { documentTotalRows } from '@fieldbook/domain/documents/documents.rules';
import { formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMinWidth } from '../../../components/use-responsive';
import type { AnyDocument } from '../api/document-types';
import { TotalsList } from './totals-list';

type Line = AnyDocument['line_items'][number];

const money = (dollars: number) => formatMoney(toCents(dollars));
const percent = (rate: number | null | undefined) => (rate ? `${rate}%` : '');

function LinesTable({ lines }: { lines: Line[] }) {
  return (
    <Table size="small" aria-label="Line items">
      <TableHead>
        <TableRow>
          <TableCell>Description</TableCell>
          <TableCell align="right">Qty</TableCell>
          <TableCell align="right">Unit price</TableCell>
          <TableCell align="right">Disc.</TableCell>
          <TableCell align="right">GST</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.uuid}>
            <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{line.description}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{money(line.unit_price)}</TableCell>
            <TableCell align="right">{percent(line.discount_rate)}</TableCell>
            <TableCell align="right">{percent(line.item_tax.rate)}</TableCell>
            <TableCell align="right">{money(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A phone's lines: one card each, the amount on its own right-hand side, nothing to scroll sideways. */
function LineCards({ lines }: { lines: Line[] }) {
  return (
    <Box component="ul" aria-label="Line items" sx={{ display: 'grid', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <Paper component="li" variant="outlined" key={line.uuid} sx={{ p: 1.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {line.description}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {[
                `${line.quantity} × ${money(line.unit_price)}`,
                line.discount_rate ? `Disc. ${percent(line.discount_rate)}` : '',
                line.item_tax.rate ? `GST ${percent(line.item_tax.rate)}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {money(line.total)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * The document's lines with their amounts (a table from the sm breakpoint, cards on a phone), and its
 * totals below them as its PDF words them (Paid and Amount Due for invoices).
 */
export function DocumentLines({ document }: { document: AnyDocument }) {
  const wide = useMinWidth(600);
  const totals = documentTotalRows(
    {
      subtotal: toCents(document.subtotal),
      discount: toCents(document.discount),
      tax: toCents(document.tax),
      total: toCents(document.total),
    },
    {
      gstRegistered: document.gst_registered,
      payments:
        'amount_due' in document
          ? { paidCents: toCents(document.amount_paid), dueCents: toCents(document.amount_due) }
          : null,
    },
  );
  const lines = document.line_items;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No line items yet.
        </Typography>
      ) : wide ? (
        <LinesTable lines={lines} />
      ) : (
        <LineCards lines={lines} />
      )}
      <TotalsList rows={totals} />
    </Box>
  );
}
