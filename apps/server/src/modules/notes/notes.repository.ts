import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import { epochMillis } from '../../db/epoch-millis';
import { jsonTuple } from '../../db/json-tuple';
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

/** What noteDetail reads of a note: what presentNote shows, where it is attached, its author's names. */
export interface NoteDetail {
  subject_type: string;
  subject_id: number;
  value: string;
  is_hidden: boolean;
  is_pinned: boolean;
  is_updated: boolean;
  created_by: number | null;
  /** Epoch milliseconds. */
  created_at: number;
  updated_at: number;
  first_name: string | null;
  last_name: string | null;
}

const noteTuple = jsonTuple<NoteDetail>({
  subject_type: true,
  subject_id: true,
  value: true,
  is_hidden: true,
  is_pinned: true,
  is_updated: true,
  created_by: true,
  created_at: true,
  updated_at: true,
  first_name: true,
  last_name: true,
});

/** A live (not archived) note as one json NoteDetail tuple, or null: a scalar subquery on the note's id (an SQL expression). */
export const noteDetail = (companyId: number, id: SQL) => sql`(
  select ${noteTuple.build({
    subject_type: notes.subjectType,
    subject_id: notes.subjectId,
    value: notes.value,
    is_hidden: notes.isHidden,
    is_pinned: notes.isPinned,
    is_updated: notes.isUpdated,
    created_by: notes.createdBy,
    created_at: epochMillis(notes.createdAt),
    updated_at: epochMillis(notes.updatedAt),
    first_name: users.firstName,
    last_name: users.lastName,
  })}
  from ${notes} left join ${users} on ${users.companyId} = ${notes.companyId} and ${users.id} = ${notes.createdBy}
  where ${notes.companyId} = ${companyId} and ${notes.id} = ${id} and ${notes.archivedAt} is null)`;

/** noteDetail's value as a NoteDetail. */
export const readNoteDetail = noteTuple.read;

/** Company reset: erases the company's notes on the given kinds of record. */
export async function eraseCompanyNotes(tx: Executor, companyId: number, subjectTypes: string[]) {
  await tx.delete(notes).where(and(eq(notes.companyId, companyId), inArray(notes.subjectType, subjectTypes)));
}
