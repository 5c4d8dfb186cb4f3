import { COMMUNICATION_MESSAGES, type PublicMessage } from '@fieldbook/domain/communications/communications.schemas';
import { formatLongDateTime } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { isMissingMessage, usePublicMessage } from '../api/get-public-message';

/** Full width on a phone (under the 1024px mobile breakpoint, platform section 9), a card above it. */
function Sheet({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 0, md: 2 }, py: { xs: 0, md: 5 } }}>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: { md: 760 },
          p: { xs: 2, sm: 3, md: 4 },
          borderRadius: { xs: 0, md: 2 },
          borderWidth: { xs: 0, md: 1 },
          minWidth: 0,
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}

function MessageView({ message }: { message: PublicMessage }) {
  const title = message.subject || (message.via === 'SMS' ? 'SMS message' : 'Message');
  const titleId = useId();
  return (
    <Box component="article" aria-labelledby={titleId}>
      <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {message.company_name}
      </Typography>
      <Typography id={titleId} variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Sent by {message.company_name} on{' '}
        <time dateTime={message.sent_at.replace(' ', 'T')}>
          {formatLongDateTime(message.sent_at, message.timezone)}
        </time>
      </Typography>
      <Divider sx={{ my: 2 }} />
      {/* Plain text: line breaks kept, never read as HTML. */}
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.content_long}
      </Typography>
    </Box>
  );
}

/**
 * Client portal msg/:referenceUrl: the whole message a recipient's email links to, read without an
 * account (opening it marks it read on the server).
 */
export function MessagePage() {
  const { referenceUrl = '' } = useParams();
  const message = usePublicMessage(referenceUrl);
  const companyName = message.data?.company_name;
  useEffect(() => {
    document.title = companyName ? `Message from ${companyName} · Fieldbook` : 'Message · Fieldbook';
  }, [companyName]);

  let body: ReactNode;
  if (message.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading message" />
      </Box>
    );
  } else if (message.isError && isMissingMessage(message.error)) {
    body = <EmptyState title={COMMUNICATION_MESSAGES.notFound} />;
  } else if (message.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => message.refetch()} disabled={message.isFetching}>
            Try Again
          </Button>
        }
      >
        {message.error.message}
      </Alert>
    );
  } else {
    body = <MessageView message={message.data} />;
  }
  return <Sheet>{body}</Sheet>;
}
