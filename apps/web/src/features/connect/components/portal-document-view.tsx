import type { PortalDocument } from '@fieldbook/domain/connect/connect.schemas';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BusinessBrand } from './business-brand';

const money = (dollars: number) => formatMoney(toCents(dollars));

/** The document as its PDF shows it: the business, the client, the lines and the totals. */
export function PortalDocumentView({ document }: { document: PortalDocument }) {
  const noun = document.type === 'quotation' ? 'Quotation' : document.gst_registered ? 'Tax Invoice' : 'Invoice';
  const term = document.type === 'quotation' ? 'Valid until' : 'Due';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <BusinessBrand business={document.business} heading={{ component: 'p', variant: 'h6' }}>
          {document.business.address && <Typography color="text.secondary">{document.business.address}</Typography>}
        </BusinessBrand>
        <Stack sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="h5" component="h1">
            {noun} {document.number}
          </Typography>
          <Typography>Date {formatDate(document.date)}</Typography>
          {document.term_date && (
            <Typography color={document.expired ? 'error' : undefined}>
              {term} {formatDate(document.term_date)}
            </Typography>
          )}
          <div>
            <Chip
              size="small"
              label={document.expired && document.status === 'SENT' ? 'Expired' : document.status_label}
              color={document.status === 'ACCEPTED' || document.status === 'PAID' ? 'success' : 'default'}
            />
          </div>
        </Stack>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography>
        <strong>For:</strong> {document.client_name}
      </Typography>
      {document.site_address && (
        <Typography>
          <strong>Job address:</strong> {document.site_address}
        </Typography>
      )}
      {document.title && (
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
          {document.title}
        </Typography>
      )}
      {document.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{document.description}</Typography>}
      <Table size="small" sx={{ mt: 2 }} aria-label="Items">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {document.line_items.map((line, index) => (
            // Lines have no ids of their own; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={index}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unit_price)}</TableCell>
              <TableCell align="right">{money(line.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={0.5} sx={{ mt: 2, ml: 'auto', maxWidth: 320 }}>
        <Row label="Subtotal" value={money(document.subtotal)} />
        {document.discount > 0 && <Row label="Discount" value={`−${money(document.discount)}`} />}
        <Row label="GST" value={money(document.tax)} />
        <Row label="Total" value={money(document.total)} strong />
        {document.amount_paid !== null && <Row label="Paid" value={money(document.amount_paid)} />}
        {document.amount_due !== null && <Row label="Amount due" value={money(document.amount_due)} strong />}
      </Stack>
      {document.notes && (
        <Typography color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {document.notes}
        </Typography>
      )}
      {document.decided_by && (
        <Typography sx={{ mt: 2 }}>
          {document.status === 'ACCEPTED' ? 'Accepted' : 'Declined'} by {document.decided_by}
          {document.decided_at ? ` on ${formatDate(document.decided_at)}` : ''}
          {document.decline_reason ? `: ${document.decline_reason}` : ''}
        </Typography>
      )}
    </Paper>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{value}</Typography>
    </Stack>
  );
}
