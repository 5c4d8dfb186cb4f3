import {
  CONNECT_MESSAGES,
  type PortalDocument,
  type PortalDocumentRef,
} from '@fieldbook/domain/connect/connect.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SignaturePad } from '../../../components/signature-pad';
import { useFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { usePortalAnswer } from '../api/portal-documents';

/** Accept with a name and a signature, or decline with an optional reason. */
export function AcceptQuotationPanel({
  reference,
  document,
}: {
  reference: PortalDocumentRef;
  document: PortalDocument;
}) {
  const answer = usePortalAnswer(reference);
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // A field's message goes as soon as the field changes.
  const { errors, show: showErrors } = useFieldErrors({ name, signature });
  const [failure, setFailure] = useState<string | null>(null);

  if (document.expired && document.status === 'SENT') {
    return <Alert severity="warning">This quotation has expired and can no longer be accepted.</Alert>;
  }
  if (!document.can_accept) return null;

  const submit = async () => {
    setFailure(null);
    const found = {
      name: mode === 'accept' && !name.trim() ? 'The name field is required.' : undefined,
      signature: mode === 'accept' && !signature ? CONNECT_MESSAGES.signatureRequired : undefined,
    };
    showErrors(found);
    if (found.name || found.signature) return;
    try {
      await answer.mutateAsync(
        mode === 'accept'
          ? { action: 'accept', name: name.trim(), signature: signature ?? '', updated_at: document.updated_at }
          : { action: 'decline', reason: reason.trim() || undefined, updated_at: document.updated_at },
      );
    } catch (error) {
      if (error instanceof ApiError) {
        showErrors({ name: error.fieldError('name'), signature: error.fieldError('signature') });
        setFailure(error.message);
      } else setFailure('Could not connect to our server. Please try again.');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {mode === 'accept' ? 'Accept this quotation' : 'Decline this quotation'}
      </Typography>
      <Stack spacing={2}>
        {mode === 'accept' ? (
          <>
            <TextField
              label="Your full name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              autoComplete="name"
              required
            />
            <SignaturePad label="Signature" onChange={setSignature} error={errors.signature} typedName={name} />
          </>
        ) : (
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
          />
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={submit} disabled={answer.isPending}>
            {mode === 'accept' ? 'Accept Quotation' : 'Decline Quotation'}
          </Button>
          <Button onClick={() => setMode(mode === 'accept' ? 'decline' : 'accept')} disabled={answer.isPending}>
            {mode === 'accept' ? 'Decline instead' : 'Back to accept'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
