import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import {
  appointmentBody,
  attendeeCopiesAstray,
  createAppointment,
  editBody,
  findAppointment,
  putAppointment,
} from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;
let ids: { companyId: number; userId: number };
let otherStaff: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ids = await whoIs(ctx.t.app, owner);
  // A series needs a subscription.
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
  otherStaff = (await whoIs(ctx.t.app, await addStaff(ctx.t.app, owner, 'Field Staff'))).userId;
});

/** Every attendee row of the company agrees with its appointment, and there are some to compare. */
async function expectCopiesKept(step: string) {
  expect(await attendeeCopiesAstray(ctx.db, ids.companyId), step).toEqual([]);
  const { rows } = await ctx.db.query('select count(*)::int as n from appointment_attendees where company_id = $1', [
    ids.companyId,
  ]);
  expect(rows[0].n, step).toBeGreaterThan(0);
}

async function ok(request: Parameters<typeof as>[2]) {
  const response = await as(ctx.t.app, owner, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

const setStatus = (id: number, status: string) =>
  ok({ method: 'PUT', url: '/v1/appointments/status', payload: { id, status } });

async function current(id: number) {
  const response = await findAppointment(ctx.t.app, owner, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.appointment;
}

describe("attendee rows' copies of their appointment (busy time read off an index)", () => {
  it('follow every kind of write: create, edit, drag, status, cancel and back, unschedule, series, archive', async () => {
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        start_date: '2027-03-23 09:00:00',
        end_date: '2027-03-23 10:30:00',
        attendees: [ids.userId, otherStaff],
        recursion_rule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4',
        recurring_status: 'SCHEDULED',
      }),
    );
    await expectCopiesKept('create, with its series');

    // A full edit that moves it, changes its status and staff, and reaches the later ones of its series.
    const edited = await putAppointment(
      ctx.t.app,
      owner,
      editBody(first, {
        start_date: '2027-03-23 13:00:00',
        end_date: '2027-03-23 15:00:00',
        status: 'UNCONFIRMED',
        attendees: [otherStaff],
        update_recurring: 'scheduledAndUnscheduled',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await expectCopiesKept('edit, and the series after it');

    // A drag: the same appointment, only its time.
    const dragged = await putAppointment(
      ctx.t.app,
      owner,
      editBody(await current(first.id), { start_date: '2027-03-24 08:00:00', end_date: '2027-03-24 08:45:00' }),
    );
    expect(dragged.statusCode, dragged.body).toBe(200);
    await expectCopiesKept('drag');

    for (const status of ['SCHEDULED', 'IN_PROGRESS', 'CANCELLED', 'SCHEDULED', 'UNSCHEDULED']) {
      await setStatus(first.id, status);
      await expectCopiesKept(`status ${status}`);
    }
    // Scheduled again from the unscheduled list: an edit.
    const rescheduled = await putAppointment(
      ctx.t.app,
      owner,
      editBody(await current(first.id), { status: 'SCHEDULED' }),
    );
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);
    await ok({ method: 'PUT', url: '/v1/appointments/lock', payload: { id: first.id, state: true } });
    await expectCopiesKept('scheduled again, locked');

    const [, second] = first.recurring_appointments as { id: number }[];
    if (!second) throw new Error('the series has a second appointment');
    await ok({ method: 'DELETE', url: '/v1/appointments/upcoming', payload: { id: second.id } });
    await ok({ method: 'DELETE', url: '/v1/appointments', payload: { id: first.id, delete_action: 'none' } });
    await expectCopiesKept('archived, and the series after it');

    // Written straight to the tables (no route restores): a restore, and a copy written by hand.
    await ctx.db.query('update appointments set archived_at = null where company_id = $1', [ids.companyId]);
    await ctx.db.query(`update appointment_attendees set status = 'COMPLETE', end_at = now() where company_id = $1`, [
      ids.companyId,
    ]);
    await expectCopiesKept('restored in bulk, copies written by hand');
  });
});
