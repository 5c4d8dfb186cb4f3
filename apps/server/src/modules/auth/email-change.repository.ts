import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emailChanges } from '../../db/schema/index';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** A newer request replaces the pending one: the older codes stop working. */
export async function cancelPending(db: Executor, companyId: number, userId: number) {
  await db
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(emailChanges.companyId, companyId),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.verifiedAt),
        isNull(emailChanges.reversedAt),
        isNull(emailChanges.cancelledAt),
      ),
    );
}

export async function insertEmailChange(db: Executor, values: typeof emailChanges.$inferInsert) {
  await db.insert(emailChanges).values(values);
}

/** The change a link's code belongs to, locked (the codes' hashes are unique across companies). */
export async function findByCodeHash(db: Executor, kind: 'verify' | 'reverse', codeHash: string) {
  const column = kind === 'verify' ? emailChanges.verifyCodeHash : emailChanges.reverseCodeHash;
  const [row] = await db.select().from(emailChanges).where(eq(column, codeHash)).limit(1).for('update');
  return row;
}

/** The user's most recent change request: only it may still be reversed. */
export async function latestForUser(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(and(eq(emailChanges.companyId, companyId), eq(emailChanges.userId, userId)))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row;
}

export async function markChange(
  db: Executor,
  row: EmailChangeRow,
  values: Partial<Pick<EmailChangeRow, 'verifiedAt' | 'reversedAt' | 'cancelledAt'>>,
) {
  await db
    .update(emailChanges)
    .set(values)
    .where(and(eq(emailChanges.companyId, row.companyId), eq(emailChanges.id, row.id)));
}
