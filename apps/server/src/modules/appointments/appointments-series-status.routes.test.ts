import { remainingRule, ruleFollowingStart } from '@fieldbook/domain/appointments/recurrence.rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient, individual } from '../clients/clients-test-kit';
import { appointmentBody, createAppointment, editBody, findAppointment, putAppointment } from './appointments-test-kit';

// What the later appointments of a series start as (recurring_status), and a series moved from one
// of its later appointments (issue 33 item 5).

const ctx = useTestApp();
let owner: Session;
let userId: number;
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  const ids = await whoIs(ctx.t.app, owner);
  userId = ids.userId;
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
  clientId = (
    await createClient(ctx.t.app, owner, individual({ emails: [{ type: 'PRIMARY', email_address: 'a@example.com' }] }))
  ).id;
});

type Listed = { id: number; start_date: string; status: string };
const find = async (id: number) => (await findAppointment(ctx.t.app, owner, id)).json().payload.appointment;
const reminders = () => [
  { key: 'clients', client_id: clientId, type: 'EMAIL', value: 'a@example.com', reminder_offset: -1440 },
  { key: 'staff', type: 'EMAIL', reminder_offset: -60 },
];
const weekly = (overrides: Record<string, unknown> = {}) =>
  appointmentBody({
    start_date: '2031-03-04 09:00:00',
    end_date: '2031-03-04 10:00:00',
    attendees: [userId],
    clients: [clientId],
    reminders: reminders(),
    recursion_rule: 'FREQ=WEEKLY;COUNT=3',
    ...overrides,
  });

describe('recurring_status: what the later appointments of a series start as', () => {
  it('by default unscheduled, without staff reminders; the first keeps its own status', async () => {
    const first = await createAppointment(ctx.t.app, owner, weekly());
    const series = first.recurring_appointments as Listed[];
    expect(series.map((s) => s.status)).toEqual(['SCHEDULED', 'UNSCHEDULED', 'UNSCHEDULED']);
    const second = await find(series[1]?.id ?? 0);
    expect(second).toMatchObject({ recurring_status: 'UNSCHEDULED', staff_reminders: [], is_locked: false });
    expect(second.client_reminders).toHaveLength(1);
  });

  it.each(['SCHEDULED', 'UNCONFIRMED'])('as %s when chosen, with their staff reminders', async (status) => {
    const first = await createAppointment(ctx.t.app, owner, weekly({ recurring_status: status }));
    const series = first.recurring_appointments as Listed[];
    expect(series.map((s) => s.status)).toEqual(['SCHEDULED', status, status]);
    expect((await find(series[2]?.id ?? 0)).staff_reminders).toHaveLength(1);
  });

  it('also for a series started again by a changed rule', async () => {
    const first = await createAppointment(ctx.t.app, owner, weekly({ recurring_status: 'SCHEDULED' }));
    const changed = await putAppointment(
      ctx.t.app,
      owner,
      editBody(first, {
        reminders: reminders(),
        recursion_rule: 'FREQ=DAILY;COUNT=2',
        recurring_status: 'UNCONFIRMED',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().payload.appointment.recurring_appointments as Listed[]).map((s) => s.status)).toEqual([
      'SCHEDULED',
      'UNCONFIRMED',
    ]);
  });

  it('keeps staff reminders off the later unscheduled ones when an edit reaches them', async () => {
    const first = await createAppointment(ctx.t.app, owner, weekly());
    const edited = await putAppointment(
      ctx.t.app,
      owner,
      editBody(first, { title: 'Window clean', reminders: reminders(), update_recurring: 'scheduledAndUnscheduled' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const later = await find((first.recurring_appointments as Listed[])[1]?.id ?? 0);
    expect(later).toMatchObject({ title: 'Window clean', status: 'UNSCHEDULED', staff_reminders: [] });
  });
});

describe('moving a series from a later appointment ("Update Recurring Appointments too")', () => {
  it('keeps it as long as it was: the rest of the series moves, none is added', async () => {
    const first = await createAppointment(
      ctx.t.app,
      owner,
      weekly({ recursion_rule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=6', recurring_status: 'SCHEDULED' }),
    );
    const third = await find((first.recurring_appointments as Listed[])[2]?.id ?? 0);
    // What the edit dialog sends when the 3rd moves a day later with the box ticked.
    const moved = ruleFollowingStart(
      remainingRule(third.recursion_rule.value, third.start_date, third.timezone),
      '2031-04-02 09:00:00',
    );
    const saved = await putAppointment(
      ctx.t.app,
      owner,
      editBody(third, {
        start_date: '2031-04-02 09:00:00',
        end_date: '2031-04-02 10:00:00',
        reminders: reminders(),
        recursion_rule: moved,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await find(first.id)).recurring_appointments as Listed[];
    const after = saved.json().payload.appointment.recurring_appointments as Listed[];
    expect(before.map((s) => s.start_date)).toEqual(['2031-03-04 09:00:00', '2031-03-18 09:00:00']);
    expect(after.map((s) => s.start_date)).toEqual([
      '2031-04-02 09:00:00',
      '2031-04-16 09:00:00',
      '2031-04-30 09:00:00',
      '2031-05-14 09:00:00',
    ]);
  });
});
