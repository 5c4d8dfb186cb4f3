import { documentTotalRows } from '@fieldbook/domain/documents/documents.rules';
import { formatMoney, toCents } from '@fieldbook/domain/money/money.rules';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnyDocument } from '../api/document-types';

const money = (dollars: number) => formatMoney(toCents(dollars));

/** The document's lines with their amounts, and its totals as its PDF words them (Paid and Amount Due for invoices). */
export function DocumentLinesTable({ document }: { document: AnyDocument }) {
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
  return (
    <TableContainer>
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
          {document.line_items.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography variant="body2" color="text.secondary">
                  No line items yet.
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {document.line_items.map((line) => (
            <TableRow key={line.uuid}>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unit_price)}</TableCell>
              <TableCell align="right">{line.discount_rate ? `${line.discount_rate}%` : ''}</TableCell>
              <TableCell align="right">{line.item_tax.rate ? `${line.item_tax.rate}%` : ''}</TableCell>
              <TableCell align="right">{money(line.total)}</TableCell>
            </TableRow>
          ))}
          {totals.map(({ label, cents, strong }) => (
            <TableRow key={label}>
              <TableCell colSpan={5} align="right" sx={{ fontWeight: strong ? 700 : 400, borderBottom: 'none' }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: strong ? 700 : 400, borderBottom: 'none' }}>
                {formatMoney(cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
