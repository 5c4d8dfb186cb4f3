import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import type { Executor } from '../../db/database';
import {
  peekFreeReference,
  type ReferenceSequence,
  recordReference,
  type TakenReferences,
  takeFreeReference,
} from '../../db/reference-numbers';
import { numberTaken } from './documents.repository';

/** Each kind numbers its documents on its own counter, per company. */
const SEQUENCES: Record<DocumentKind, ReferenceSequence> = {
  quotation: 'quotation_number',
  invoice: 'invoice_number',
};

/** The counter's candidates that a document of the kind already has. */
const takenOf =
  (db: Executor, companyId: number, kind: DocumentKind): TakenReferences =>
  async (numbers) => {
    const taken = new Set<string>();
    for (const number of numbers) if (await numberTaken(db, companyId, kind, number)) taken.add(number);
    return taken;
  };

/** The number a new document is offered (the form shows it; saving without a number takes the next free one). */
export const peekDocumentNumber = (db: Executor, companyId: number, kind: DocumentKind) =>
  peekFreeReference(db, companyId, SEQUENCES[kind], takenOf(db, companyId, kind));

/** Takes the next free number from the counter (locked until the transaction ends, so never twice). */
export const takeDocumentNumber = (tx: Executor, companyId: number, kind: DocumentKind) =>
  takeFreeReference(tx, companyId, SEQUENCES[kind], takenOf(tx, companyId, kind));

/** A number typed by hand moves the counter past it, so the next default never collides with it. */
export const recordDocumentNumber = (tx: Executor, companyId: number, kind: DocumentKind, number: string) =>
  recordReference(tx, companyId, SEQUENCES[kind], number);
