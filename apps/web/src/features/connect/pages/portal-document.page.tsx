import type { PortalDocumentRef } from '@fieldbook/domain/connect/connect.schemas';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { saveFile } from '../../../lib/save-file';
import { useSignedIn } from '../../../lib/session/session-store';
import { downloadPortalPdf, usePortalDocument } from '../api/portal-documents';
import { AcceptQuotationPanel } from '../components/accept-quotation-panel';
import { PayInvoicePanel } from '../components/pay-invoice-panel';
import { PortalDocumentView } from '../components/portal-document-view';

/** Which document the URL names: an emailed link's reference, or business/{id}/{type}/{documentId}. */
function useDocumentRef(): PortalDocumentRef | null {
  const { referenceUrl, id, type, documentId } = useParams();
  if (referenceUrl) return { reference: referenceUrl };
  if ((type === 'quotation' || type === 'invoice') && Number(id) > 0 && Number(documentId) > 0)
    return { business_id: Number(id), type, id: Number(documentId) };
  return null;
}

/**
 * One document as the client sees it, with its PDF and what may be done with it: accept/quotation,
 * pay/invoice and business/{id}/{type}/{documentId} all show this page.
 */
export function PortalDocumentPage() {
  const ref = useDocumentRef();
  return ref ? <DocumentFor reference={ref} /> : <Alert severity="error">This link is invalid or has expired.</Alert>;
}

function DocumentFor({ reference }: { reference: PortalDocumentRef }) {
  const to = usePortalPath();
  const signedIn = useSignedIn();
  const query = usePortalDocument(reference);
  const [downloading, setDownloading] = useState(false);
  const document = query.data?.document;

  useEffect(() => {
    if (document)
      globalThis.document.title = `${document.type === 'quotation' ? 'Quotation' : 'Invoice'} ${document.number} · ${document.business.company_name}`;
  }, [document]);

  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  if (!document) {
    const message =
      query.error instanceof ApiError && query.error.status === 404
        ? query.error.message
        : 'The document could not be loaded.';
    return (
      <Alert severity="error" action={<Button onClick={() => query.refetch()}>Try Again</Button>}>
        {message}
      </Alert>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadPortalPdf(reference), `${document.type}-${document.number}.pdf`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {signedIn ? (
          <Button component={RouterLink} to={to(`business/${document.business.id}`)}>
            All documents from {document.business.company_name}
          </Button>
        ) : (
          <span />
        )}
        <Button startIcon={<Download />} onClick={download} disabled={downloading}>
          Download PDF
        </Button>
      </Stack>
      <PortalDocumentView document={document} />
      {document.type === 'quotation' && <AcceptQuotationPanel reference={reference} document={document} />}
      {document.type === 'invoice' && (
        <PayInvoicePanel
          reference={reference}
          document={document}
          payments={
            query.data?.payments ?? {
              provider: 'sandbox',
              kind: null,
              publishable_key: null,
              stripe_account: null,
              square: null,
            }
          }
        />
      )}
    </Stack>
  );
}
