import {
  type AcceptQuotationBody,
  CONNECT_MESSAGES,
  type DeclineQuotationBody,
} from '@fieldbook/domain/connect/connect.schemas';
import { todayIn } from '@fieldbook/domain/dates/date-codec';
import type { Database } from '../../db/database';
import { conflict, fieldError } from '../../http/http-error';
import type { Realtime } from '../../realtime/realtime';
import { recordActivity } from '../activity/index';
import { clientSummaries } from '../clients/index';
import { getCompany } from '../company/index';
import { type DocumentRow, updateDocument } from '../documents/index';
import { readSignature } from '../files/index';
import type { ClientAuthContext } from './connect-auth';
import type { PortalDocuments } from './portal-documents';
import { announceToBusiness, notifyCreator } from './portal-notify';

/**
 * The client's answer to a quotation, from its link or the portal: accepted with a name and a
 * signature, or declined with an optional reason — once, before it expires, in one transaction
 * with its log and the creator's notification; the business's open screens hear of it at once.
 */
export function createPortalAnswers(deps: { db: Database; realtime: Realtime; documents: PortalDocuments }) {
  const { db, documents } = deps;

  async function answer(
    ref: AcceptQuotationBody | DeclineQuotationBody,
    auth: ClientAuthContext | null,
    decide: (clientName: string) => { values: Partial<DocumentRow>; verb: string; by: string },
  ) {
    const row = await db.transaction(async (tx) => {
      const current = await documents.resolve(tx, ref, auth, true);
      if (current.kind !== 'quotation') throw fieldError('id', CONNECT_MESSAGES.documentNotFound);
      if (current.status !== 'SENT') throw conflict(CONNECT_MESSAGES.alreadyAnswered);
      // The answer is to the version the client was shown, not one the business changed since.
      if (ref.updated_at !== undefined && ref.updated_at !== current.updatedAt.toISOString())
        throw conflict(CONNECT_MESSAGES.quotationChanged);
      const company = await getCompany(tx, current.companyId);
      const client = (await clientSummaries(tx, current.companyId, [current.clientId])).get(current.clientId);
      const { values, verb, by } = decide(client?.display_name ?? 'the client');
      if (verb === 'accepted' && current.termDate !== null && current.termDate < todayIn(company.timezone))
        throw conflict(CONNECT_MESSAGES.expired);
      const saved = await updateDocument(tx, current, { ...values, decidedAt: new Date(), decidedBy: by });
      const what = `Quotation ${saved.number} was ${verb} by ${by} in Client Connect`;
      await recordActivity(tx, {
        companyId: saved.companyId,
        userId: null,
        action: 'quotation_status',
        subjectType: 'quotation',
        subjectId: saved.id,
        description: what,
      });
      await notifyCreator(tx, saved, `Quotation ${saved.number} ${verb}`, what);
      return saved;
    });
    announceToBusiness(deps.realtime, row);
    return documents.present(db, row);
  }

  return {
    async accept(body: AcceptQuotationBody, auth: ClientAuthContext | null) {
      // Judged before the quotation is locked: only a real PNG of a signature's size is kept.
      const signature = await readSignature(body.signature);
      return answer(body, auth, () => ({
        values: { status: 'ACCEPTED', decisionSignature: signature, declineReason: null },
        verb: 'accepted',
        by: body.name,
      }));
    },

    decline: (body: DeclineQuotationBody, auth: ClientAuthContext | null) =>
      answer(body, auth, (clientName) => ({
        values: { status: 'REJECTED', declineReason: body.reason?.trim() || null },
        verb: 'declined',
        by: clientName,
      })),
  };
}
