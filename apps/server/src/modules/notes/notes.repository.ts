import { and, eq, inArray, isNull } from 'drizzle-orm';
import { anyId } from '../../db/any-id';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { notes, users } from '../../db/schema/index';

export type NoteRow = typeof notes.$inferSelect;

export async function insertNote(db: Executor, values: typeof notes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  if (!row) throw new Error('note insert returned no row');
  return row;
}

/** Many new notes in bulk statements (see bulkInsert). */
export async function insertNotes(db: Executor, values: (typeof notes.$inferInsert)[]): Promise<void> {
  await bulkInsert(db, notes, values);
}

export async function findNote(db: Executor, companyId: number, subjectType: string, id: number) {
  const [row] = await db
    .select()
    .from(notes)
    .where(
      and(
        eq(notes.companyId, companyId),
        eq(notes.subjectType, subjectType),
        eq(notes.id, id),
        isNull(notes.archivedAt),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function updateNote(
  db: Executor,
  companyId: number,
  id: number,
  values: Partial<typeof notes.$inferInsert>,
) {
  const [row] = await db
    .update(notes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(notes.companyId, companyId), eq(notes.id, id)))
    .returning();
  if (!row) throw new Error('note update returned no row');
  return row;
}

/** The company's live (not archived) notes with these ids, with their authors' names. */
export const findLiveNotesWithAuthors = (db: Executor, companyId: number, ids: number[]) =>
  db
    .select({ note: notes, firstName: users.firstName, lastName: users.lastName })
    .from(notes)
    .leftJoin(users, and(eq(users.companyId, notes.companyId), eq(users.id, notes.createdBy)))
    .where(and(eq(notes.companyId, companyId), inArray(notes.id, ids), isNull(notes.archivedAt)));

/** What each of these notes is attached to. */
export const noteSubjects = (db: Executor, companyId: number, ids: number[]) =>
  db
    .select({ id: notes.id, subjectType: notes.subjectType, subjectId: notes.subjectId })
    .from(notes)
    .where(and(eq(notes.companyId, companyId), anyId(notes.id, ids)));

/** Company reset: erases the company's notes on the given kinds of record. */
export async function eraseCompanyNotes(tx: Executor, companyId: number, subjectTypes: string[]) {
  await tx.delete(notes).where(and(eq(notes.companyId, companyId), inArray(notes.subjectType, subjectTypes)));
}
