import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { type AnyDocument, numberOf } from '../api/document-types';
import { useSendDocument } from '../api/documents-api';
import type { WebDocumentKind } from '../document-kinds';

/** Send {Quotation|Invoice}: to the client's email (or others), with a subject and message; the PDF goes attached. */
export function SendDocumentDialog({
  kind,
  document,
  onClose,
}: {
  kind: WebDocumentKind;
  document: AnyDocument;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendDocument(kind);
  const [to, setTo] = useState(document.client.email ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    const recipients = to.split(/[,;\s]+/).filter(Boolean);
    try {
      await send.mutateAsync({ id: document.id, to: recipients, subject, message });
      enqueueSnackbar(`${kind.title} successfully sent`, { variant: 'success' });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fieldErrors);
      setErrors(
        fields.length
          ? Object.fromEntries(fields.map(([key, m]) => [key.split('.')[0] ?? key, m[0] ?? '']))
          : { form: error.message },
      );
    }
  };
  return (
    <FormDialog
      title={`Send ${kind.title} ${numberOf(document)}`}
      width={550}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      submitLabel={send.isPending ? 'Sending…' : 'Send'}
      submitting={send.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <TextField
          label="To"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={Boolean(errors.to)}
          helperText={errors.to ?? 'Separate several addresses with commas.'}
          autoFocus
        />
        <TextField
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          placeholder={`${kind.title} ${numberOf(document)}`}
          helperText="Leave it blank to use the subject of your template (Settings › Templates)."
        />
        <TextField
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          helperText="The PDF is attached, with a link for the client to view it online. What you type here goes in your template's wording in place of its usual sentence."
        />
      </Stack>
    </FormDialog>
  );
}
