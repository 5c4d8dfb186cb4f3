import { needsClientMessage } from '@fieldbook/domain/appointments/appointments.schemas';
import type { Executor } from '../../db/database';
import { appointmentClientsOf } from './appointments.repository';

/**
 * Spec (appointments section 5): a report, quotation or invoice made from an appointment needs at
 * least one of its clients. The one rule all three use: the appointment's client ids in order, and
 * the problem when it has none.
 */
export async function clientsForDocument(
  db: Executor,
  companyId: number,
  appointmentId: number,
  document: 'report' | 'quotation' | 'invoice',
) {
  const clients = await appointmentClientsOf(db, companyId, appointmentId);
  return {
    clientIds: clients.map((client) => client.id),
    problem: clients.length === 0 ? needsClientMessage(document) : null,
  };
}
