import { APPOINTMENT_MESSAGES } from '@fieldbook/domain/appointments/appointments.schemas';
import { addDays, todayIn } from '@fieldbook/domain/dates/date-codec';
import type { DocumentAddress, DocumentDefaults } from '@fieldbook/domain/documents/documents.payloads';
import type { Database } from '../../db/database';
import type { StoredLineItem } from '../../db/schema/index';
import type { AuthContext } from '../../http/auth';
import { fieldError, notFound } from '../../http/http-error';
import { findType } from '../appointment-types/index';
import { clientsForDocument, findAppointment, loadDetails } from '../appointments/index';
import { clientJobAddress, clientSummaries, fullAddressOf } from '../clients/index';
import { getCompany, settingsOf } from '../company/index';
import { inventoryOfLines } from '../inventory/index';
import type { DocumentKindConfig } from './document-kinds';
import { peekDocumentNumber } from './document-numbers';
import { presentLines } from './documents.presenter';

/**
 * GET …/defaults/values: what a new document starts from — the next number, today and the term,
 * and, made from an appointment, its first client, address, title and its types' lines (the
 * description only when the company prefills it); made for a client, the client and its address.
 */
export async function documentDefaults(
  db: Database,
  auth: AuthContext,
  config: DocumentKindConfig,
  query: { client_id?: number | undefined; appointment_id?: number | undefined },
): Promise<DocumentDefaults> {
  const company = await getCompany(db, auth.companyId);
  const settings = settingsOf(company);
  const date = todayIn(company.timezone);
  let clientId = query.client_id ?? null;
  let address: DocumentAddress | null = null;
  let appointment: DocumentDefaults['appointment'] = null;
  let title: string | null = null;
  let description: string | null = null;
  let lines: StoredLineItem[] = [];

  if (query.appointment_id) {
    const row = await findAppointment(db, auth.companyId, query.appointment_id);
    if (!row) throw notFound(APPOINTMENT_MESSAGES.notFound);
    const { clientIds, problem } = await clientsForDocument(db, auth.companyId, row.id, config.kind);
    if (problem) throw fieldError('appointment_id', problem);
    clientId = clientIds[0] ?? null;
    appointment = { id: row.id, reference_id: row.referenceId, title: row.title };
    title = row.title;
    description = settings[config.prefillDescription] ? row.description : null;
    // The job's address as booked; an address saved without its one-line form gets it here.
    const full = row.address ? row.address.full_address || fullAddressOf(row.address) : '';
    address = row.address && full ? { ...row.address, full_address: full } : null;
    for (const link of (await loadDetails(db, auth.companyId, [row.id])).types) {
      const type = await findType(db, auth.companyId, link.id);
      if (type) lines = lines.concat(type.inventory);
    }
  }

  const client = clientId ? (await clientSummaries(db, auth.companyId, [clientId])).get(clientId) : undefined;
  if (clientId && !client) throw fieldError('client_id', config.messages.clientInvalid);
  if (client && !address) address = await clientJobAddress(db, auth.companyId, client.id);
  const termDays = config.defaultTermDays(settings, client?.dueDays ?? null);
  const inventory = await inventoryOfLines(db, auth.companyId, lines);
  return {
    number: await peekDocumentNumber(db, auth.companyId, config.kind),
    date,
    term_date: addDays(date, termDays),
    term_days: termDays,
    client: client ? { id: client.id, display_name: client.display_name, email: client.email } : null,
    client_markup_percentage: client?.markupPercentage ?? 0,
    address,
    appointment,
    title,
    description,
    line_items: presentLines(lines, inventory, settings.rounding_method, settings.gst_registered),
  };
}
