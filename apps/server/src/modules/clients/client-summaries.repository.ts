import { jobAddressOf } from '@fieldbook/domain/clients/client-addresses.rules';
import type { DocumentClient } from '@fieldbook/domain/documents/documents.payloads';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { anyIdPlaceholder } from '../../db/any-id';
import type { Executor } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { clientAddresses, clients } from '../../db/schema/index';
import { addressesOf } from './client-contacts.repository';

/**
 * The address a client's documents go to (its BILLING email, else PRIMARY, else the first), as a
 * scalar subquery over the client's company and id columns. Written with an alias: inside a subquery
 * drizzle would leave both sides' columns unqualified.
 */
const documentEmailOf = (companyId: SQL, clientId: SQL) => sql<string | null>`(
        select e.email_address from client_emails e
        where e.company_id = ${companyId} and e.client_id = ${clientId}
        order by case e.type when 'BILLING' then 0 when 'PRIMARY' then 1 else 2 end, e.position
        limit 1)`;

/**
 * A client as a list of documents names it (DocumentClient's name and email), as scalar subqueries
 * over the listing row's company and client columns: the list reads its clients in its own statement.
 * Null for a missing client.
 */
export const documentClientColumns = (companyId: SQL, clientId: SQL) => ({
  clientName: sql<
    string | null
  >`(select c.display_name from clients c where c.company_id = ${companyId} and c.id = ${clientId})`,
  clientEmail: documentEmailOf(companyId, clientId),
});

/** A page's clients by id (one array parameter): a named prepared statement, its plan the same for any ids. */
const clientSummariesQuery = preparedPer((db: Executor) =>
  db
    .select({
      id: clients.id,
      displayName: clients.displayName,
      dueDays: clients.invoicingDefaultDueDate,
      markupPercentage: clients.inventoryMarkupPercentage,
      archivedAt: clients.archivedAt,
      email: documentEmailOf(sql`"clients"."company_id"`, sql`"clients"."id"`),
    })
    .from(clients)
    .where(and(eq(clients.companyId, sql.placeholder('companyId')), anyIdPlaceholder(clients.id)))
    .prepare('client_summaries'),
);

/**
 * Clients as documents name them: the display name, the address their documents go to (the
 * BILLING email, else PRIMARY, else the first) and the mark-up their inventory lines start from.
 */
export async function clientSummaries(db: Executor, companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const summaries = new Map<
    number,
    DocumentClient & { dueDays: number | null; archived: boolean; markupPercentage: number }
  >();
  if (unique.length === 0) return summaries;
  // One statement: the email is picked beside each client, so a page of documents costs one round trip.
  const rows = await clientSummariesQuery(db).execute({ companyId, ids: unique });
  for (const row of rows) {
    summaries.set(row.id, {
      id: row.id,
      display_name: row.displayName,
      email: row.email,
      dueDays: row.dueDays,
      markupPercentage: row.markupPercentage,
      archived: row.archivedAt !== null,
    });
  }
  return summaries;
}

/** A client's address for a new appointment, document or report (domain jobAddressOf); null for none or another company's. */
export async function clientJobAddress(db: Executor, companyId: number, clientId: number) {
  const found = jobAddressOf(await addressesOf(db, companyId, [clientId]));
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

const billingAddressesQuery = preparedPer((db: Executor) =>
  db
    .selectDistinctOn([clientAddresses.clientId], {
      clientId: clientAddresses.clientId,
      fullAddress: clientAddresses.fullAddress,
    })
    .from(clientAddresses)
    .where(
      and(
        eq(clientAddresses.companyId, sql.placeholder('companyId')),
        anyIdPlaceholder(clientAddresses.clientId),
        ne(clientAddresses.fullAddress, ''),
      ),
    )
    .orderBy(
      asc(clientAddresses.clientId),
      sql`case ${clientAddresses.type} when 'BILLING' then 0 when 'PRIMARY' then 1 else 2 end`,
      asc(clientAddresses.position),
    )
    .prepare('client_billing_addresses'),
);

/**
 * Where each client is billed, as one line: its BILLING address, else PRIMARY, else its first (a
 * tax invoice names its buyer). One statement for many clients; clients without one are absent.
 */
export async function clientBillingAddresses(db: Executor, companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const rows = await billingAddressesQuery(db).execute({ companyId, ids: unique });
  return new Map(rows.map((row) => [row.clientId, row.fullAddress]));
}
