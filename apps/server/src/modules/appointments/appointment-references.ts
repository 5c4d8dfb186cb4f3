import type { Executor } from '../../db/database';
import {
  peekFreeReference,
  recordReference,
  type TakenReferences,
  takeFreeReference,
  takeFreeReferences,
} from '../../db/reference-numbers';
import { referencesTaken } from './appointments.repository';

// Appointment reference numbers: one per-company counter. A new appointment without a typed number
// takes the next free one on the server (as quotations and invoices do), so no form's cached offer
// can collide; a typed one is checked like any other and moves the counter past it.

const SEQUENCE = 'appointment_reference';
const takenOf =
  (db: Executor, companyId: number): TakenReferences =>
  (candidates) =>
    referencesTaken(db, companyId, candidates);

/** The number the form shows a new appointment as a hint (GET defaults/values). */
export const peekAppointmentReference = (db: Executor, companyId: number) =>
  peekFreeReference(db, companyId, SEQUENCE, takenOf(db, companyId));

/** The next free number, never given twice (the counter stays locked until the transaction ends). */
export const takeAppointmentReference = (tx: Executor, companyId: number) =>
  takeFreeReference(tx, companyId, SEQUENCE, takenOf(tx, companyId));

/** The next `count` free numbers (a new series), as takeAppointmentReference. */
export const takeAppointmentReferences = (tx: Executor, companyId: number, count: number) =>
  takeFreeReferences(tx, companyId, SEQUENCE, count, takenOf(tx, companyId));

/**
 * A typed number moves the counter past it. Called before the row is written, so every writer of a
 * numeric reference takes the counter's lock first and none waits on another's reference while
 * holding it (a deadlock).
 */
export const recordAppointmentReference = (tx: Executor, companyId: number, reference: string) =>
  recordReference(tx, companyId, SEQUENCE, reference);
