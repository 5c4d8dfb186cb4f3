import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { as } from '../../test/build-test-app';

/** Shared helpers of the appointment integration tests (not a test file itself). */

type Token = { token: string };
let seq = 0;

/** A valid appointment body: Tuesday 10:00-12:00 in Melbourne, with a unique reference. */
export const appointmentBody = (overrides: Record<string, unknown> = {}) => ({
  reference_id: `A-${process.pid}-${++seq}`,
  title: 'Blocked kitchen drain',
  start_date: '2026-12-01 10:00:00',
  end_date: '2026-12-01 12:00:00',
  timezone: 'Australia/Melbourne',
  ...overrides,
});

export const postAppointment = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'POST', url: '/v1/appointments', payload });

export const putAppointment = (app: FastifyInstance, session: Token, payload: Record<string, unknown>) =>
  as(app, session, { method: 'PUT', url: '/v1/appointments', payload });

export const findAppointment = (app: FastifyInstance, session: Token, id: number) =>
  as(app, session, { method: 'GET', url: `/v1/appointments/find?id=${id}` });

export const searchAppointments = (app: FastifyInstance, session: Token, payload: Record<string, unknown> = {}) =>
  as(app, session, { method: 'POST', url: '/v1/appointments/search', payload });

export async function createAppointment(
  app: FastifyInstance,
  session: Token,
  body: Record<string, unknown> = appointmentBody(),
) {
  const response = await postAppointment(app, session, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.appointment;
}

/** The PUT body that keeps a presented appointment as it is, plus changes. */
export function editBody(appointment: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const a = appointment as {
    id: number;
    reference_id: string;
    title: string;
    start_date: string;
    end_date: string;
    timezone: string;
    status: string;
    updated_at: string;
    attendees: { id: number }[];
    clients: { id: number }[];
    types: { id: number }[];
  };
  return {
    id: a.id,
    reference_id: a.reference_id,
    title: a.title,
    start_date: a.start_date,
    end_date: a.end_date,
    timezone: a.timezone,
    status: a.status,
    attendees: a.attendees.map((x) => x.id),
    clients: a.clients.map((x) => x.id),
    types: a.types.map((x) => x.id),
    updated_at: a.updated_at,
    ...changes,
  };
}

/** What a company's appointments hold, to prove a refused request changed nothing. */
export async function appointmentFootprint(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select (select count(*)::int from appointments where company_id = $1) as appointments,
            (select coalesce(max(updated_at)::text, '') from appointments where company_id = $1) as latest,
            (select count(*)::int from appointment_reminders where company_id = $1) as reminders,
            (select count(*)::int from appointment_attendees where company_id = $1) as attendees`,
    [companyId],
  );
  return rows[0];
}

/**
 * A company's attendee rows whose copies of their appointment's start, end, status or archived_at
 * (migration 0048's triggers keep them) differ from it: always none.
 */
export async function attendeeCopiesAstray(db: pg.Pool, companyId: number) {
  const { rows } = await db.query(
    `select l.appointment_id::int, l.user_id::int from appointment_attendees l
       join appointments a on a.company_id = l.company_id and a.id = l.appointment_id
      where l.company_id = $1
        and (l.start_at, l.end_at, l.status, l.archived_at) is distinct from (a.start_at, a.end_at, a.status, a.archived_at)`,
    [companyId],
  );
  return rows;
}
