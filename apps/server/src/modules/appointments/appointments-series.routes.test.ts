import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.schemas';
import { recurrenceChoiceOf, recurrenceRuleText } from '@fieldbook/domain/appointments/recurrence.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, as, registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  editBody,
  findAppointment,
  postAppointment,
  putAppointment,
} from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;
let ids: { companyId: number; userId: number };
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ids = await whoIs(ctx.t.app, owner);
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
  clientId = (
    await createClient(ctx.t.app, owner, individual({ emails: [{ type: 'PRIMARY', email_address: 'a@example.com' }] }))
  ).id;
});

describe('POST v1/appointments with a recurring rule (subscribed)', () => {
  it('makes every occurrence its own appointment, at the same wall-clock time across the end of daylight saving', async () => {
    // Tuesdays from 23 March 2027; Melbourne leaves daylight saving on 4 April.
    const first = await createAppointment(
      ctx.t.app,
      owner,
      appointmentBody({
        reference_id: '8100',
        start_date: '2027-03-23 09:00:00',
        end_date: '2027-03-23 10:30:00',
        attendees: [ids.userId],
        clients: [clientId],
        reminders: [
          { key: 'clients', client_id: clientId, type: 'EMAIL', value: 'a@example.com', reminder_offset: -1440 },
        ],
        recursion_rule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4',
        recurring_status: 'SCHEDULED',
      }),
    );
    expect(first.is_recurring).toBe(true);
    // Stored as sent, anchored at the start: nothing added or rewritten.
    expect(first.recursion_rule.value).toBe('DTSTART:20270323T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4');
    const series = first.recurring_appointments as { id: number; start_date: string; status: string }[];
    expect(series.map((s) => s.start_date)).toEqual([
      '2027-03-23 09:00:00',
      '2027-03-30 09:00:00',
      '2027-04-06 09:00:00',
      '2027-04-13 09:00:00',
    ]);
    expect(series[0]?.id).toBe(first.id);

    const third = (await findAppointment(ctx.t.app, owner, series[2]?.id ?? 0)).json().payload.appointment;
    expect(third).toMatchObject({
      start_date: '2027-04-06 09:00:00',
      end_date: '2027-04-06 10:30:00',
      timezone_details: { abbr: 'AEST' },
      reference_id: '8102',
      title: first.title,
      status: 'SCHEDULED',
      is_recurring: true,
    });
    expect(third.attendees.map((a: { id: number }) => a.id)).toEqual([ids.userId]);
    expect(third.clients.map((c: { id: number }) => c.id)).toEqual([clientId]);
    expect(third.client_reminders).toMatchObject([
      { client_id: clientId, value: 'a@example.com', reminder_offset: -1440 },
    ]);
    expect(third.recurring_appointments).toEqual(series);
    // The next appointment is offered the reference after the series.
    const defaults = await ctx.t.app.inject({
      method: 'GET',
      url: '/v1/appointments/defaults/values',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(defaults.json().payload.reference_id).toBe('8104');
  });

  it('refuses a rule it cannot repeat by, and stores nothing', async () => {
    const before = await appointmentFootprint(ctx.db, ids.companyId);
    expectFieldError(
      await postAppointment(ctx.t.app, owner, appointmentBody({ recursion_rule: 'FREQ=FORTNIGHTLY;COUNT=x' })),
      'recursion_rule',
      "The recurring rule's FREQ=FORTNIGHTLY is not valid: FREQ takes YEARLY, MONTHLY, WEEKLY or DAILY.",
    );
    expect(await appointmentFootprint(ctx.db, ids.companyId)).toEqual(before);
  });

  it('shows another company none of the series', async () => {
    const first = await createAppointment(ctx.t.app, owner, appointmentBody({ recursion_rule: 'FREQ=DAILY;COUNT=3' }));
    const stranger = await registerBusiness(ctx.t.app);
    for (const { id } of first.recurring_appointments as { id: number }[]) {
      expect((await findAppointment(ctx.t.app, stranger, id)).statusCode).toBe(404);
    }
  });
});

/** A daily series of `count` from 1 December 2030, 9:00, every one scheduled; answers its ids in order. */
async function series(count: number) {
  const first = await createAppointment(
    ctx.t.app,
    owner,
    appointmentBody({
      start_date: '2030-12-01 09:00:00',
      end_date: '2030-12-01 10:00:00',
      recursion_rule: `FREQ=DAILY;COUNT=${count}`,
      recurring_status: 'SCHEDULED',
    }),
  );
  return (first.recurring_appointments as { id: number }[]).map((a) => a.id);
}
const setStatus = (id: number, status: string) =>
  as(ctx.t.app, owner, { method: 'PUT', url: '/v1/appointments/status', payload: { id, status } });
const remove = (session: Session, id: number, deleteAction?: string) =>
  as(ctx.t.app, session, {
    method: 'DELETE',
    url: '/v1/appointments',
    payload: { id, ...(deleteAction ? { delete_action: deleteAction } : {}) },
  });
const removeUpcoming = (session: Session, id: number) =>
  as(ctx.t.app, session, { method: 'DELETE', url: '/v1/appointments/upcoming', payload: { id } });
const liveIds = async (ids: number[]) =>
  (
    await ctx.db.query('select id from appointments where id = any($1) and archived_at is null order by start_at', [
      ids,
    ])
  ).rows.map((r: { id: string }) => Number(r.id));

describe('editing one appointment of a series', () => {
  it('changes only that one and keeps it in the series with its rule', async () => {
    const ids = await series(3);
    const second = (await findAppointment(ctx.t.app, owner, ids[1] ?? 0)).json().payload.appointment;
    const response = await putAppointment(
      ctx.t.app,
      owner,
      editBody(second, {
        title: 'Moved visit',
        start_date: '2030-12-02 13:00:00',
        end_date: '2030-12-02 14:00:00',
        recursion_rule: second.recursion_rule.value,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().payload.appointment;
    expect(saved).toMatchObject({ title: 'Moved visit', start_date: '2030-12-02 13:00:00', is_recurring: true });
    expect(saved.recurring_appointments.map((a: { id: number }) => a.id)).toEqual(ids);
    const third = (await findAppointment(ctx.t.app, owner, ids[2] ?? 0)).json().payload.appointment;
    expect(third).toMatchObject({ start_date: '2030-12-03 09:00:00', title: second.title });
  });
});

describe('update types on a series of 12', () => {
  /** Edits the 4th of a daily series of 12 (the 6th unscheduled, the 8th complete) with an update type. */
  async function editFourth(updateRecurring: string) {
    const ids = await series(12);
    await as(ctx.t.app, owner, { method: 'POST', url: '/v1/appointments/unscheduled/mark', payload: { id: ids[5] } });
    await setStatus(ids[7] ?? 0, 'COMPLETE');
    const fourth = (await findAppointment(ctx.t.app, owner, ids[3] ?? 0)).json().payload.appointment;
    const response = await putAppointment(
      ctx.t.app,
      owner,
      editBody(fourth, {
        title: 'Window clean',
        start_date: '2030-12-04 14:00:00',
        end_date: '2030-12-04 16:30:00',
        clients: [clientId],
        update_recurring: updateRecurring,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await ctx.db.query(
      `select a.id, a.title, to_char(a.start_at at time zone a.timezone, 'YYYY-MM-DD HH24:MI') as start,
              extract(epoch from a.end_at - a.start_at) / 60 as minutes,
              (select count(*)::int from appointment_clients c where c.appointment_id = a.id) as clients
       from appointments a where a.id = any($1) order by a.start_at`,
      [ids],
    );
    const changed = rows
      .filter((r: { title: string }) => r.title === 'Window clean')
      .map((r: { id: string }) => ids.indexOf(Number(r.id)) + 1);
    return { rows, changed };
  }

  it('none: only this one', async () => {
    expect((await editFourth('none')).changed).toEqual([4]);
  });

  it('unscheduled: this one and the later unscheduled ones', async () => {
    expect((await editFourth('unscheduled')).changed).toEqual([4, 6]);
  });

  it('scheduledAndUnscheduled: this one and every later scheduled or unscheduled one, at the new time on its own day', async () => {
    const { rows, changed } = await editFourth('scheduledAndUnscheduled');
    expect(changed).toEqual([4, 5, 6, 7, 9, 10, 11, 12]);
    const twelfth = rows[11] as { start: string; minutes: string; clients: number };
    expect(twelfth).toMatchObject({ start: '2030-12-12 14:00', clients: 1 });
    expect(Number(twelfth.minutes)).toBe(150);
    // Earlier ones and the completed one keep their time.
    expect((rows[2] as { start: string }).start).toBe('2030-12-03 09:00');
    expect((rows[7] as { start: string }).start).toBe('2030-12-08 09:00');
  });
});

describe('changing or removing the rule part-way', () => {
  const company = () => ids.companyId;
  const fetch = async (id: number) => (await findAppointment(ctx.t.app, owner, id)).json().payload.appointment;
  const edit = async (id: number, changes: Record<string, unknown>) =>
    putAppointment(
      ctx.t.app,
      owner,
      editBody(await fetch(id), { recursion_rule: (await fetch(id)).recursion_rule?.value ?? null, ...changes }),
    );

  it('a removed rule deletes the later ones; the earlier ones stay a series', async () => {
    const occ = await series(6);
    const response = await edit(occ[2] ?? 0, { recursion_rule: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.appointment).toMatchObject({ is_recurring: false, recurring_appointments: [] });
    expect(await liveIds(occ)).toEqual(occ.slice(0, 3));
    expect((await fetch(occ[0] ?? 0)).recurring_appointments.map((a: { id: number }) => a.id)).toEqual(occ.slice(0, 2));
  });

  it('a changed rule deletes the later ones and starts a new series here; the earlier ones cannot change it any more', async () => {
    const occ = await series(6);
    const response = await edit(occ[2] ?? 0, { recursion_rule: 'FREQ=WEEKLY;COUNT=3' });
    expect(response.statusCode, response.body).toBe(200);
    const third = response.json().payload.appointment;
    expect(third.recurring_appointments.map((a: { start_date: string }) => a.start_date)).toEqual([
      '2030-12-03 09:00:00',
      '2030-12-10 09:00:00',
      '2030-12-17 09:00:00',
    ]);
    expect(await liveIds(occ)).toEqual(occ.slice(0, 3));

    // hasFutureRule: the first may not change the rule now; nothing changes.
    const before = await appointmentFootprint(ctx.db, company());
    expectFieldError(
      await edit(occ[0] ?? 0, { recursion_rule: 'FREQ=DAILY;COUNT=2' }),
      'recursion_rule',
      M.ruleChangedLater,
    );
    expect(await appointmentFootprint(ctx.db, company())).toEqual(before);
  });

  it('Update Recurring Appointments too: the rule moved with a new start recreates the later ones from there', async () => {
    const occ = await series(4);
    const third = await fetch(occ[2] ?? 0);
    const moved = recurrenceRuleText(recurrenceChoiceOf(third.recursion_rule.value), '2030-12-05 11:00:00');
    const response = await putAppointment(
      ctx.t.app,
      owner,
      editBody(third, { start_date: '2030-12-05 11:00:00', end_date: '2030-12-05 12:00:00', recursion_rule: moved }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const starts = response
      .json()
      .payload.appointment.recurring_appointments.map((a: { start_date: string }) => a.start_date);
    expect(starts).toEqual([
      '2030-12-05 11:00:00',
      '2030-12-06 11:00:00',
      '2030-12-07 11:00:00',
      '2030-12-08 11:00:00',
    ]);
    expect(await liveIds(occ)).toEqual(occ.slice(0, 3));
  });

  it('lets an unsubscribed company edit an occurrence, but not change its rule', async () => {
    const other = await registerBusiness(ctx.t.app);
    const { companyId } = await whoIs(ctx.t.app, other);
    await ctx.db.query('update companies set subscribed = true where id = $1', [companyId]);
    const first = await createAppointment(ctx.t.app, other, appointmentBody({ recursion_rule: 'FREQ=DAILY;COUNT=2' }));
    await ctx.db.query('update companies set subscribed = false where id = $1', [companyId]);
    const keep = await putAppointment(
      ctx.t.app,
      other,
      editBody(first, { title: 'Renamed', recursion_rule: first.recursion_rule.value }),
    );
    expect(keep.statusCode, keep.body).toBe(200);
    expectFieldError(
      await putAppointment(
        ctx.t.app,
        other,
        editBody(keep.json().payload.appointment, { recursion_rule: 'FREQ=DAILY;COUNT=5' }),
      ),
      'recursion_rule',
      M.subscriptionOnly,
    );
  });
});

describe('deleting in a series', () => {
  it('deletes only this one by default', async () => {
    const ids = await series(3);
    const response = await remove(owner, ids[1] ?? 0);
    expect(response.json().payload.deleted_ids).toEqual([ids[1]]);
    expect(await liveIds(ids)).toEqual([ids[0], ids[2]]);
  });

  it('also deletes the later unscheduled ones, or the later scheduled and unscheduled ones, never the done ones', async () => {
    const ids = await series(5);
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    await as(ctx.t.app, owner, { method: 'POST', url: '/v1/appointments/unscheduled/mark', payload: { id: d } });
    expect((await remove(owner, b, 'unscheduled')).json().payload.deleted_ids).toEqual([b, d]);
    expect(await liveIds(ids)).toEqual([a, c, e]);

    const more = await series(4);
    const [w, x, y, z] = more as [number, number, number, number];
    await setStatus(z, 'COMPLETE');
    expect((await remove(owner, w, 'scheduledAndUnscheduled')).json().payload.deleted_ids).toEqual([w, x, y]);
    expect(await liveIds(more)).toEqual([z]);
  });
});

describe('DELETE v1/appointments/upcoming (Delete Appointments Afterward)', () => {
  it('deletes the later unscheduled, scheduled, cancelled and unconfirmed ones, and says so', async () => {
    const ids = await series(5);
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    await setStatus(c, 'COMPLETE');
    await setStatus(d, 'CANCELLED');
    await setStatus(e, 'IN_PROGRESS');
    const response = await removeUpcoming(owner, a);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(M.upcomingDeleted);
    expect(response.json().payload.deleted_ids).toEqual([b, d]);
    expect(await liveIds(ids)).toEqual([a, c, e]);
  });

  it('is refused to someone who may not fully edit it, and is a 404 for another company; nothing changes', async () => {
    const ids = await series(3);
    const fieldStaff = await addStaff(ctx.t.app, owner, 'Field Staff');
    expect((await removeUpcoming(fieldStaff, ids[0] ?? 0)).statusCode).toBe(403);
    const stranger = await registerBusiness(ctx.t.app);
    expect((await removeUpcoming(stranger, ids[0] ?? 0)).statusCode).toBe(404);
    expect(await liveIds(ids)).toEqual(ids);
  });
});
