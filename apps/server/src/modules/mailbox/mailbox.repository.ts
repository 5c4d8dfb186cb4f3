import { and, desc, eq, exists, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emailOutbox, users } from '../../db/schema/index';

/** A staff account's sign-in address or pending new one is the email's recipient. */
const toAccount = (db: Database, ...which: SQL[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(
        and(
          or(
            sql`lower(${users.email}) = lower(${emailOutbox.to})`,
            sql`lower(${users.unverifiedEmail}) = lower(${emailOutbox.to})`,
          ),
          ...which,
        ),
      ),
  );

/**
 * The newest emails the sandbox kept, as one staff member may see them: their company's mail, but of
 * staff accounts' mail only their own, since another account's reset code, set-password or
 * email-change link would open that account. Mail without a company (Client Connect accounts') never.
 */
export function recentSandboxEmails(db: Database, viewer: { companyId: number; userId: number }, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.companyId, viewer.companyId),
        eq(emailOutbox.status, 'sandbox'),
        or(toAccount(db, eq(users.companyId, viewer.companyId), eq(users.id, viewer.userId)), not(toAccount(db))),
      ),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
