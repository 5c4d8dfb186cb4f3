import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { as } from '../../test/build-test-app';

/** Shared helpers of the timeline integration tests (not a test file itself). */

export interface Owner {
  token: string;
  companyId: number;
  userId: number;
}

export const getTimeline = (app: FastifyInstance, session: { token: string }, query: string) =>
  as(app, session, { method: 'GET', url: `/v1/clients/timeline?${query}` });

/** The timeline's entries as `type:id` and the local dates of its groups, in the order shown. */
export const shape = (timeline: { timeline_type: string; id: number; timeline_date: string }[]) => ({
  keys: timeline.map((e) => `${e.timeline_type}:${e.id}`),
  days: [...new Set(timeline.map((e) => e.timeline_date.slice(0, 10)))],
});

/** Notes straight into the table (one per instant given), answering their ids in that order. */
export async function seedNotes(db: pg.Pool, owner: Owner, clientId: number, at: string[], value = '<p>Seeded</p>') {
  const { rows } = await db.query<{ id: string }>(
    `insert into notes (company_id, subject_type, subject_id, value, created_by, created_at, updated_at)
     select $1, 'client', $2, $3, $4, t, t from unnest($5::timestamptz[]) with ordinality as u(t, n) order by n
     returning id`,
    [owner.companyId, clientId, value, owner.userId, at],
  );
  return rows.map((row) => Number(row.id));
}

/** One note at an instant; answers its id. */
export const seedNote = async (db: pg.Pool, owner: Owner, clientId: number, at: string, value: string) =>
  Number((await seedNotes(db, owner, clientId, [at], value))[0]);

/** One log entry on the client at an instant. */
export async function seedLog(db: pg.Pool, owner: Owner, clientId: number, description: string, at: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into activity_logs (company_id, user_id, action, subject_type, subject_id, description, created_at)
     values ($1, $2, 'seeded', 'client', $3, $4, $5) returning id`,
    [owner.companyId, owner.userId, clientId, description, at],
  );
  return Number(rows[0]?.id);
}

/** A stored file row (no bytes; the timeline only presents it) attached to the client; answers the file id. */
export async function seedAttachment(
  db: pg.Pool,
  owner: Owner,
  clientId: number,
  file: { title: string | null; fileName: string; at: string },
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into files (company_id, title, file_name, file_extension, type, mime_type, size, storage_key, created_by)
     values ($1, $2, $3, 'pdf', 'DOCUMENT', 'application/pdf', 10, 'none.pdf', $4) returning id`,
    [owner.companyId, file.title, file.fileName, owner.userId],
  );
  const fileId = Number(rows[0]?.id);
  await db.query(
    `insert into attachments (company_id, subject_type, subject_id, file_id, created_by, created_at)
     values ($1, 'client', $2, $3, $4, $5)`,
    [owner.companyId, clientId, fileId, owner.userId, file.at],
  );
  return fileId;
}

/** Removes the client's own log entries (its creation), so a test controls every entry. */
export const clearLogs = (db: pg.Pool, owner: Owner, clientId: number) =>
  db.query(`delete from activity_logs where company_id = $1 and subject_type = 'client' and subject_id = $2`, [
    owner.companyId,
    clientId,
  ]);
