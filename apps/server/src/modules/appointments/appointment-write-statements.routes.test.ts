import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { statementsDuring } from '../../test/statements';
import { createClient, individual } from '../clients/clients-test-kit';
import { appointmentBody, createAppointment, editBody, findAppointment } from './appointments-test-kit';

// Statements hold a pooled connection, and those in a transaction hold it idle between round trips
// (issue 35's soak): a write runs few in its transaction and answers from the rows it saved.

const ctx = useTestApp();
let owner: Session;
let fieldStaff: Session;
let job: { attendees: number[]; clients: number[]; types: number[] };

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  fieldStaff = await addStaff(ctx.t.app, owner, 'Field Staff');
  const client = await createClient(ctx.t.app, owner, individual());
  const type = await as(ctx.t.app, owner, {
    method: 'POST',
    url: '/v1/appointments/types/save',
    payload: { name: 'Service call', time_allocation: 60 },
  });
  job = {
    attendees: [(await whoIs(ctx.t.app, owner)).userId, (await whoIs(ctx.t.app, fieldStaff)).userId],
    clients: [client.id],
    types: [type.json().payload.default.id],
  };
});

/** A write's statements inside its transaction (between begin and commit), and those after it. */
async function written(session: Session, request: Parameters<typeof as>[2]) {
  let answer: unknown;
  const texts = await statementsDuring(async () => {
    const response = await as(ctx.t.app, session, request);
    expect(response.statusCode, response.body).toBe(200);
    answer = response.json().payload.appointment;
  });
  const begin = texts.indexOf('begin');
  const commit = texts.indexOf('commit');
  expect(begin).toBeGreaterThan(0);
  return { inTransaction: texts.slice(begin + 1, commit), after: texts.slice(commit + 1), answer };
}

/** The appointment as GET find answers it now. */
async function found(id: number) {
  const response = await findAppointment(ctx.t.app, owner, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.appointment;
}

describe('appointment writes, counted in statements', () => {
  it('a status change: four in its transaction, then three reads, answering as find does', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody(job));
    const { inTransaction, after, answer } = await written(owner, {
      method: 'PUT',
      url: '/v1/appointments/status',
      payload: { id: appointment.id, status: 'IN_PROGRESS' },
    });
    // The read that would hold restored staff days, the write (if the row is still as read), its
    // reminders' jobs, the activity log. Then its details, its creator's name and its booking, at once.
    expect(inTransaction).toHaveLength(4);
    expect(after).toHaveLength(3);
    expect(answer).toEqual(await found(appointment.id));
    expect(answer).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it("an attendee's status change checks their attendance in one more", async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody(job));
    const { inTransaction, answer } = await written(fieldStaff, {
      method: 'PUT',
      url: '/v1/appointments/status',
      payload: { id: appointment.id, status: 'COMPLETE' },
    });
    expect(inTransaction).toHaveLength(5);
    expect(answer).toMatchObject({ status: 'COMPLETE' });
  });

  it('an edit keeping its staff, clients and types rewrites none of them, and answers as find does', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody(job));
    const { inTransaction, after, answer } = await written(owner, {
      method: 'PUT',
      url: '/v1/appointments',
      payload: editBody(appointment, { start_date: '2026-12-01 13:00:00', end_date: '2026-12-01 14:30:00' }),
    });
    expect(
      inTransaction.filter((text) =>
        /^(delete from|insert into) "appointment_(attendees|clients|type_links)"/.test(text),
      ),
    ).toEqual([]);
    expect(after).toHaveLength(3);
    expect(answer).toEqual(await found(appointment.id));
    expect(answer).toMatchObject({ start_date: '2026-12-01 13:00:00', end_date: '2026-12-01 14:30:00' });
  });

  it('an edit changing its staff rewrites that list alone', async () => {
    const appointment = await createAppointment(ctx.t.app, owner, appointmentBody(job));
    const { inTransaction, answer } = await written(owner, {
      method: 'PUT',
      url: '/v1/appointments',
      payload: editBody(appointment, { attendees: job.attendees.slice(1) }),
    });
    expect(
      inTransaction.flatMap((text) => /^(delete from|insert into) "(appointment_\w+)"/.exec(text)?.slice(1, 3) ?? []),
    ).toEqual(['delete from', 'appointment_attendees', 'insert into', 'appointment_attendees']);
    expect((answer as { attendees: { id: number }[] }).attendees.map((a) => a.id)).toEqual(job.attendees.slice(1));
  });
});
