import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { usePortalBusiness } from '../api/portal-documents';
import { BusinessBrand } from '../components/business-brand';

/** business/{id}: every quotation and invoice the business sent the account's records. */
export function ConnectBusinessPage() {
  const to = usePortalPath();
  const id = Number(useParams().id);
  const query = usePortalBusiness(id);
  if (query.isPending) return <Skeleton variant="rounded" height={200} />;
  if (!query.data) return <Alert severity="error">{query.error?.message ?? 'Business not found'}</Alert>;
  const { business, documents } = query.data;
  return (
    <Stack spacing={2}>
      <BusinessBrand business={business} heading={{ component: 'h1', variant: 'h5' }} />
      {documents.length === 0 ? (
        <Alert severity="info">{business.company_name} has not sent you any documents yet.</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label="Documents">
            <TableHead>
              <TableRow>
                <TableCell>Document</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Due</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.map((doc) => (
                <TableRow key={`${doc.type}-${doc.id}`}>
                  <TableCell>
                    <Link component={RouterLink} to={to(`business/${business.id}/${doc.type}/${doc.id}`)}>
                      {doc.type === 'quotation' ? 'Quotation' : 'Invoice'} {doc.number}
                    </Link>
                    {doc.title && <Typography variant="body2">{doc.title}</Typography>}
                  </TableCell>
                  <TableCell>{formatDate(doc.date)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={doc.status_label} />
                  </TableCell>
                  <TableCell align="right">{formatMoney(toCents(doc.total))}</TableCell>
                  <TableCell align="right">
                    {doc.amount_due === null ? '' : formatMoney(toCents(doc.amount_due))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
