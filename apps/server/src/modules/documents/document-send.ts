import type { MergeValues } from '@fieldbook/domain/communication-templates/merge-render';
import { formatSqlDate } from '@fieldbook/domain/dates/date-codec';
import { DOCUMENT_NOUNS } from '@fieldbook/domain/documents/documents.constants';
import type { SendDocumentBody } from '@fieldbook/domain/documents/documents.schemas';
import { formatDate, formatMoney } from '@fieldbook/domain/format/en-au';
import { toCents } from '@fieldbook/domain/money/money.rules';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { conflict, fieldError } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { logoBytes } from '../branding/index';
import { storedContactsOfClient } from '../clients/index';
import { clientMergeValues, renderCompanyTemplate } from '../communication-templates/index';
import { type CommunicationSender, checkedDocumentRecipients, noDeliveries } from '../communications/index';
import { getCompany } from '../company/index';
import type { DocumentKindConfig } from './document-kinds';
import { issueDocumentLink } from './document-links.repository';
import { updateDocument } from './documents.repository';
import type { DocumentsService } from './documents.service';
import { renderDocumentPdf } from './pdf/document-pdf';
import { documentPdfInput, type Presented } from './pdf/document-pdf-input';

/**
 * The merge values of a document's email: its numbers and dates as clients read them, the portal
 * link, and {{message}} — what the sender typed, else the usual sentence.
 */
export function documentMergeValues(
  document: Presented,
  companyName: string,
  link: string,
  message: string | null | undefined,
  client: MergeValues,
): MergeValues {
  const { title } = DOCUMENT_NOUNS[document.kind];
  const number = document.kind === 'quotation' ? document.quotation_number : document.invoice_number;
  const about = document.title ? ` for ${document.title}` : '';
  return {
    ...client,
    'company.name': companyName,
    link,
    message: message?.trim() || `Please find attached ${title.toLowerCase()} ${number}${about}.`,
    'document.number': number,
    'document.title': document.title ?? '',
    'document.total': formatMoney(toCents(document.total)),
    'document.amount_due': document.kind === 'invoice' ? formatMoney(toCents(document.amount_due)) : '',
    'document.due_date': document.kind === 'invoice' ? formatDate(document.due_date) : '',
    'document.expiry_date': document.kind === 'quotation' ? formatDate(document.expiry_date) : '',
  };
}

/**
 * POST …/send: emails the client the document with its PDF and a link of their own, records the
 * communication on the client's and the document's timelines, and a draft becomes issued — all in
 * one transaction; the email goes out once it has committed. Each email counts towards the
 * company's hourly cap (429 past it, nothing sent or changed).
 */
export function createDocumentSender<Payload>(
  deps: { db: Database; config: Config; communications: CommunicationSender; storage: Storage },
  kind: DocumentKindConfig,
  service: DocumentsService<Payload>,
) {
  const M = kind.messages;
  return async (auth: AuthContext, body: SendDocumentBody) => {
    const presented = { kind: kind.kind, ...(await service.presentOne(auth, body.id)) } as Presented & Payload;
    const asked = body.to?.length ? body.to : presented.client.email ? [presented.client.email] : [];
    if (asked.length === 0) throw fieldError('to', M.sendNoEmail);
    // Beyond the client's addresses and the staff's, only who may manage the kind (as every sender can).
    const contacts = await storedContactsOfClient(deps.db, auth.companyId, presented.client_id);
    const to = await checkedDocumentRecipients(deps.db, auth, contacts, asked, kind.editPermission);
    const company = await getCompany(deps.db, auth.companyId);
    const logo = await logoBytes(deps.storage, company);
    const deliveries = noDeliveries();
    const row = await service.withLocked(auth, body.id, async (tx, current) => {
      // What is sent is what the sender saw: a change since then must be looked at first.
      if (formatSqlDate(current.updatedAt, company.timezone) !== presented.updated_at)
        throw conflict(MESSAGES.staleEdit);
      const saved = await updateDocument(tx, current, { status: kind.statusWhenSent(current), sentAt: new Date() });
      await service.afterSave(tx, saved);
      const link = await issueDocumentLink(tx, deps.config, {
        companyId: saved.companyId,
        id: saved.id,
        kind: kind.kind,
      });
      const sent = { ...presented, status: saved.status } as Presented;
      const pdf = await renderDocumentPdf(documentPdfInput(sent, company, logo, link));
      const number = saved.number;
      const { title } = DOCUMENT_NOUNS[kind.kind];
      const templateKind = kind.kind === 'quotation' ? 'quotation_sent' : 'invoice_sent';
      const client = await clientMergeValues(tx, auth.companyId, saved.clientId, sent.client.display_name);
      const values = documentMergeValues(sent, company.companyName, link, body.message, client);
      const rendered = await renderCompanyTemplate(tx, auth.companyId, templateKind, 'EMAIL', values, body.message);
      for (const address of to) {
        await deps.communications.queue(
          tx,
          {
            companyId: auth.companyId,
            via: 'EMAIL',
            kind: 'MESSAGE',
            appointmentId: null,
            clientId: saved.clientId,
            userId: null,
            documentId: saved.id,
            to: address,
            subject: body.subject?.trim() || rendered.subject,
            text: rendered.text,
            attachments: [
              { filename: `${title}-${number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
            ],
            createdBy: auth.userId,
          },
          deliveries,
        );
      }
      await service.log(tx, auth, saved, 'sent', `Sent ${kind.kind} ${number} to ${to.join(', ')}`);
      return saved;
    });
    await deps.communications.deliver(deliveries);
    return service.present(auth, row);
  };
}
