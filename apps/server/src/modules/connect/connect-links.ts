import { CONNECT_MESSAGES } from '@fieldbook/domain/connect/connect.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { companies, portalClientLinks } from '../../db/schema/index';
import { fieldError } from '../../http/http-error';
import { recordActivity } from '../activity/activity.service';
import { findClientByReferCode, updateClientRow } from '../clients/clients.repository';

/**
 * refer/{code}: links the account to the client record the business invited. The code stays with
 * the record, so the same account may open it again; another account is refused.
 */
export async function linkByReferCode(tx: Executor, portalUserId: number, code: string) {
  const client = await findClientByReferCode(tx, code);
  if (!client || client.archivedAt) throw fieldError('code', CONNECT_MESSAGES.referInvalid);
  const [existing] = await tx
    .select({ portalUserId: portalClientLinks.portalUserId })
    .from(portalClientLinks)
    .where(and(eq(portalClientLinks.companyId, client.companyId), eq(portalClientLinks.clientId, client.id)));
  if (existing && existing.portalUserId !== portalUserId) throw fieldError('code', CONNECT_MESSAGES.referAlreadyLinked);
  if (!existing) {
    await tx.insert(portalClientLinks).values({ companyId: client.companyId, clientId: client.id, portalUserId });
    await updateClientRow(tx, client.companyId, client.id, { linked: true, referStatus: 'ACCEPTED' });
    await recordActivity(tx, {
      companyId: client.companyId,
      userId: null,
      action: 'client_connect_linked',
      subjectType: 'client',
      subjectId: client.id,
      description: `${client.displayName} linked a Client Connect account`,
    });
  }
  return { companyId: client.companyId, clientId: client.id };
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

/** The businesses (name, address, timezone and branding only) of the given companies. */
export async function portalBusinesses(db: Executor, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      address: companies.address,
      timezone: companies.timezone,
      brandPrimaryColor: companies.brandPrimaryColor,
      brandAccentColor: companies.brandAccentColor,
      documentFooter: companies.documentFooter,
      logoToken: companies.logoToken,
    })
    .from(companies)
    .where(inArray(companies.id, companyIds))
    .orderBy(companies.companyName);
}
