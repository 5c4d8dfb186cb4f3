import { APPOINTMENT_MESSAGES as M } from '@fieldbook/domain/appointments/appointments.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient } from '../clients/clients-test-kit';
import { expectFieldError } from '../staff/staff-test-kit';
import {
  appointmentBody,
  appointmentFootprint,
  createAppointment,
  findAppointment,
  postAppointment,
} from './appointments-test-kit';

const ctx = useTestApp();
let owner: Session;
let ids: { companyId: number; userId: number };
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  ids = await whoIs(ctx.t.app, owner);
  await ctx.db.query('update companies set subscribed = true where id = $1', [ids.companyId]);
  clientId = (await createClient(ctx.t.app, owner)).id;
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
      }),
    );
    expect(first.is_recurring).toBe(true);
    expect(first.recursion_rule.value).toBe('DTSTART:20270323T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4;BYDAY=TU');
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
      M.recurrenceInvalid,
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
