import type { DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { clientEmails } from '../../db/schema/index';
import { contactsOf, findClientsByIds } from './clients.repository';

/**
 * Clients as documents name them: the display name and the address their documents go to (the
 * BILLING email, else PRIMARY, else the first).
 */
export async function clientSummaries(db: Executor, companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  // One after the other: callers pass a transaction, whose connection runs one query at a time.
  const rows = await findClientsByIds(db, companyId, unique);
  const emails =
    unique.length === 0
      ? []
      : await db
          .select({ clientId: clientEmails.clientId, type: clientEmails.type, emailAddress: clientEmails.emailAddress })
          .from(clientEmails)
          .where(and(eq(clientEmails.companyId, companyId), inArray(clientEmails.clientId, unique)))
          .orderBy(asc(clientEmails.position));
  const emailOf = (clientId: number) => {
    const own = emails.filter((email) => email.clientId === clientId);
    return (own.find((e) => e.type === 'BILLING') ?? own.find((e) => e.type === 'PRIMARY') ?? own[0])?.emailAddress;
  };
  return new Map<number, DocumentClient & { dueDays: number | null; archived: boolean }>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        display_name: row.displayName,
        email: emailOf(row.id) ?? null,
        dueDays: row.invoicingDefaultDueDate,
        archived: row.archivedAt !== null,
      },
    ]),
  );
}

/** A client's address for a new document: SERVICE, else PRIMARY, else its first. */
export async function clientDocumentAddress(db: Executor, companyId: number, clientId: number) {
  const { addresses } = await contactsOf(db, companyId, [clientId]);
  const found =
    addresses.find((a) => a.type === 'SERVICE') ?? addresses.find((a) => a.type === 'PRIMARY') ?? addresses[0];
  if (!found) return null;
  return {
    address_line_1: found.addressLine1,
    locality: found.locality,
    state: found.state,
    postal_code: found.postalCode,
    country: found.country,
    latitude: found.latitude,
    longitude: found.longitude,
    full_address: found.fullAddress,
  };
}
