import { DOCUMENT_NOUNS } from '@fieldbook/domain/documents/documents.constants';
import type { SendDocumentBody } from '@fieldbook/domain/documents/documents.schemas';
import { MESSAGES } from '@fieldbook/domain/system/system.constants';
import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../http/auth';
import { formatSqlDate } from '../../http/dates';
import { conflict, fieldError } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { logoBytes } from '../branding/logo-bytes';
import { type CommunicationSender, noDeliveries } from '../communications/communication-sender';
import { getCompany } from '../company/company.service';
import type { DocumentKindConfig } from './document-kinds';
import { issueDocumentLink } from './document-links';
import { updateDocument } from './documents.repository';
import type { DocumentsService } from './documents.service';
import { renderDocumentPdf } from './pdf/document-pdf';
import { documentPdfInput, type Presented } from './pdf/document-pdf-input';

const shown = (date: string | null) => (date ? DateTime.fromISO(date).toFormat('dd/LL/yyyy') : '');

/** The email's text: the message (or the usual one), what is owed, and the client's link. */
function emailText(document: Presented, companyName: string, link: string, message: string | null | undefined) {
  const { title } = DOCUMENT_NOUNS[document.kind];
  const number = document.kind === 'quotation' ? document.quotation_number : document.invoice_number;
  const about = document.title ? ` for ${document.title}` : '';
  const money =
    document.kind === 'quotation'
      ? `Total: $${document.total.toFixed(2)} (incl. GST)${document.expiry_date ? `, valid until ${shown(document.expiry_date)}` : ''}.`
      : `Amount due: $${document.amount_due.toFixed(2)}${document.due_date ? `, due ${shown(document.due_date)}` : ''}.`;
  const action = document.kind === 'quotation' ? 'View and accept it online' : 'View and pay it online';
  return [
    `Hi ${document.client.display_name},`,
    message?.trim() || `Please find attached ${title.toLowerCase()} ${number}${about}.`,
    money,
    `${action}: ${link}`,
    `Thank you,\n${companyName}`,
  ].join('\n\n');
}

/**
 * POST …/send: emails the client the document with its PDF and a link of their own, records the
 * communication on the client's and the document's timelines, and a draft becomes issued — all in
 * one transaction; the email goes out once it has committed.
 */
export function createDocumentSender<Payload>(
  deps: { db: Database; config: Config; communications: CommunicationSender; storage: Storage },
  kind: DocumentKindConfig,
  service: DocumentsService<Payload>,
) {
  const M = kind.messages;
  return async (auth: AuthContext, body: SendDocumentBody) => {
    const presented = { kind: kind.kind, ...(await service.presentOne(auth, body.id)) } as Presented & Payload;
    const to = body.to?.length ? body.to : presented.client.email ? [presented.client.email] : [];
    if (to.length === 0) throw fieldError('to', M.sendNoEmail);
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
            subject: body.subject?.trim() || `${title} ${number} from ${company.companyName}`,
            text: emailText(sent, company.companyName, link, body.message),
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
