import { termText } from '@fieldbook/domain/documents/documents.rules';
import { formatDate, formatDateTime } from '@fieldbook/domain/format/en-au';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { AccountingSyncCard } from '../../accounting/index';
import { TimelinePanel } from '../../timeline/index';
import { type AnyDocument, dateOf, type InvoicePayload, numberOf, termOf } from '../api/document-types';
import { documentTimelineOwner, useDocument } from '../api/documents-api';
import { useDocumentChannel } from '../api/use-document-channel';
import { DocumentActions } from '../components/document-actions';
import { DocumentLines } from '../components/document-lines';
import { DocumentStatusChip } from '../components/document-status-chip';
import { DocumentStatusPicker } from '../components/document-status-picker';
import { QUOTATION, type WebDocumentKind } from '../document-kinds';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** What an invoice's view shows of its payments: the payments feature's panel, composed by the app (app/invoice.page.tsx). */
type InvoicePayments = (invoice: InvoicePayload) => ReactNode;

/** The document's facts, lines and totals, notes, and (invoices) payments. */
function DocumentDetails({
  kind,
  document,
  invoicePayments,
}: {
  kind: WebDocumentKind;
  document: AnyDocument;
  invoicePayments: InvoicePayments | undefined;
}) {
  const to = usePortalPath();
  const linked =
    'invoice_id' in document && document.invoice_id
      ? { label: 'Invoice', path: `invoicing/${document.invoice_id}` }
      : 'quotation_id' in document && document.quotation_id
        ? { label: 'Quotation', path: `quotations/${document.quotation_id}` }
        : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Fact label="Client">
          <Link component={RouterLink} to={to(`clients/${document.client.id}`)}>
            {document.client.display_name}
          </Link>
        </Fact>
        <Fact label="Date">{formatDate(dateOf(document))}</Fact>
        <Fact label={kind.termLabel}>
          {formatDate(termOf(document))}
          {document.term_days !== null && ` (${termText(document.term_days)})`}
        </Fact>
        <Fact label="Job address">{document.address?.full_address}</Fact>
        {document.appointment && (
          <Fact label="Appointment">
            {document.appointment.reference_id}: {document.appointment.title}
          </Fact>
        )}
        {linked && (
          <Fact label={linked.label}>
            <Link component={RouterLink} to={to(linked.path)}>
              View {linked.label.toLowerCase()}
            </Link>
          </Fact>
        )}
        {'accepted_at' in document && document.accepted_at && (
          <Fact label="Accepted">
            {formatDateTime(document.accepted_at)} by {document.accepted_by}
            {document.accepted_signature && (
              <Box
                component="img"
                src={document.accepted_signature}
                alt={`Signature of ${document.accepted_by}`}
                sx={{ display: 'block', maxWidth: 240, maxHeight: 80, mt: 0.5, bgcolor: 'common.white' }}
              />
            )}
          </Fact>
        )}
        {'rejected_at' in document && document.rejected_at && (
          <Fact label="Declined">
            {formatDateTime(document.rejected_at)}
            {document.rejected_reason ? `: ${document.rejected_reason}` : ''}
          </Fact>
        )}
        {document.sent_at && <Fact label="Last sent">{formatDateTime(document.sent_at)}</Fact>}
      </Box>
      {(document.title || document.description) && (
        <Box>
          {document.title && (
            <Typography variant="h6" component="h2">
              {document.title}
            </Typography>
          )}
          {document.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{document.description}</Typography>}
        </Box>
      )}
      <DocumentLines document={document} />
      {document.notes && (
        <Box>
          <Typography variant="subtitle2" component="h2">
            Notes
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {document.notes}
          </Typography>
        </Box>
      )}
      {'payments' in document && invoicePayments?.(document)}
      {'payments' in document && <AccountingSyncCard recordType="invoice" id={document.id} />}
    </Box>
  );
}

/** quotations/{id} and invoicing/{id}: the document, what can be done with it, and its Activity Timeline. */
export function DocumentViewPage({
  kind,
  invoicePayments,
}: {
  kind: WebDocumentKind;
  invoicePayments?: InvoicePayments;
}) {
  const id = Number(useParams().id);
  const loaded = useDocument(kind, Number.isInteger(id) && id > 0 ? id : 0);
  const [tab, setTab] = useState<'details' | 'timeline'>('details');
  const tabsId = useId();
  const document = loaded.data;
  useDocumentChannel(document?.client.id ?? null);
  useEffect(() => {
    window.document.title = `${kind.title}${document ? ` ${numberOf(document)}` : ''} · Fieldbook`;
  }, [kind.title, document]);

  if (loaded.isPending)
    return <Skeleton variant="rounded" height={480} aria-label={`Loading the ${kind.title.toLowerCase()}`} />;
  if (readFailed(loaded) || !document) return <Alert severity="error">Could not load {kind.title.toLowerCase()}</Alert>;
  return (
    <>
      <PageHeader
        title={`${kind.title} ${numberOf(document)}`}
        subtitle={<DocumentStatusChip document={document} />}
        actions={<DocumentStatusPicker kind={kind} document={document} />}
      />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DocumentActions kind={kind} document={document} />
        <Tabs
          value={tab}
          onChange={(_event, next: 'details' | 'timeline') => setTab(next)}
          aria-label={`${kind.title} sections`}
        >
          <Tab value="details" label="Details" id={`${tabsId}-details`} aria-controls={`${tabsId}-details-panel`} />
          <Tab
            value="timeline"
            label="Activity Timeline"
            id={`${tabsId}-timeline`}
            aria-controls={`${tabsId}-timeline-panel`}
          />
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          {tab === 'details' ? (
            <DocumentDetails kind={kind} document={document} invoicePayments={invoicePayments} />
          ) : (
            <TimelinePanel
              owner={documentTimelineOwner(kind, document.id)}
              readOnly={document.can_edit ? false : 'add'}
            />
          )}
        </Box>
      </Paper>
    </>
  );
}

export const QuotationPage = () => <DocumentViewPage kind={QUOTATION} />;
