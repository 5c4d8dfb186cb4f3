import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session, useTestApp, whoIs } from '../../test/build-test-app';
import { createClient } from '../clients/clients-test-kit';
import { inDays, reminderTestKit, ZONE } from './appointment-reminders-test-kit';
import { editBody, findAppointment, putAppointment } from './appointments-test-kit';

// Editing an appointment never sends a reminder it already sent; jobs are run by hand, every one
// ever queued for the appointment (stale and replaced ones too), as if all were due.
const ctx = useTestApp({ JOB_WORKERS: 'false' });
let owner: Session;
let companyId: number;
let clientId: number;

beforeAll(async () => {
  owner = await registerBusiness(ctx.t.app);
  companyId = (await whoIs(ctx.t.app, owner)).companyId;
  clientId = (await createClient(ctx.t.app, owner)).id;
});

const { bookWithReminder, pendingJobs, sentTo, everyJob, runEveryJob } = reminderTestKit(ctx, () => ({
  owner,
  companyId,
  clientId,
}));

const dayBefore = (address: string, offset = -1440) => [
  { key: 'clients', client_id: clientId, type: 'EMAIL', value: address, reminder_offset: offset },
];
const current = async (id: number) => (await findAppointment(ctx.t.app, owner, id)).json().payload.appointment;
async function edit(id: number, changes: Record<string, unknown>) {
  const response = await putAppointment(ctx.t.app, owner, editBody(await current(id), changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.appointment;
}

describe('editing an appointment whose reminder was sent', () => {
  it('sends nothing again after three description-only edits; the reminder stays sent', async () => {
    const { appointment, address } = await bookWithReminder();
    await runEveryJob(appointment.id);
    expect(await sentTo(address)).toBe(1);
    const [reminder] = (await current(appointment.id)).client_reminders;

    for (const description of ['Gate code 4321', 'Dog in the yard', 'Ring first']) {
      await edit(appointment.id, { description, reminders: dayBefore(address) });
      await runEveryJob(appointment.id);
    }
    expect(await sentTo(address)).toBe(1);
    const after = (await current(appointment.id)).client_reminders;
    expect(after).toEqual([expect.objectContaining({ id: reminder.id, has_sent: true })]);
    // No edit queued another job for it.
    expect(await everyJob(appointment.id)).toHaveLength(1);
  });

  it('moved a day later, sends the reminder once more (its new time is ahead)', async () => {
    const { appointment, address } = await bookWithReminder();
    await runEveryJob(appointment.id);
    await edit(appointment.id, {
      start_date: inDays(4),
      end_date: inDays(4, '11:00:00'),
      reminders: dayBefore(address),
    });
    const [job] = await pendingJobs(appointment.id);
    expect(job?.start_after.getTime()).toBe(DateTime.fromSQL(inDays(3), { zone: ZONE }).toMillis());
    await runEveryJob(appointment.id);
    await runEveryJob(appointment.id);
    expect(await sentTo(address)).toBe(2);
  });

  it('moved later but its new time still past, stays sent', async () => {
    // A week-before reminder for an appointment in 3 days: its time has passed, so it is not sent.
    const { appointment, address } = await bookWithReminder({ reminders: undefined });
    await edit(appointment.id, { reminders: dayBefore(address, -10080) });
    expect(await pendingJobs(appointment.id)).toEqual([]);
    // Sent earlier (by hand here), then moved a day later: a week before is still past.
    await ctx.db.query('update appointment_reminders set has_sent = true where appointment_id = $1', [appointment.id]);
    await edit(appointment.id, {
      start_date: inDays(4),
      end_date: inDays(4, '11:00:00'),
      reminders: dayBefore(address, -10080),
    });
    await runEveryJob(appointment.id);
    expect(await sentTo(address)).toBe(0);
    expect((await current(appointment.id)).client_reminders[0].has_sent).toBe(true);
  });

  it('sends neither a new nor a changed reminder whose time has passed', async () => {
    const fresh = await bookWithReminder({ reminders: undefined });
    // New, five days before an appointment in three: already past.
    await edit(fresh.appointment.id, { reminders: dayBefore(fresh.address, -7200) });
    await runEveryJob(fresh.appointment.id);
    expect(await sentTo(fresh.address)).toBe(0);

    const changed = await bookWithReminder();
    await edit(changed.appointment.id, { reminders: dayBefore(changed.address, -7200) });
    await runEveryJob(changed.appointment.id);
    expect(await sentTo(changed.address)).toBe(0);
  });

  it('sends a changed reminder whose new time is ahead, once', async () => {
    const { appointment, address } = await bookWithReminder();
    await runEveryJob(appointment.id);
    await edit(appointment.id, { reminders: dayBefore(address, -60) });
    expect(await pendingJobs(appointment.id)).toHaveLength(1);
    await runEveryJob(appointment.id);
    expect(await sentTo(address)).toBe(2);
  });
});
