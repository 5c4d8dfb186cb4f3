import type { PortalDocumentSummary, PortalHomeBusiness } from '@fieldbook/domain/connect/connect.schemas';
import { formatDate, formatDateTime, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePortalPath } from '../../../lib/portal-path';
import { usePortalHome } from '../api/portal-documents';
import { BusinessBrand } from '../components/business-brand';

/** Client home: each business the account is linked to, with what waits on the client. */
export function ConnectHomePage() {
  const home = usePortalHome();
  useEffect(() => {
    document.title = 'Home · Client Connect';
  }, []);
  if (home.isPending) return <Skeleton variant="rounded" height={240} />;
  if (home.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => home.refetch()}>Try Again</Button>}>
        Your businesses could not be loaded.
      </Alert>
    );
  const businesses = home.data.businesses;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Your businesses
      </Typography>
      {businesses.length === 0 && (
        <Alert severity="info">
          No business has linked your account yet. Open the invitation link a business emailed you to see their
          quotations and invoices here.
        </Alert>
      )}
      {businesses.map((business) => (
        <BusinessCard key={business.id} business={business} />
      ))}
    </Stack>
  );
}

function BusinessCard({ business }: { business: PortalHomeBusiness }) {
  const to = usePortalPath();
  const open = (doc: PortalDocumentSummary) => to(`business/${business.id}/${doc.type}/${doc.id}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}>
          <BusinessBrand business={business} heading={{ component: 'h2', variant: 'h6' }} />
          <Link component={RouterLink} to={to(`business/${business.id}`)}>
            All documents
          </Link>
        </Stack>
        <Section title="Quotations awaiting your answer" empty="No quotations waiting.">
          {business.quotations.map((doc) => (
            <ListItem key={doc.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={open(doc)}>
                    Quotation {doc.number}
                    {doc.title ? ` — ${doc.title}` : ''}
                  </Link>
                }
                secondary={`${formatMoney(toCents(doc.total))}${doc.term_date ? ` · valid until ${formatDate(doc.term_date)}` : ''}`}
              />
            </ListItem>
          ))}
        </Section>
        <Section title="Invoices to pay" empty="Nothing to pay.">
          {business.invoices.map((doc) => (
            <ListItem key={doc.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={open(doc)}>
                    Invoice {doc.number}
                    {doc.title ? ` — ${doc.title}` : ''}
                  </Link>
                }
                secondary={`${formatMoney(toCents(doc.amount_due ?? 0))} due${doc.term_date ? ` ${formatDate(doc.term_date)}` : ''}`}
              />
            </ListItem>
          ))}
        </Section>
        <Section title="Upcoming appointments" empty="No appointments booked.">
          {business.appointments.map((appointment) => (
            <ListItem key={appointment.id} disableGutters>
              <ListItemText primary={appointment.title} secondary={formatDateTime(appointment.start_date)} />
            </ListItem>
          ))}
        </Section>
        <Section title="Messages" empty="No messages yet.">
          {business.messages.map((message) => (
            <ListItem key={message.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={to(`msg/${message.reference}`)}>
                    {message.subject || 'Message'}
                  </Link>
                }
                secondary={formatDateTime(message.sent_at)}
              />
            </ListItem>
          ))}
        </Section>
      </CardContent>
    </Card>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <Stack sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children.length > 0 ? (
        <List dense>{children}</List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Stack>
  );
}
