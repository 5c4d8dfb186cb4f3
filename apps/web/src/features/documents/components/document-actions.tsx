import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import Event from '@mui/icons-material/Event';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Send from '@mui/icons-material/Send';
import Unarchive from '@mui/icons-material/Unarchive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { saveFile } from '../../../lib/save-file';
import { useCan } from '../../../lib/session/load-user';
import { type AnyDocument, numberOf } from '../api/document-types';
import { downloadDocumentPdf, useConvertQuotation, useToggleDocumentArchive } from '../api/documents-api';
import { SendDocumentDialog } from '../dialogs/send-document-dialog';
import type { WebDocumentKind } from '../document-kinds';

/** Edit, PDF, Send, Convert to Invoice and Book Appointment (quotations), Archive / Restore. */
export function DocumentActions({ kind, document }: { kind: WebDocumentKind; document: AnyDocument }) {
  const to = usePortalPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const canAddInvoices = useCan('canAddInvoices');
  const canBook = useCan('canAccessCalendar');
  const canEditKind = useCan(kind.permissions.edit);
  const convert = useConvertQuotation();
  const archive = useToggleDocumentArchive(kind);
  const [sending, setSending] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const number = numberOf(document);
  const quotation = 'quotation_number' in document ? document : null;

  const pdf = async () => {
    setDownloading(true);
    try {
      const file = await downloadDocumentPdf(kind, document.id);
      saveFile(file, `${kind.title}-${number}.pdf`);
    } catch (error) {
      // The http client has already said why (connection, permission, server); other errors are bugs.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setDownloading(false);
    }
  };
  const toInvoice = () =>
    convert.mutate(document.id, {
      onSuccess: (invoice) => {
        enqueueSnackbar('Quotation successfully converted to an invoice', { variant: 'success' });
        navigate(to(`invoicing/${invoice.id}`));
      },
    });

  return (
    <Box component="nav" aria-label={`${kind.title} actions`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {document.can_edit && (
        <Button
          component={RouterLink}
          to={to(`${kind.path}/${document.id}/edit`)}
          variant="outlined"
          startIcon={<Edit />}
        >
          Edit
        </Button>
      )}
      <Button
        variant="outlined"
        onClick={() => void pdf()}
        disabled={downloading}
        startIcon={downloading ? <CircularProgress size={16} /> : <PictureAsPdf />}
      >
        Download PDF
      </Button>
      {document.can_edit && (
        <Button variant="contained" startIcon={<Send />} onClick={() => setSending(true)}>
          Send
        </Button>
      )}
      {quotation && document.can_edit && canAddInvoices && quotation.status === 'ACCEPTED' && !quotation.invoice_id && (
        <Button variant="outlined" startIcon={<ReceiptLong />} onClick={toInvoice} disabled={convert.isPending}>
          Convert to Invoice
        </Button>
      )}
      {quotation && canBook && !document.archived && (
        <Button
          component={RouterLink}
          to={to(`scheduler?add=1&client_id=${document.client_id}&quotation_id=${document.id}`)}
          variant="outlined"
          startIcon={<Event />}
        >
          Book Appointment
        </Button>
      )}
      {canEditKind && (
        <Button
          color={document.archived ? 'primary' : 'error'}
          startIcon={document.archived ? <Unarchive /> : <Archive />}
          onClick={() => setArchiving(true)}
        >
          {document.archived ? 'Restore' : 'Archive'}
        </Button>
      )}
      {sending && <SendDocumentDialog kind={kind} document={document} onClose={() => setSending(false)} />}
      <ConfirmDialog
        open={archiving}
        title={`${document.archived ? 'Restore' : 'Archive'} ${kind.title.toLowerCase()}?`}
        message={
          document.archived
            ? `${kind.title} ${number} will be editable again.`
            : `${kind.title} ${number} becomes read-only and leaves the list. You can restore it from the Archived filter.`
        }
        confirmLabel={document.archived ? 'Restore' : 'Archive'}
        destructive={!document.archived}
        onCancel={() => setArchiving(false)}
        onConfirm={() => {
          setArchiving(false);
          archive.mutate(document.id, {
            onSuccess: (saved) =>
              enqueueSnackbar(`${kind.title} successfully ${saved.archived ? 'archived' : 'restored'}`, {
                variant: 'success',
              }),
          });
        }}
      />
    </Box>
  );
}
