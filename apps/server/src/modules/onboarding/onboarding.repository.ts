import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointmentTypes, clients, companies, paymentAccounts, users } from '../../db/schema/index';

/**
 * What the further-setup checklist asks of the company, in one statement: each an `exists` on an
 * index keyed by the company (staff: whether a second active one exists), so a company with many
 * records costs no more than a new one.
 */
export async function setupFacts(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({
      companyName: companies.companyName,
      firstName: sql<string | null>`(select ${users.firstName} from ${users}
        where ${users.companyId} = ${companyId} and ${users.id} = ${userId})`,
      hasAddress: sql<boolean>`coalesce(${companies.address}->>'address_line_1', '') <> ''`,
      hasLogo: sql<boolean>`${companies.logoStorageKey} is not null`,
      hasStaff: sql<boolean>`exists (select 1 from ${users} where ${users.companyId} = ${companyId}
        and ${users.active} and not ${users.createdCompany})`,
      hasAppointmentType: sql<boolean>`exists (select 1 from ${appointmentTypes}
        where ${appointmentTypes.companyId} = ${companyId} and ${appointmentTypes.archivedAt} is null)`,
      hasClient: sql<boolean>`exists (select 1 from ${clients} where ${clients.companyId} = ${companyId})`,
      hasPaymentAccount: sql<boolean>`exists (select 1 from ${paymentAccounts}
        where ${paymentAccounts.companyId} = ${companyId})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
