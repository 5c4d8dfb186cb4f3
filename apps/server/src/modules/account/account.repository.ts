import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { accountingConnections, companies, paymentAccounts, subscriptions, users } from '../../db/schema/index';
import { providerColumns } from '../accounting/index';
import { presentedCompanyColumns } from '../company/index';
import { paymentStatusColumns } from '../payment-provider/index';
import { loadedUserColumns } from '../users/index';

/**
 * Everything `user/load` reads, in one named prepared statement: the user and company (the columns their
 * payloads show, named by their owners), the subscription's stored status, the LINKED accounting
 * connection's and the payment account's shown columns. Never a password hash or a token. One round trip
 * instead of four; the joined rows are keyed by company_id (at most one each).
 */
const userLoadQuery = preparedPer((db: Database) =>
  db
    .select({
      user: loadedUserColumns,
      company: { ...presentedCompanyColumns, newbie: companies.newbie },
      subscriptionStatus: subscriptions.status,
      accounting: providerColumns,
      payment: paymentStatusColumns,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(subscriptions, eq(subscriptions.companyId, users.companyId))
    .leftJoin(
      accountingConnections,
      and(eq(accountingConnections.companyId, users.companyId), eq(accountingConnections.status, 'LINKED')),
    )
    .leftJoin(paymentAccounts, eq(paymentAccounts.companyId, users.companyId))
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('user_load'),
);

export const findUserLoad = async (db: Database, companyId: number, userId: number) =>
  (await userLoadQuery(db).execute({ companyId, userId }))[0];
