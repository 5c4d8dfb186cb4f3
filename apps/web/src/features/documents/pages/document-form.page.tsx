import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/http-client';
import { usePortalPath } from '../../../lib/portal-path';
import { readFailed } from '../../../lib/read-failed';
import { type AnyDocument, dateOf, numberOf, termOf } from '../api/document-types';
import { useDocument, useDocumentDefaults } from '../api/documents-api';
import { DocumentForm } from '../components/document-form';
import { linesOf } from '../components/document-form-values';
import { INVOICE, QUOTATION, type WebDocumentKind } from '../document-kinds';

const positive = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Fieldbook`;
  }, [title]);
}

/** After saving: the document's page, or back where the user came from (back=true). */
function useSaved(kind: WebDocumentKind, back: boolean) {
  const navigate = useNavigate();
  const to = usePortalPath();
  return {
    saved: (document: AnyDocument) => navigate(to(`${kind.path}/${document.id}`), { replace: !back }),
    cancel: () => (back ? navigate(-1) : navigate(to(kind.path))),
  };
}

/** quotations/add and invoicing/add (query client_id, appointment_id, back): a new document from its defaults. */
function AddDocumentPage({ kind }: { kind: WebDocumentKind }) {
  const [params] = useSearchParams();
  const query = {
    client_id: positive(params.get('client_id')),
    appointment_id: positive(params.get('appointment_id')),
  };
  const defaults = useDocumentDefaults(kind, query);
  const { saved, cancel } = useSaved(kind, params.get('back') === 'true');
  useTitle(`Create ${kind.title}`);
  const body = () => {
    if (defaults.isPending)
      return <Skeleton variant="rounded" height={480} aria-label={`Loading the new ${kind.title.toLowerCase()}`} />;
    if (defaults.isError)
      return (
        <Alert severity="error">
          {defaults.error instanceof ApiError
            ? (Object.values(defaults.error.fieldErrors)[0]?.[0] ?? defaults.error.message)
            : `Could not start a new ${kind.title.toLowerCase()}.`}
        </Alert>
      );
    const d = defaults.data;
    return (
      <DocumentForm
        kind={kind}
        initial={{
          number: d.number,
          date: d.date,
          term: d.term_date,
          client: d.client,
          clientMarkup: d.client_markup_percentage,
          appointment: d.appointment ?? null,
          address: d.address,
          title: d.title ?? '',
          description: d.description ?? '',
          notes: '',
          lines: linesOf(d.line_items),
          status: 'DRAFT',
        }}
        onSaved={saved}
        onCancel={cancel}
      />
    );
  };
  return (
    <>
      <PageHeader
        title={`Create ${kind.title}`}
        subtitle={
          defaults.data?.appointment
            ? `From appointment ${defaults.data.appointment.reference_id}: ${defaults.data.appointment.title}`
            : undefined
        }
      />
      {body()}
    </>
  );
}

/** quotations/{id}/edit and invoicing/{id}/edit. */
function EditDocumentPage({ kind }: { kind: WebDocumentKind }) {
  const id = positive(useParams().id) ?? 0;
  const [params] = useSearchParams();
  const loaded = useDocument(kind, id);
  const { saved, cancel } = useSaved(kind, params.get('back') === 'true');
  useTitle(`Edit ${kind.title}`);
  const document = loaded.data;
  return (
    <>
      <PageHeader title={document ? `Edit ${kind.title} ${numberOf(document)}` : `Edit ${kind.title}`} />
      {loaded.isPending && (
        <Skeleton variant="rounded" height={480} aria-label={`Loading the ${kind.title.toLowerCase()}`} />
      )}
      {readFailed(loaded) && <Alert severity="error">Could not load {kind.title.toLowerCase()}</Alert>}
      {document && (
        <DocumentForm
          key={document.updated_at}
          kind={kind}
          document={document}
          initial={{
            number: numberOf(document),
            date: dateOf(document),
            term: termOf(document),
            client: document.client,
            clientMarkup: document.client_markup_percentage,
            appointment: document.appointment,
            address: document.address,
            title: document.title ?? '',
            description: document.description ?? '',
            notes: document.notes ?? '',
            lines: linesOf(document.line_items),
            // As it is: a Paid or Partial Paid invoice shows so, and the save leaves it to its payments.
            status: document.status,
          }}
          onSaved={saved}
          onCancel={cancel}
          onReload={() => void loaded.refetch()}
        />
      )}
    </>
  );
}

export const AddQuotationPage = () => <AddDocumentPage kind={QUOTATION} />;
export const AddInvoicePage = () => <AddDocumentPage kind={INVOICE} />;
export const EditQuotationPage = () => <EditDocumentPage kind={QUOTATION} />;
export const EditInvoicePage = () => <EditDocumentPage kind={INVOICE} />;
