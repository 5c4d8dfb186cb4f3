import type { DocumentKind } from '@fieldbook/domain/documents/documents.constants';
import type { Executor } from '../../db/database';
import {
  peekNextReference,
  type ReferenceSequence,
  recordReference,
  takeNextReference,
} from '../../db/reference-numbers';
import { numberTaken } from './documents.repository';

/** Each kind numbers its documents on its own counter, per company. */
const SEQUENCES: Record<DocumentKind, ReferenceSequence> = {
  quotation: 'quotation_number',
  invoice: 'invoice_number',
};

/** The number a new document is offered (the form shows it; saving without a number takes the next free one). */
export async function peekDocumentNumber(db: Executor, companyId: number, kind: DocumentKind) {
  let next = await peekNextReference(db, companyId, SEQUENCES[kind]);
  while (await numberTaken(db, companyId, kind, String(next))) next += 1;
  return String(next);
}

/** Takes the next free number from the counter (locked until the transaction ends, so never twice). */
export async function takeDocumentNumber(tx: Executor, companyId: number, kind: DocumentKind) {
  for (;;) {
    const next = String(await takeNextReference(tx, companyId, SEQUENCES[kind]));
    // Numbers typed by hand may already hold the counter's next values: skip them.
    if (!(await numberTaken(tx, companyId, kind, next))) return next;
  }
}

/** A number typed by hand moves the counter past it, so the next default never collides with it. */
export const recordDocumentNumber = (tx: Executor, companyId: number, kind: DocumentKind, number: string) =>
  recordReference(tx, companyId, SEQUENCES[kind], number);
