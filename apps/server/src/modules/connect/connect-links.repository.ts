import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { portalClientLinks } from '../../db/schema/index';

/** The account a client record is linked to, if any. */
export async function findClientLink(db: Executor, companyId: number, clientId: number) {
  const [link] = await db
    .select({ portalUserId: portalClientLinks.portalUserId })
    .from(portalClientLinks)
    .where(and(eq(portalClientLinks.companyId, companyId), eq(portalClientLinks.clientId, clientId)));
  return link;
}

export async function insertClientLink(
  db: Executor,
  link: { companyId: number; clientId: number; portalUserId: number },
): Promise<void> {
  await db.insert(portalClientLinks).values(link);
}

/** The client records an account is linked to, by company (every portal read starts here). */
export async function linkedClients(db: Executor, portalUserId: number, companyId?: number) {
  const conditions = [eq(portalClientLinks.portalUserId, portalUserId)];
  if (companyId !== undefined) conditions.push(eq(portalClientLinks.companyId, companyId));
  const rows = await db
    .select({ companyId: portalClientLinks.companyId, clientId: portalClientLinks.clientId })
    .from(portalClientLinks)
    .where(and(...conditions));
  const byCompany = new Map<number, number[]>();
  for (const row of rows) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.clientId]);
  return byCompany;
}
