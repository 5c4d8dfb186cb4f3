import { formatDateTime } from '@fieldbook/domain/format/en-au';
import Refresh from '@mui/icons-material/Refresh';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http-client';
import { useMailbox } from '../api/get-mailbox';

/**
 * Sandbox developer mailbox (a company administrator's): the company's emails the app stored instead of
 * sending, and the viewer's own, newest first; other staff accounts' emails (their codes) never show.
 */
export function MailboxPage() {
  const mailbox = useMailbox();
  useEffect(() => {
    document.title = 'Mailbox · Fieldbook';
  }, []);
  const off = mailbox.error instanceof ApiError && mailbox.error.status === 404;

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeader
        title="Developer Mailbox"
        subtitle="Your company’s emails the sandbox stored instead of sending, newest first."
        actions={
          <Button startIcon={<Refresh />} onClick={() => mailbox.refetch()} disabled={mailbox.isFetching}>
            Refresh
          </Button>
        }
      />
      {mailbox.isPending && <Skeleton height={120} />}
      {off && <Alert severity="info">The mailbox is off: this server sends real email.</Alert>}
      {mailbox.isError && !off && <Alert severity="error">{mailbox.error.message}</Alert>}
      {mailbox.data?.length === 0 && (
        <EmptyState title="No emails yet">
          Emails to your clients, and to you (such as your password reset code), will appear here.
        </EmptyState>
      )}
      {mailbox.data?.map((email, index) => (
        <Accordion key={email.id} defaultExpanded={index === 0} disableGutters>
          <AccordionSummary aria-controls={`email-${email.id}`} id={`email-${email.id}-summary`}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{email.subject}</Typography>
              <Typography variant="body2" color="text.secondary">
                To {email.to} · {formatDateTime(email.created_at)}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`email-${email.id}`}>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {email.text}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
